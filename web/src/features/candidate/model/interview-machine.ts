import type {
  PublicAttempt,
  PublicInterview,
  PublicQuestion,
} from '@shared/contract/endpoints/candidate';
import type { HistoryEntry } from '@shared/schemas/candidate';
import { practiceFollowUpQuestion, practiceQuestion } from './question-clock';
import type { TranscriptSegment } from './transcript-segments';

/**
 * The interview screen's states: the session is looked up, then camera and
 * microphone are requested (initializing → ready, or error), the candidate agrees to the
 * recording notice (and may try the practice question), then the interview runs question by
 * question, each on the server's clock (its attempt), until it is complete. Saving an answer may
 * bring a follow-up question, which comes next and is answered like any other. Side effects live
 * in use-interview-flow.ts; this is pure.
 */
type SessionStatus = 'loading' | 'ok' | 'unavailable';
type MediaStatus = 'initializing' | 'ready' | 'denied' | 'unsupported';
type Phase = 'idle' | 'starting' | 'answering' | 'retaking' | 'saving' | 'completing' | 'complete';
type SpeechMode = 'unknown' | 'azure' | 'standin' | 'none';

export interface InterviewState {
  session: SessionStatus;
  unavailableMessage: string | null;
  interview: PublicInterview | null;
  media: MediaStatus;
  /** The consent checkbox is ticked. */
  consentTicked: boolean;
  /** The server has the candidate's consent (so it is given once). */
  consentGiven: boolean;
  phase: Phase;
  /** The practice question is on screen instead of the interview's. */
  practice: boolean;
  /** The practice question's follow-up is on screen (after the practice answer). */
  practiceFollowUp: boolean;
  /**
   * The questions, once the candidate has consented: each one's text arrives when it is opened
   * (null before). The first screen counts them from the interview's questionCount. Follow-ups
   * asked so far are in place, each right after the question it follows up (`followUpOf`).
   */
  questions: PublicQuestion[];
  /** Index of the current question. */
  index: number;
  /** The questions answered so far, each with its response (the answer's transcript). */
  history: HistoryEntry[];
  /** Final phrases of the current answer, interim text, and what the candidate typed. */
  finalText: string;
  interim: string;
  typed: string;
  /** The final phrases with their time in the take's recording (those the recorder placed). */
  segments: TranscriptSegment[];
  /** The current question's take on the server's clock; null until it is opened. */
  attempt: PublicAttempt | null;
  /** Server time minus this browser's time, from the attempt's answer. */
  clockOffsetMs: number;
  /** The last answer was saved because its time ran out (shown until the next one is sent). */
  timeUp: boolean;
  recording: boolean;
  speechMode: SpeechMode;
  errors: { id: number; message: string }[];
  connectionIssue: string | null;
  nextErrorId: number;
}

export const initialState: InterviewState = {
  session: 'loading',
  unavailableMessage: null,
  interview: null,
  media: 'initializing',
  consentTicked: false,
  consentGiven: false,
  phase: 'idle',
  practice: false,
  practiceFollowUp: false,
  questions: [],
  index: 0,
  history: [],
  finalText: '',
  interim: '',
  typed: '',
  segments: [],
  attempt: null,
  clockOffsetMs: 0,
  timeUp: false,
  recording: false,
  speechMode: 'unknown',
  errors: [],
  connectionIssue: null,
  nextErrorId: 1,
};

