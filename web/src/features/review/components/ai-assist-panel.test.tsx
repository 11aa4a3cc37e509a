import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InsightDoc } from '@shared/contract/collections';
import { UnreadableDocument } from '@shared/contract/read-document';
import { INSIGHTS_MESSAGES } from '@shared/messages/insights';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { render } from '@/test/render';
import { AnswerCard } from './answer-card';

const transcript = 'I write tests first. Then the code, and I refactor it.';
const passage = (text: string, offsetMs?: number) => {
  const start = transcript.indexOf(text);
  return { text, start, end: start + text.length, ...(offsetMs === undefined ? {} : { offsetMs }) };
};
const insight: InsightDoc = {
  questionId: 'q1',
  take: 1,
  transcriptSha256: 'x',
  computedAt: {
    toDate: () => new Date(),
    toMillis: () => 0,
  } as unknown as InsightDoc['computedAt'],
  coverage: [
    { point: 'Tests first', status: 'covered', quotes: [passage('I write tests first.', 0)] },
    { point: 'Refactoring', status: 'partly', quotes: [passage('and I refactor it', 2_500)] },
    { point: 'Deploys', status: 'missing', quotes: [] },
  ],
  summary: [{ sentence: 'I write tests first.', quote: passage('I write tests first.', 0) }],
  delivery: {
    mode: 'spoken',
    words: 11,
    speakingMs: 65_000,
    wordsPerMinute: 120.4,
    longPauses: 2,
    fillerRate: 1.25,
  },
  engine: { name: 'local', version: '1.0.0' },
  note: 'fallback',
};
const question = { id: 'q1', text: 'How do you work?', hint: null, rubric: ['Tests first'] };
const base = {
  playback: { urlFor: () => '/api/rec?grant=g', failed: false, renew: () => {} },
  index: 0,
  question,
  comment: '',
  onRating: () => {},
  onComment: () => {},
  others: [],
  answer: { questionId: 'q1', transcript, take: 1 },
};
const region = () => screen.getByRole('region', { name: REVIEW_MESSAGES.aiAssistTitle });

