// A question's takes: opened in order (think time starts), started (the answer limit starts),
// retaken while retakes remain. Each is one transaction on the interview and the question's
// attempt, so two tabs racing get one winner, and the other a 409 or the winner's take.
import { Timestamp } from 'firebase-admin/firestore';
import type { Transaction } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { AttemptDoc } from '../../shared/contract/collections';
import type { PublicAttempt } from '../../shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { conflict } from '../../lib/http-error';
import { deadlineFrom, freshTake, isPastDeadline, publicAttempt, startOf } from './clock';
import { assertConsented } from './consent';
import { assertQuestion, assertTakeable, findInterview } from './session';

export interface AttemptAnswer {
  attempt: PublicAttempt;
  serverTime: string;
}

/** The interview (takeable, consented) and the question, read in the transaction. */
async function readQuestion(tx: Transaction, sessionId: string, questionId: string) {
  const doc = await findInterview(sessionId, tx);
  assertTakeable(doc);
  const found = assertQuestion(doc, questionId);
  assertConsented(doc);
  return { doc, ...found, attemptRef: docRef(collections.attempts, doc.id, questionId) };
}

const answered = (attempt: AttemptDoc, timing: Parameters<typeof publicAttempt>[1]) => ({
  attempt: publicAttempt(attempt, timing),
  serverTime: new Date().toISOString(),
});

/**
 * The question is on screen. An existing take is returned as it is (a reload resumes its clock);
 * otherwise every earlier question must have been shown (or answered before takes existed), and
 * the question before is over from now on even if nothing was saved for it.
 */
export async function openQuestion(sessionId: string, questionId: string): Promise<AttemptAnswer> {
  const { attempt, timing } = await db.runTransaction(async (tx) => {
    const { doc, question, index, questions, attemptRef } = await readQuestion(
      tx,
      sessionId,
      questionId,
    );
    const [attemptsSnap, answersSnap] = await Promise.all([
      tx.get(collectionRef(collections.attempts, doc.id)),
      tx.get(collectionRef(collections.answers, doc.id)),
    ]);
    const attempts = new Map(attemptsSnap.docs.map((d) => [d.id, d.data()]));
    const existing = attempts.get(questionId);
    if (existing) return { attempt: existing, timing: question };
    const answeredIds = new Set(answersSnap.docs.map((d) => d.id));
    if (questions.slice(0, index).some((q) => !attempts.has(q.id) && !answeredIds.has(q.id)))
      throw conflict(CANDIDATE_MESSAGES.questionOutOfOrder);
    const now = Timestamp.now();
    const previousId = index > 0 ? questions[index - 1].id : undefined;
    const previous = previousId === undefined ? undefined : attempts.get(previousId);
    if (previousId !== undefined && previous && previous.endedAt === null)
      tx.update(docRef(collections.attempts, doc.id, previousId), { endedAt: now });
    const created: AttemptDoc = {
      questionId,
      take: 1,
      ...freshTake(question, now),
      retakesUsed: 0,
    };
    tx.create(attemptRef, created);
    return { attempt: created, timing: question };
  });
  return answered(attempt, timing);
}

/**
 * Answering starts: now, or when think time ran out if that was earlier. Already started: the
 * take as it is.
 */
export async function startAnswer(sessionId: string, questionId: string): Promise<AttemptAnswer> {
  const { attempt, timing } = await db.runTransaction(async (tx) => {
    const { question, attemptRef } = await readQuestion(tx, sessionId, questionId);
    const current = (await tx.get(attemptRef)).data();
    if (!current) throw conflict(CANDIDATE_MESSAGES.questionNotStarted);
    if (current.endedAt !== null) throw conflict(CANDIDATE_MESSAGES.questionAlreadyAnswered);
    if (current.startedAt !== null) return { attempt: current, timing: question };
    const startedAt = startOf(current, question, Timestamp.now());
    const deadlineAt = deadlineFrom(startedAt, question);
    tx.update(attemptRef, { startedAt, deadlineAt });
    return { attempt: { ...current, startedAt, deadlineAt }, timing: question };
  });
  return answered(attempt, timing);
}

/**
 * A new take replaces the current one: its clock restarts, and its transcript and recording are
 * deleted (late chunks of the old take are refused by its takeId).
 */
export async function retakeAnswer(sessionId: string, questionId: string): Promise<AttemptAnswer> {
  const { attempt, timing } = await db.runTransaction(async (tx) => {
    const { doc, question, attemptRef } = await readQuestion(tx, sessionId, questionId);
    const current = (await tx.get(attemptRef)).data();
    if (!current) throw conflict(CANDIDATE_MESSAGES.questionNotStarted);
    if (current.endedAt !== null) throw conflict(CANDIDATE_MESSAGES.questionAlreadyAnswered);
    if (current.retakesUsed >= question.retakes) throw conflict(CANDIDATE_MESSAGES.retakesUsed);
    if (isPastDeadline(current, Date.now())) throw conflict(CANDIDATE_MESSAGES.answerTooLate);
    const recordingRef = docRef(collections.recordings, doc.id, questionId);
    const [recording, chunks] = await Promise.all([
      tx.get(recordingRef),
      tx.get(collectionRef(collections.recordingChunks, doc.id, questionId)),
    ]);
    const next: AttemptDoc = {
      questionId,
      take: current.take + 1,
      ...freshTake(question, Timestamp.now()),
      retakesUsed: current.retakesUsed + 1,
    };
    tx.set(attemptRef, next);
    tx.delete(docRef(collections.answers, doc.id, questionId));
    if (recording.exists) tx.delete(recordingRef);
    for (const chunk of chunks.docs) tx.delete(chunk.ref);
    return { attempt: next, timing: question };
  });
  return answered(attempt, timing);
}