export type InterviewEvent =
  | { type: 'SESSION_LOADED'; interview: PublicInterview; questions: PublicQuestion[] }
  | { type: 'SESSION_UNAVAILABLE'; message: string }
  | { type: 'MEDIA_READY' }
  | { type: 'MEDIA_DENIED'; message: string }
  | { type: 'UNSUPPORTED'; message: string }
  | { type: 'CONSENT_TICKED'; ticked: boolean }
  | { type: 'CONSENT_GIVEN' }
  | { type: 'PRACTICE_START'; attempt: PublicAttempt }
  /** The practice answer is over: its follow-up takes its place (once). */
  | { type: 'PRACTICE_FOLLOW_UP'; attempt: PublicAttempt }
  | { type: 'PRACTICE_END' }
  | { type: 'START' }
  | {
      type: 'START_SUCCEEDED';
      questions: PublicQuestion[];
      answers: Record<string, string>;
      attempts: Record<string, PublicAttempt>;
    }
  | { type: 'START_FAILED'; message: string }
  /**
   * The current question's take (opened, started, or the practice take), the clock offset, and the
   * question with its text as the server sends it with the take.
   */
  | { type: 'ATTEMPT'; attempt: PublicAttempt; clockOffsetMs: number; question?: PublicQuestion }
  | { type: 'RETAKE' }
  | {
      type: 'RETAKE_STARTED';
      attempt: PublicAttempt;
      clockOffsetMs: number;
      question?: PublicQuestion;
    }
  | { type: 'RETAKE_FAILED'; message: string }
  | { type: 'SPEECH_MODE'; mode: SpeechMode }
  | { type: 'RECORDING'; recording: boolean }
  | { type: 'INTERIM'; text: string }
  | { type: 'FINAL'; text: string; segment?: TranscriptSegment }
  | { type: 'TYPED'; text: string }
  | { type: 'SUBMIT'; timeUp?: boolean }
  /** Saved (or empty): the follow-up the save asked for, if any, comes next. */
  | { type: 'ANSWER_ACCEPTED'; followUp?: PublicQuestion | null }
  | { type: 'ANSWER_FAILED'; message: string }
  | { type: 'COMPLETING' }
  | { type: 'COMPLETED' }
  | { type: 'COMPLETE_FAILED'; message: string }
  | { type: 'SPEECH_ERROR'; message: string }
  | { type: 'DISMISS_CONNECTION' }
  | { type: 'RETRY_CONNECTION' }
  | { type: 'ERROR'; message: string }
  | { type: 'CLOSE_ERROR'; id: number };

const joinText = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

/** The current answer: the transcribed phrases followed by anything typed. */
export const currentAnswer = (s: InterviewState) => joinText(s.finalText, s.typed);
export const currentQuestion = (s: InterviewState): PublicQuestion | undefined =>
  s.practice
    ? s.practiceFollowUp
      ? practiceFollowUpQuestion
      : practiceQuestion
    : s.questions[s.index];
/**
 * The last question as far as the candidate knows: its answer may still bring a follow-up, so the
 * interview completes only once the save has answered without one.
 */
export const isLastQuestion = (s: InterviewState) =>
  !s.practice && s.questions.length > 0 && s.index === s.questions.length - 1;
/** The interview's own questions, numbered 1…n: follow-ups are not numbered as questions. */
export const regularQuestionCount = (s: InterviewState) =>
  s.questions.filter((q) => q.followUpOf === undefined).length;
/**
 * The number of the question `id` among the interview's own questions; for a follow-up, the number
 * of the question it follows up (0 when unknown).
 */
export function questionNumber(s: InterviewState, id: string): number {
  const question = s.questions.find((q) => q.id === id);
  const own = question?.followUpOf ?? id;
  const regular = s.questions.filter((q) => q.followUpOf === undefined);
  return regular.findIndex((q) => q.id === own) + 1;
}
/** The follow-up asked after the practice answer, only where the interview may ask follow-ups. */
export const canPracticeFollowUp = (s: InterviewState) =>
  s.practice &&
  !s.practiceFollowUp &&
  s.phase === 'answering' &&
  (s.interview?.maxFollowUps ?? 0) > 0 &&
  s.attempt !== null &&
  s.attempt.startedAt !== null;
/** Next ends a practice take where a follow-up comes after it, or ends the practice follow-up. */
export const canPracticeNext = (s: InterviewState) =>
  canPracticeFollowUp(s) ||
  (s.practiceFollowUp &&
    s.phase === 'answering' &&
    s.attempt !== null &&
    s.attempt.startedAt !== null &&
    !s.attempt.ended);
/** Think time is running: recording has not started yet. */
export const isThinking = (s: InterviewState) =>
  s.attempt !== null && !s.attempt.ended && s.attempt.startedAt === null;
/**
 * Next is disabled while a submit or a retake is in progress, while thinking, and until the
 * server has opened the question's take: an answer saved before its take is open is refused.
 */
export const canSubmit = (s: InterviewState) =>
  s.phase === 'answering' && !s.practice && s.attempt !== null && !isThinking(s);
/** Start (and the practice question) once the session, the devices and the consent are there. */
export const canStart = (s: InterviewState) =>
  s.session === 'ok' && s.media === 'ready' && s.phase === 'idle' && s.consentTicked;
