import type { PublicInterview, PublicQuestion } from '@shared/contract/endpoints/candidate';
import type { HistoryEntry } from '@shared/schemas/candidate';

/**
 * The interview screen's states: the session is looked up, then camera and
 * microphone are requested (initializing → ready, or error), then the interview runs question by
 * question until it is complete. Side effects live in use-interview-flow.ts; this is pure.
 */
type SessionStatus = 'loading' | 'ok' | 'unavailable';
type MediaStatus = 'initializing' | 'ready' | 'denied' | 'unsupported';
type Phase = 'idle' | 'starting' | 'answering' | 'saving' | 'completing' | 'complete';
type SpeechMode = 'unknown' | 'azure' | 'standin' | 'none';

export interface InterviewState {
  session: SessionStatus;
  unavailableMessage: string | null;
  interview: PublicInterview | null;
  media: MediaStatus;
  phase: Phase;
  questions: PublicQuestion[];
  /** Index of the current question. */
  index: number;
  /** The questions answered so far, each with its response (the answer's transcript). */
  history: HistoryEntry[];
  /** Final phrases of the current answer, interim text, and what the candidate typed. */
  finalText: string;
  interim: string;
  typed: string;
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
  phase: 'idle',
  questions: [],
  index: 0,
  history: [],
  finalText: '',
  interim: '',
  typed: '',
  recording: false,
  speechMode: 'unknown',
  errors: [],
  connectionIssue: null,
  nextErrorId: 1,
};

export type InterviewEvent =
  | { type: 'SESSION_LOADED'; interview: PublicInterview }
  | { type: 'SESSION_UNAVAILABLE'; message: string }
  | { type: 'MEDIA_READY' }
  | { type: 'MEDIA_DENIED'; message: string }
  | { type: 'UNSUPPORTED'; message: string }
  | { type: 'START' }
  | { type: 'START_SUCCEEDED'; questions: PublicQuestion[]; answers: Record<string, string> }
  | { type: 'START_FAILED'; message: string }
  | { type: 'SPEECH_MODE'; mode: SpeechMode }
  | { type: 'RECORDING'; recording: boolean }
  | { type: 'INTERIM'; text: string }
  | { type: 'FINAL'; text: string }
  | { type: 'TYPED'; text: string }
  | { type: 'SUBMIT' }
  | { type: 'ANSWER_ACCEPTED' }
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
  s.questions[s.index];
export const isLastQuestion = (s: InterviewState) =>
  s.questions.length > 0 && s.index === s.questions.length - 1;
/** Next is disabled while a submit is in progress. */
export const canSubmit = (s: InterviewState) => s.phase === 'answering';
export const canStart = (s: InterviewState) =>
  s.session === 'ok' && s.media === 'ready' && s.phase === 'idle';
/** The whole history the complete call carries: answered questions plus the current one. */
export function fullHistory(s: InterviewState): HistoryEntry[] {
  const q = currentQuestion(s);
  if (!q || s.history.some((h) => h.id === q.id)) return s.history;
  return [...s.history, { id: q.id, text: q.text, hint: q.hint, response: currentAnswer(s) }];
}

const withError = (s: InterviewState, message: string): InterviewState => ({
  ...s,
  errors: [...s.errors.filter((e) => e.message !== message), { id: s.nextErrorId, message }],
  nextErrorId: s.nextErrorId + 1,
});

const clearAnswer = { finalText: '', interim: '', typed: '' };

export function interviewReducer(s: InterviewState, e: InterviewEvent): InterviewState {
  switch (e.type) {
    case 'SESSION_LOADED':
      return { ...s, session: 'ok', interview: e.interview };
    case 'SESSION_UNAVAILABLE':
      return { ...s, session: 'unavailable', unavailableMessage: e.message };
    case 'MEDIA_READY':
      return s.media === 'initializing' ? { ...s, media: 'ready' } : s;
    case 'MEDIA_DENIED':
      return withError({ ...s, media: 'denied' }, e.message);
    case 'UNSUPPORTED':
      return withError({ ...s, media: 'unsupported' }, e.message);
    case 'START':
      return canStart(s) ? { ...s, phase: 'starting', errors: [] } : s;
    case 'START_SUCCEEDED': {
      if (s.phase !== 'starting') return s;
      if (e.questions.length === 0) return s;
      // Resume at the first unanswered question; earlier ones show their saved answers.
      const first = e.questions.findIndex((q) => !e.answers[q.id]);
      const index = first === -1 ? e.questions.length - 1 : first;
      const history = e.questions
        .slice(0, index)
        .map((q) => ({ id: q.id, text: q.text, hint: q.hint, response: e.answers[q.id] }));
      const resumedText = first === -1 ? (e.answers[e.questions[index].id] ?? '') : '';
      return {
        ...s,
        phase: 'answering',
        questions: e.questions,
        index,
        history,
        ...clearAnswer,
        typed: resumedText,
      };
    }
    case 'START_FAILED':
      return s.phase === 'starting' ? withError({ ...s, phase: 'idle' }, e.message) : s;
    case 'SPEECH_MODE':
      return { ...s, speechMode: e.mode };
    case 'RECORDING':
      return { ...s, recording: e.recording };
    case 'INTERIM':
      return s.phase === 'answering' || s.phase === 'saving' ? { ...s, interim: e.text } : s;
    case 'FINAL':
      return s.phase === 'answering' || s.phase === 'saving'
        ? { ...s, finalText: joinText(s.finalText, e.text), interim: '' }
        : s;
    case 'TYPED':
      return s.phase === 'answering' ? { ...s, typed: e.text } : s;
    case 'SUBMIT':
      return canSubmit(s) ? { ...s, phase: 'saving' } : s;
    case 'ANSWER_ACCEPTED': {
      // Saved (or empty, so not saved): append to the history and move on with a clean transcript.
      if (s.phase !== 'saving') return s;
      const history = fullHistory(s);
      if (isLastQuestion(s)) return { ...s, history, interim: '' };
      return { ...s, phase: 'answering', history, index: s.index + 1, ...clearAnswer };
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
