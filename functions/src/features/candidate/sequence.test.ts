import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { InterviewQuestionDoc } from '../../shared/contract/collections';
import type { AskedFollowUp } from './sequence';
import { followUpCapacity, questionSequence, sessionEstimate } from './sequence';

const probe = (prompt: string, askIfMissing = true) => ({ prompt, askIfMissing });
const question = (id: string, over: Partial<InterviewQuestionDoc> = {}): InterviewQuestionDoc => ({
  id,
  text: `Question ${id}?`,
  rubric: ['First point', 'Second point'],
  probes: [probe('What about the first?'), probe('And the second?')],
  maxFollowUps: 1,
  thinkTimeSec: 30,
  answerLimitSec: 120,
  retakes: 1,
  answerMode: 'speak',
  ...over,
});
const asked = (id: string, parentId: string, over: Partial<AskedFollowUp> = {}): AskedFollowUp => ({
  id,
  parentId,
  point: 0,
  pointText: 'First point',
  prompt: `Follow-up ${id}?`,
  askedAfter: parentId,
  askedAt: Timestamp.fromMillis(0),
  thinkTimeSec: 10,
  answerLimitSec: 90,
  answerMode: 'speak',
  ...over,
});

describe('questionSequence', () => {
  it('places each follow-up right after its question and its earlier follow-ups', () => {
    const sequence = questionSequence({
      questions: [question('a'), question('b'), question('c')],
      followUps: [asked('fu-2-1', 'b'), asked('fu-1-1', 'a'), asked('fu-2-2', 'b')],
    });
    expect(sequence.map((q) => q.id)).toEqual(['a', 'fu-1-1', 'b', 'fu-2-1', 'fu-2-2', 'c']);
    expect(sequence[1]).toEqual({
      id: 'fu-1-1',
      text: 'Follow-up fu-1-1?',
      hint: null,
      thinkTimeSec: 10,
      answerLimitSec: 90,
      retakes: 0,
      answerMode: 'speak',
      followUpOf: 'a',
    });
    expect(sequence[0]).not.toHaveProperty('followUpOf');
  });

  it("scales a follow-up's 10 s / 90 s by the candidate's extra time, and untimed removes both", () => {
    const source = { questions: [question('a')], followUps: [asked('fu-1-1', 'a')] };
    expect(questionSequence({ ...source, extraTime: 'plus50' })[1]).toMatchObject({
      thinkTimeSec: 15,
      answerLimitSec: 135,
    });
    expect(questionSequence({ ...source, extraTime: 'untimed' })[1]).toMatchObject({
      thinkTimeSec: 0,
      answerLimitSec: null,
    });
  });

  it('is the questions alone on an interview scheduled before follow-ups', () => {
    const sequence = questionSequence({ questions: [{ id: 'q1', text: 'Q?' }] });
    expect(sequence.map((q) => q.id)).toEqual(['q1']);
  });
});

describe('followUpCapacity', () => {
  it("is the interview's cap of 3 when its questions could ask more", () => {
    const questions = ['a', 'b', 'c', 'd'].map((id) => question(id));
    expect(followUpCapacity({ questions, maxFollowUps: 3 })).toBe(3);
    expect(followUpCapacity({ questions, maxFollowUps: 0 })).toBe(0);
    expect(followUpCapacity({ questions })).toBe(0);
  });

  it('counts per question the smaller of its cap and its points with a prompt to ask if missing', () => {
    const questions = [
      question('a', { maxFollowUps: 2 }),
      question('b', {
        maxFollowUps: 2,
        probes: [probe('Only this one'), probe('Not this', false)],
      }),
      question('c', { maxFollowUps: 0 }),
      question('d', { probes: undefined }),
      question('e', { probes: [null, probe('   ')] }),
    ];
    expect(followUpCapacity({ questions, maxFollowUps: 3 })).toBe(3);
    expect(followUpCapacity({ questions: questions.slice(1), maxFollowUps: 3 })).toBe(1);
  });
});

describe('sessionEstimate', () => {
  it('adds the follow-ups that may come at their think and answer time', () => {
    // Two questions of 30 s + 120 s are 5 minutes; up to 2 follow-ups of 10 s + 90 s add 200 s.
    const questions = [question('a'), question('b')];
    expect(sessionEstimate({ questions, maxFollowUps: 3 })).toBe(Math.ceil((300 + 200) / 60));
    expect(sessionEstimate({ questions, maxFollowUps: 0 })).toBe(5);
    // Doubled time: 600 s of questions and 400 s of follow-ups.
    expect(sessionEstimate({ questions, maxFollowUps: 3, extraTime: 'plus100' })).toBe(
      Math.ceil(1000 / 60),
    );
  });
});