/** A retake while recording this take, with retakes left. */
export const canRetake = (s: InterviewState) =>
  s.phase === 'answering' &&
  !s.practice &&
  s.attempt !== null &&
  s.attempt.startedAt !== null &&
  !s.attempt.ended &&
  s.attempt.retakesLeft > 0;
/** The whole history the complete call carries: answered questions plus the current one. */
export function fullHistory(s: InterviewState): HistoryEntry[] {
  const q = currentQuestion(s);
  if (!q || s.practice || s.history.some((h) => h.id === q.id)) return s.history;
  return [...s.history, historyEntry(q, currentAnswer(s))];
}

/** A question as the complete call's history carries it (a text it was never sent is left out). */
const historyEntry = (q: PublicQuestion, response: string | undefined): HistoryEntry => ({
  id: q.id,
  ...(q.text === null ? {} : { text: q.text }),
  hint: q.hint,
  response,
});

/**
 * The questions with `question` (sent with its take, so with its text) in its place; a follow-up
 * stays one.
 */
const withQuestion = (s: InterviewState, question: PublicQuestion | undefined) =>
  question
    ? s.questions.map((q) => (q.id === question.id ? { ...q, ...question } : q))
    : s.questions;

/** The questions with `followUp` right after the current one (once, however often it is sent). */
const withFollowUp = (s: InterviewState, followUp: PublicQuestion) => {
  const others = s.questions.filter((q) => q.id !== followUp.id);
  const at = others.findIndex((q) => q.id === s.questions[s.index]?.id) + 1;
  return [...others.slice(0, at), followUp, ...others.slice(at)];
};

const withError = (s: InterviewState, message: string): InterviewState => ({
  ...s,
  errors: [...s.errors.filter((e) => e.message !== message), { id: s.nextErrorId, message }],
  nextErrorId: s.nextErrorId + 1,
});

const clearAnswer = { finalText: '', interim: '', typed: '', segments: [] };
/** Speech arrives while the take runs, and its last words while it is being saved or retaken. */
const hearing = (s: InterviewState) =>
  s.phase === 'answering' || s.phase === 'retaking' || s.phase === 'saving';
/** An attempt belongs to the question on screen (a late answer for an earlier one is dropped). */
const forCurrent = (s: InterviewState, attempt: PublicAttempt) =>
  attempt.questionId === currentQuestion(s)?.id;

