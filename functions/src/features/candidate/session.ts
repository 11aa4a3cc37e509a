// An interview as its candidate reaches it: by the session link's sessionId (never the document
// id), and only while it can be taken.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { RECORDING_RETENTION_DAYS } from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type {
  PublicAttempt,
  PublicQuestion,
  candidateEndpoints,
} from '../../shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { collectionRef } from '../../lib/firebase';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import { isLinkExpired } from '../../lib/link-expiry';
import { storedData } from '../../lib/stored-document';
import { publicAttempt } from './clock';
import { followUpCapacity, questionSequence, sessionEstimate } from './sequence';

/**
 * The session's stored interview, answers and takes through their converters: one that does not
 * match the contract can be neither taken nor fixed by the candidate, who is told so (409).
 */
export const readSessionDoc = <T>(snapshot: {
  readonly ref: { readonly path: string };
  data(): T;
}): T => storedData(snapshot, conflict(CANDIDATE_MESSAGES.sessionUnreadable));

/** The interview's fields (its snapshot from findInterview, so it exists). */
export function interviewOf(doc: DocumentSnapshot<InterviewDoc>): InterviewDoc {
  const interview = readSessionDoc(doc);
  if (!interview) throw notFound(CANDIDATE_MESSAGES.sessionNotFound);
  return interview;
}

const interviewQuery = (sessionId: string) =>
  collectionRef(collections.interviews).where('sessionId', '==', sessionId).limit(1);

/** The interview of a session link (404 when there is none, 409 when it cannot be read). */
export async function findInterview(sessionId: string): Promise<DocumentSnapshot<InterviewDoc>> {
  const snap = await interviewQuery(sessionId).get();
  const doc = snap.docs[0];
  if (!doc) throw notFound(CANDIDATE_MESSAGES.sessionNotFound);
  interviewOf(doc);
  return doc;
}

/**
 * The interview found by `findInterview`, read again inside a transaction by its document id. A
 * query in a transaction holds every interview it might match, so saves of other interviews
 * would queue behind it (the emulator aborts them after its lock timeout); the id never changes,
 * the session link might, so it is checked again here.
 */
export async function rereadInterview(
  found: DocumentSnapshot<InterviewDoc>,
  tx: Transaction,
): Promise<DocumentSnapshot<InterviewDoc>> {
  const doc = await tx.get(found.ref);
  if (!doc.exists || interviewOf(doc).sessionId !== interviewOf(found).sessionId)
    throw notFound(CANDIDATE_MESSAGES.sessionNotFound);
  return doc;
}

/**
 * Only a scheduled interview can be taken (a cancelled one must not be), and only until its link
 * expires (410: the link is spent for good, however often it is tried).
 */
export function assertTakeable(doc: DocumentSnapshot<InterviewDoc>) {
  const { status, linkExpiresAt, date } = interviewOf(doc);
  if (status === 'cancelled') throw conflict(CANDIDATE_MESSAGES.sessionCancelled);
  if (status === 'completed') throw conflict(CANDIDATE_MESSAGES.sessionCompleted);
  if (status !== 'scheduled') throw notFound(CANDIDATE_MESSAGES.sessionNotFound);
  if (isLinkExpired({ linkExpiresAt, date })) {
    throw new HttpError(410, CANDIDATE_MESSAGES.sessionExpired);
  }
}

/**
 * The questions in order, each asked follow-up right after its question (and that question's
 * earlier follow-ups), each with the limits this candidate gets (extra time applied).
 */
const questionsOf = (doc: DocumentSnapshot<InterviewDoc>): PublicQuestion[] =>
  questionSequence(interviewOf(doc));

/**
 * 400 unless the question is one of this interview's (a follow-up only once asked); else the
 * question and its position in the sequence.
 */
export function assertQuestion(doc: DocumentSnapshot<InterviewDoc>, questionId: string) {
  const questions = questionsOf(doc);
  const index = questions.findIndex((q) => q.id === questionId);
  if (index < 0) throw badRequest(CANDIDATE_MESSAGES.questionUnknown);
  return { question: questions[index], index, questions };
}

/** A question not shown yet: its place and settings, never its text or hint. */
const unseen = (question: PublicQuestion): PublicQuestion => ({
  ...question,
  text: null,
  hint: null,
});

/**
 * Which interview this is; once the candidate has consented, the questions with this candidate's
 * limits (the text only of those shown so far: a take exists or an answer was saved), the answers
 * saved so far and each shown question's current take with the server's time (a reload resumes
 * the clock). Before consent no question is sent, only how many there are.
 */
export async function openSession(
  sessionId: string,
): Promise<ResponseOf<typeof candidateEndpoints.getQuestions>> {
  const doc = await findInterview(sessionId);
  assertTakeable(doc);
  const interview = interviewOf(doc);
  const consented = interview.consentedAt !== undefined;
  const [answersSnap, attemptsSnap] = consented
    ? await Promise.all([
        collectionRef(collections.answers, doc.id).get(),
        collectionRef(collections.attempts, doc.id).get(),
      ])
    : [undefined, undefined];
  const questions = questionsOf(doc);
  const answers: Record<string, string> = {};
  for (const a of answersSnap?.docs ?? []) answers[a.id] = readSessionDoc(a).transcript;
  const attempts: Record<string, PublicAttempt> = {};
  for (const a of attemptsSnap?.docs ?? []) {
    const question = questions.find((q) => q.id === a.id);
    if (question) attempts[a.id] = publicAttempt(readSessionDoc(a), question);
  }
  const shown = (q: PublicQuestion) => attempts[q.id] !== undefined || q.id in answers;
  return {
    questions: consented ? questions.map((q) => (shown(q) ? q : unseen(q))) : [],
    interview: {
      candidateName: interview.candidateName,
      orgName: interview.orgName,
      type: interview.type,
      level: interview.level,
      status: interview.status,
      consented,
      estimatedMinutes: sessionEstimate(interview),
      questionCount: interview.questions.length,
      maxFollowUps: followUpCapacity(interview),
      recordingMode: interview.recordingMode ?? 'video',
      retentionDays: interview.retentionDays ?? RECORDING_RETENTION_DAYS,
      aiAssist: interview.aiAssist === true,
    },
    answers,
    attempts,
    serverTime: new Date().toISOString(),
  };
}
