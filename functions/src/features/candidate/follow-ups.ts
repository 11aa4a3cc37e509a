// Whether saving an answer asks a follow-up, as the save's transaction writes it: the decision
// (kept with the answer) and the follow-up appended to the interview. Pure given what the
// transaction read, so a retried transaction decides the same again.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { followUpId } from '../../shared/constants/ids';
import { collections } from '../../shared/contract/collections';
import type {
  AnswerDoc,
  InterviewDoc,
  InterviewQuestionDoc,
} from '../../shared/contract/collections';
import type { PublicQuestion } from '../../shared/contract/endpoints/candidate';
import { answerIdsOf, followUpsOf, questionOfAnswer } from '../../shared/follow-up-order';
import { docRef } from '../../lib/firebase';
import { dataOrSkip } from '../../lib/stored-document';
import { decideFollowUp } from '../insights/follow-up-decision';
import type { AskedFollowUp } from './sequence';
import { newFollowUpSettings, publicFollowUp } from './sequence';

type FollowUpDecisionDoc = NonNullable<AnswerDoc['followUpDecision']>;

/** The interview question an entry of the sequence is, or follows up, and its position from 1. */
export function parentOf(
  interview: Pick<InterviewDoc, 'questions' | 'followUps'>,
  questionId: string,
): { parent: InterviewQuestionDoc; position: number } {
  const parentId = questionOfAnswer(interview.followUps, questionId);
  const index = interview.questions.findIndex((q) => q.id === parentId);
  return { parent: interview.questions[index], position: index + 1 };
}

/** What reads an answer document: a transaction's `tx.get`, or a plain `get`. */
type ReadAnswer = (
  ref: DocumentReference<AnswerDoc>,
) => Promise<{ readonly ref: { readonly path: string }; data(): AnswerDoc | undefined }>;

/**
 * The transcripts a save of `savedId` reads together, as they will be once it is saved: its
 * question's answer, then that question's follow-ups' (in the order of answerIdsOf), the one
 * being saved as `transcript`.
 */
export async function transcriptsOnSave(
  interviewId: string,
  interview: Pick<InterviewDoc, 'followUps'>,
  savedId: string,
  transcript: string,
  read: ReadAnswer,
): Promise<string[]> {
  const ids = answerIdsOf(interview.followUps, questionOfAnswer(interview.followUps, savedId));
  const saved = await Promise.all(
    ids.map((id) =>
      id === savedId ? undefined : read(docRef(collections.answers, interviewId, id)),
    ),
  );
  return ids.flatMap((id, i) =>
    id === savedId ? [transcript] : (dataOrSkip(saved[i])?.transcript ?? []),
  );
}

interface FollowUpOutcome {
  decision: FollowUpDecisionDoc;
  /** The follow-up this save asks, appended to the interview's. */
  asked: AskedFollowUp | null;
}

/**
 * The decision on saving `savedId`, from the answers of its parent and the parent's follow-ups as
 * they will be once it is saved (`transcripts`, from transcriptsOnSave). Undefined when the
 * interview never had follow-ups (scheduled before them): the engine is not asked.
 */
export function decideOnSave(
  interview: InterviewDoc,
  savedId: string,
  transcripts: readonly string[],
  now: Timestamp,
): FollowUpOutcome | undefined {
  if (interview.maxFollowUps === undefined) return undefined;
  const { parent, position } = parentOf(interview, savedId);
  const earlier = followUpsOf(interview.followUps, parent.id);
  const asked = interview.followUps ?? [];
  const decided = decideFollowUp({
    transcripts,
    rubric: parent.rubric ?? [],
    probes: parent.probes,
    maxFollowUps: parent.maxFollowUps,
    askedPoints: earlier.map((f) => f.point),
    askedInInterview: asked.length,
    interviewCap: interview.maxFollowUps,
  });
  const { reason, point, missingPoints, engineVersion, answerSha256 } = decided;
  const base = { reason, missingPoints, engineVersion, answerSha256, decidedAt: now };
  if (reason !== 'asked' || point === undefined)
    return { decision: { asked: false, ...base }, asked: null };
  const { thinkTimeSec, answerLimitSec, answerMode } = newFollowUpSettings(parent);
  const followUp: AskedFollowUp = {
    id: followUpId(position, earlier.length + 1),
    parentId: parent.id,
    point,
    pointText: parent.rubric![point],
    prompt: parent.probes![point]!.prompt.trim(),
    askedAfter: savedId,
    askedAt: now,
    thinkTimeSec,
    answerLimitSec,
    answerMode,
  };
  return {
    decision: { asked: true, ...base, followUpId: followUp.id, point },
    asked: followUp,
  };
}

/** The follow-up an answer's save asked, as the candidate gets it (null: none). */
export function followUpAskedBy(
  interview: InterviewDoc,
  decision: FollowUpDecisionDoc | undefined,
): PublicQuestion | null {
  const asked = interview.followUps?.find((f) => f.id === decision?.followUpId);
  return asked ? publicFollowUp(asked, interview.extraTime) : null;
}