export function interviewReducer(s: InterviewState, e: InterviewEvent): InterviewState {
  switch (e.type) {
    case 'SESSION_LOADED':
      return {
        ...s,
        session: 'ok',
        interview: e.interview,
        questions: e.questions,
        // A reload after consenting finds the box ticked.
        consentTicked: e.interview.consented,
        consentGiven: e.interview.consented,
      };
    case 'SESSION_UNAVAILABLE':
      return { ...s, session: 'unavailable', unavailableMessage: e.message };
    case 'MEDIA_READY':
      return s.media === 'initializing' ? { ...s, media: 'ready' } : s;
    case 'MEDIA_DENIED':
      return withError({ ...s, media: 'denied' }, e.message);
    case 'UNSUPPORTED':
      return withError({ ...s, media: 'unsupported' }, e.message);
    case 'CONSENT_TICKED':
      return s.phase === 'idle' ? { ...s, consentTicked: e.ticked } : s;
    case 'CONSENT_GIVEN':
      return { ...s, consentGiven: true };
    case 'PRACTICE_START':
      // From the first screen, or again (Try again) while practising.
      return canStart(s) || (s.practice && s.phase === 'answering')
        ? {
            ...s,
            phase: 'answering',
            practice: true,
            practiceFollowUp: false,
            attempt: e.attempt,
            clockOffsetMs: 0,
            timeUp: false,
            errors: [],
            ...clearAnswer,
          }
        : s;
    case 'PRACTICE_FOLLOW_UP':
      return canPracticeFollowUp(s)
        ? { ...s, practiceFollowUp: true, attempt: e.attempt, clockOffsetMs: 0, ...clearAnswer }
        : s;
    case 'PRACTICE_END':
      return s.practice
        ? {
            ...s,
            phase: 'idle',
            practice: false,
            practiceFollowUp: false,
            attempt: null,
            ...clearAnswer,
          }
        : s;
    case 'START':
      return canStart(s) ? { ...s, phase: 'starting', errors: [] } : s;
    case 'START_SUCCEEDED': {
      if (s.phase !== 'starting') return s;
      if (e.questions.length === 0) return s;
      // Resume at the first question neither answered nor ended (its time ran out, or it was
      // left empty); earlier ones show their saved answers.
      const done = (q: PublicQuestion) => Boolean(e.answers[q.id]) || e.attempts[q.id]?.ended;
      const first = e.questions.findIndex((q) => !done(q));
      const index = first === -1 ? e.questions.length - 1 : first;
      const history = e.questions.slice(0, index).map((q) => historyEntry(q, e.answers[q.id]));
      const resumedText = first === -1 ? (e.answers[e.questions[index].id] ?? '') : '';
      return {
        ...s,
        phase: 'answering',
        questions: e.questions,
        index,
        history,
        attempt: null,
        timeUp: false,
        ...clearAnswer,
        typed: resumedText,
      };
    }
    case 'START_FAILED':
      return s.phase === 'starting' ? withError({ ...s, phase: 'idle' }, e.message) : s;
    case 'ATTEMPT':
      return hearing(s) && forCurrent(s, e.attempt)
        ? {
            ...s,
            attempt: e.attempt,
            clockOffsetMs: e.clockOffsetMs,
            questions: withQuestion(s, e.question),
          }
        : s;
    case 'RETAKE':
      return canRetake(s) ? { ...s, phase: 'retaking' } : s;
    case 'RETAKE_STARTED':
      // The new take starts from nothing: the earlier transcript is discarded.
      return s.phase === 'retaking' && forCurrent(s, e.attempt)
        ? {
            ...s,
            phase: 'answering',
            attempt: e.attempt,
            clockOffsetMs: e.clockOffsetMs,
            questions: withQuestion(s, e.question),
            timeUp: false,
            ...clearAnswer,
          }
        : s;
    case 'RETAKE_FAILED':
      return s.phase === 'retaking' ? withError({ ...s, phase: 'answering' }, e.message) : s;
    case 'SPEECH_MODE':
      return { ...s, speechMode: e.mode };
    case 'RECORDING':
      return { ...s, recording: e.recording };
    case 'INTERIM':
      return hearing(s) ? { ...s, interim: e.text } : s;
    case 'FINAL':
      return hearing(s)
        ? {
            ...s,
            finalText: joinText(s.finalText, e.text),
            interim: '',
            segments: e.segment ? [...s.segments, e.segment] : s.segments,
          }
        : s;
    case 'TYPED':
      return s.phase === 'answering' ? { ...s, typed: e.text } : s;
    case 'SUBMIT':
      return canSubmit(s) ? { ...s, phase: 'saving', timeUp: e.timeUp ?? false } : s;
    case 'ANSWER_ACCEPTED': {
      // Saved (or empty, so not saved): append to the history and move on with a clean transcript,
      // to the follow-up the save asked for when there is one. The last question's answer without
      // one stays 'saving': the interview completes next.
      if (s.phase !== 'saving') return s;
      const history = fullHistory(s);
      const followUp = e.followUp ?? null;
      if (!followUp && isLastQuestion(s)) return { ...s, history, interim: '' };
      return {
        ...s,
        phase: 'answering',
        history,
        questions: followUp ? withFollowUp(s, followUp) : s.questions,
        index: s.index + 1,
        attempt: null,
        ...clearAnswer,
      };
    }
    case 'ANSWER_FAILED':
      return s.phase === 'saving' ? withError({ ...s, phase: 'answering' }, e.message) : s;
    case 'COMPLETING':
      return s.phase === 'saving' ? { ...s, phase: 'completing' } : s;
    case 'COMPLETED':
      return { ...s, phase: 'complete', recording: false, connectionIssue: null };
    case 'COMPLETE_FAILED':
      // The answers are saved; the candidate can press Complete Interview again.
      return withError(
        {
          ...s,
          phase: 'answering',
          history: s.history.filter((h) => h.id !== currentQuestion(s)?.id),
        },
        e.message,
      );
    case 'SPEECH_ERROR':
      return { ...s, connectionIssue: e.message, recording: false, interim: '' };
    case 'DISMISS_CONNECTION':
      return { ...s, connectionIssue: null };
    case 'RETRY_CONNECTION':
      return { ...s, connectionIssue: null };
    case 'ERROR':
      return withError(s, e.message);
    case 'CLOSE_ERROR':
      return { ...s, errors: s.errors.filter((x) => x.id !== e.id) };
  }
}
