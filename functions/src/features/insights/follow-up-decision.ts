// Whether a saved answer leads to a follow-up question, by one rule for every candidate: a key
// point whose author wrote a follow-up and ticked "ask if missing" and for which the offline
// engine finds no evidence in the answer (read together with the question's earlier follow-ups),
// while the question's and the interview's caps allow. The language model is never asked: the
// decision must be the same for the same words, and fast enough to come back with the save.
import { createHash } from 'node:crypto';
import type { FollowUpDecisionReason } from '../../shared/constants/domain';
import type { CoverageStatus } from '../../shared/schemas/insights';
import { LOCAL_ENGINE_VERSION, analyseAnswer } from './local-engine';
import { tooLittleText } from './too-little-text';

interface FollowUpProbe {
  prompt: string;
  askIfMissing: boolean;
}

export interface FollowUpDecisionInput {
  /** The question's answer, then its follow-ups' answers so far, in order. */
  transcripts: readonly string[];
  rubric: readonly string[];
  /** Each point's follow-up, by position (absent or null: none). */
  probes?: readonly (FollowUpProbe | null)[];
  /** The most follow-ups this question may ask (absent: none). */
  maxFollowUps?: number;
  /** The points this question has already asked about. */
  askedPoints: readonly number[];
  /** Follow-ups asked in the whole interview so far, and the most it may ask (0: off). */
  askedInInterview: number;
  interviewCap: number;
}

export interface FollowUpDecision {
  reason: FollowUpDecisionReason;
  /** The point to ask about (only when reason is 'asked'). */
  point?: number;
  /** The askable points the engine found no evidence for (empty when it did not read). */
  missingPoints: number[];
  engineVersion: string;
  /** sha256 of the text read: the answers joined as the engine read them. */
  answerSha256: string;
}

/** The answers as one text, each ending a sentence, so none runs into the next. */
export function joinedAnswers(transcripts: readonly string[]): string {
  return transcripts
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => (/[.!?…]["')\]]?$/.test(t) ? t : `${t}.`))
    .join(' ');
}

// The engine's reading of the same words against the same rubric, remembered: a save reads its
// answer before its transaction, so the transaction (which holds its documents while it runs)
// finds the reading made instead of making it.
const readings = new Map<string, readonly CoverageStatus[]>();
const READINGS_KEPT = 200;

function statusesOf(text: string, rubric: readonly string[]): readonly CoverageStatus[] {
  const key = JSON.stringify([text, rubric]);
  let statuses = readings.get(key);
  if (!statuses) {
    statuses = analyseAnswer({ transcript: text, rubric }).coverage.map((c) => c.status);
    if (readings.size >= READINGS_KEPT) readings.delete(readings.keys().next().value!);
    readings.set(key, statuses);
  }
  return statuses;
}

export function decideFollowUp(input: FollowUpDecisionInput): FollowUpDecision {
  const text = joinedAnswers(input.transcripts);
  const base = {
    missingPoints: [] as number[],
    engineVersion: LOCAL_ENGINE_VERSION,
    answerSha256: createHash('sha256').update(text).digest('hex'),
  };
  if (input.interviewCap <= 0) return { ...base, reason: 'off' };
  const asked = new Set(input.askedPoints);
  const askable = input.rubric.flatMap((_, i) => {
    const probe = input.probes?.[i];
    return probe?.askIfMissing && probe.prompt.trim() && !asked.has(i) ? [i] : [];
  });
  if (askable.length === 0) return { ...base, reason: 'none-askable' };
  if (input.askedPoints.length >= (input.maxFollowUps ?? 0))
    return { ...base, reason: 'question-cap' };
  if (input.askedInInterview >= input.interviewCap) return { ...base, reason: 'interview-cap' };
  const answer = { transcript: text, rubric: input.rubric };
  if (tooLittleText(answer)) return { ...base, reason: 'too-little-text' };
  const statuses = statusesOf(text, input.rubric);
  const missingPoints = askable.filter((i) => statuses[i] === 'missing');
  if (missingPoints.length === 0) return { ...base, reason: 'covered' };
  return { ...base, reason: 'asked', point: missingPoints[0], missingPoints };
}
