// An interview as its candidate reaches it: by the session link's sessionId (never the document
// id), and only while it can be taken.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { PublicQuestion, candidateEndpoints } from '../../shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { collectionRef } from '../../lib/firebase';
import { badRequest, conflict, notFound } from '../../lib/http-error';

interface StoredQuestion {
  id: string;
  text: string;
  hint?: string | null;
}

const interviewQuery = (sessionId: string) =>
  collectionRef(collections.interviews).where('sessionId', '==', sessionId).limit(1);

/** The interview of a session link (404 when there is none). */
export async function findInterview(
  sessionId: string,
  tx?: Transaction,
): Promise<DocumentSnapshot<InterviewDoc>> {
  const query = interviewQuery(sessionId);
  const snap = tx ? await tx.get(query) : await query.get();
  const doc = snap.docs[0];
  if (!doc) throw notFound(CANDIDATE_MESSAGES.sessionNotFound);
  return doc;
}

/** Only a scheduled interview can be taken (a cancelled one must not be). */
export function assertTakeable(doc: DocumentSnapshot<InterviewDoc>) {
  const status = doc.get('status') as string;
  if (status === 'cancelled') throw conflict(CANDIDATE_MESSAGES.sessionCancelled);
  if (status === 'completed') throw conflict(CANDIDATE_MESSAGES.sessionCompleted);
  if (status !== 'scheduled') throw notFound(CANDIDATE_MESSAGES.sessionNotFound);
}

function questionsOf(doc: DocumentSnapshot<InterviewDoc>): PublicQuestion[] {
  const raw = (doc.get('questions') as StoredQuestion[] | undefined) ?? [];
  return raw
    .filter((q) => q && typeof q.id === 'string' && typeof q.text === 'string')
    .map((q) => ({ id: q.id, text: q.text, hint: q.hint ?? null }));
}

/** 400 unless the question is one of this interview's. */
export function assertQuestion(doc: DocumentSnapshot<InterviewDoc>, questionId: string) {
  if (!questionsOf(doc).some((q) => q.id === questionId)) {
    throw badRequest(CANDIDATE_MESSAGES.questionUnknown);
  }
}

/** The questions, which interview this is, and the answers saved so far. */
export async function openSession(
  sessionId: string,
): Promise<ResponseOf<typeof candidateEndpoints.getQuestions>> {
  const doc = await findInterview(sessionId);
  assertTakeable(doc);
  const answersSnap = await collectionRef(collections.answers, doc.id).get();
  const answers: Record<string, string> = {};
  for (const a of answersSnap.docs) answers[a.id] = String(a.get('transcript') ?? '');
  return {
    questions: questionsOf(doc),
    interview: {
      candidateName: String(doc.get('candidateName') ?? ''),
      orgName: String(doc.get('orgName') ?? ''),
      type: String(doc.get('type') ?? ''),
      level: String(doc.get('level') ?? ''),
      status: String(doc.get('status')),
    },
    answers,
  };
}