describe('AI assist on an answer', () => {
  it('gives each rubric point what was found in words, the key sentences, delivery facts and the engine', () => {
    render(<AnswerCard {...base} aiAssist={{ enabled: true, status: 'success', insight }} />);
    const coverage = within(region()).getByRole('list', { name: REVIEW_MESSAGES.coverageTitle });
    const items = within(coverage)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.matches('[data-testid^="coverage-"]'));
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Evidence foundTests first/),
      expect.stringMatching(/^Some evidenceRefactoring/),
      'No evidence foundDeploys',
    ]);
    expect(region()).toHaveTextContent('Speaking time1:05');
    expect(region()).toHaveTextContent('Words per minute120');
    expect(region()).toHaveTextContent('Long pauses (2 s or more)2');
    expect(region()).toHaveTextContent('Filler words per 100 words1.3');
    expect(region()).toHaveTextContent('AnswerSpoken');
    expect(region()).toHaveTextContent('Engine: offline engine 1.0.0');
    expect(region()).toHaveTextContent('Note: fallback');
    expect(within(region()).getByRole('list', { name: 'Key sentences' })).toHaveTextContent(
      'I write tests first.',
    );
  });

  it('says only what the engine can know: evidence found or not, never covered or not', () => {
    render(<AnswerCard {...base} aiAssist={{ enabled: true, status: 'success', insight }} />);
    // One point of each status is shown.
    expect(new Set(insight.coverage.map((c) => c.status))).toEqual(
      new Set(['covered', 'partly', 'missing']),
    );
    const badges = insight.coverage.map((_, i) =>
      within(screen.getByTestId(`coverage-q1-${i}`)).getByText(/evidence/i),
    );
    expect(badges.map((b) => b.textContent)).toEqual([
      'Evidence found',
      'Some evidence',
      'No evidence found',
    ]);
    expect(region().textContent).not.toMatch(/covered/i);
  });

  it('an answer with too little reliable text gets that said, its delivery, and no findings', () => {
    const tooLittle: InsightDoc = {
      ...insight,
      coverage: insight.coverage.map((c) => ({ ...c, status: 'missing', quotes: [] })),
      summary: [],
      tooLittleText: true,
    };
    render(
      <AnswerCard {...base} aiAssist={{ enabled: true, status: 'success', insight: tooLittle }} />,
    );
    expect(region()).toHaveTextContent('Too little reliable text to suggest anything');
    expect(
      within(region()).queryByRole('list', { name: REVIEW_MESSAGES.coverageTitle }),
    ).toBeNull();
    expect(within(region()).queryByRole('list', { name: 'Key sentences' })).toBeNull();
    expect(region().textContent).not.toMatch(/evidence found|Deploys/i);
    expect(region()).toHaveTextContent('Speaking time1:05');
    expect(region()).toHaveTextContent('Engine: offline engine 1.0.0');
  });

  it('says when the answer repeats rubric points word for word, and is silent otherwise', () => {
    const echoed = {
      ...insight,
      rubricEcho: [{ point: 'Tests first', quote: passage('I write tests first.') }],
    };
    const { unmount } = render(
      <AnswerCard {...base} aiAssist={{ enabled: true, status: 'success', insight: echoed }} />,
    );
    expect(region()).toHaveTextContent(
      "Parts of this answer repeat the rubric's wording word for word.",
    );
    unmount();
    render(<AnswerCard {...base} aiAssist={{ enabled: true, status: 'success', insight }} />);
    expect(region()).not.toHaveTextContent(INSIGHTS_MESSAGES.rubricEcho);
  });

  it('a quote pressed marks exactly its passage in the transcript', async () => {
    render(<AnswerCard {...base} aiAssist={{ enabled: true, status: 'success', insight }} />);
    expect(screen.getByTestId('transcript-q1').querySelector('mark')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: REVIEW_MESSAGES.showQuote('and I refactor it') }),
    );
    const marks = screen.getByTestId('transcript-q1').querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0].textContent).toBe('and I refactor it');
    expect(screen.getByTestId('transcript-q1')).toHaveTextContent(transcript);
    await userEvent.click(screen.getByRole('button', { name: REVIEW_MESSAGES.clearHighlight }));
    expect(screen.getByTestId('transcript-q1').querySelector('mark')).toBeNull();
  });

  it('with a recording, a quote plays from where it was said and is marked in the phrases', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const segments = [
      { text: 'I write tests first.', offsetMs: 0, durationMs: 2_000 },
      { text: 'Then the code, and I refactor it.', offsetMs: 2_000, durationMs: 2_000 },
    ];
    render(
      <AnswerCard
        {...base}
        answer={{ ...base.answer, segments }}
        recording={{ questionId: 'q1', mimeType: 'audio/webm', kind: 'audio', updatedAt: 't' }}
        aiAssist={{ enabled: true, status: 'success', insight }}
      />,
    );
    const audio = screen.getByLabelText('Audio answer to question 1') as HTMLAudioElement;
    await userEvent.click(
      screen.getByRole('button', { name: REVIEW_MESSAGES.showQuote('and I refactor it') }),
    );
    expect(audio.currentTime).toBe(2.5);
    expect(play).toHaveBeenCalledTimes(1);
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['and I refactor it']);
    play.mockRestore();
  });

  it('says when AI assist is off, being prepared, stale, or unreadable', () => {
    const { rerender } = render(
      <AnswerCard {...base} aiAssist={{ enabled: false, status: 'success' }} />,
    );
    expect(region()).toHaveTextContent(REVIEW_MESSAGES.aiAssistOff);
    rerender(<AnswerCard {...base} aiAssist={{ enabled: true, status: 'success' }} />);
    expect(within(region()).getByRole('status')).toHaveTextContent(
      REVIEW_MESSAGES.aiAssistPreparing,
    );
    // Suggestions for an earlier text wait for the new ones.
    rerender(
      <AnswerCard
        {...base}
        answer={{ ...base.answer, transcript: 'Something else entirely now.' }}
        aiAssist={{ enabled: true, status: 'success', insight }}
      />,
    );
    expect(region()).toHaveTextContent(REVIEW_MESSAGES.aiAssistPreparing);
    rerender(<AnswerCard {...base} aiAssist={{ enabled: true, status: 'error' }} />);
    expect(within(region()).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.aiAssistFailed);
    rerender(
      <AnswerCard
        {...base}
        aiAssist={{
          enabled: true,
          status: 'success',
          insight: new UnreadableDocument('q1', 'coverage: Invalid input'),
        }}
      />,
    );
    expect(within(region()).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.aiAssistFailed);
  });
});
