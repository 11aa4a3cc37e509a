// A question's takes: opened in order (think time starts), started (the answer limit starts),
// retaken while retakes remain. Each is one racing change (lib/contention.ts) preconditioned on
// the attempt it read, so of two tabs racing one wins and the other answers as a later call would
// (the same take for an open or a start), or 409 for a retake of a take already replaced.
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { AttemptDoc } from '../../shared/contract/collections';
import type { PublicAttempt, PublicQuestion } from '../../shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { commitRacingChange } from '../../lib/contention';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { conflict } from '../../lib/http-error';
import { dataOrSkip } from '../../lib/stored-document';
import { deadlineFrom, freshTake, isPastDeadline, publicAttempt, startOf } from './clock';
import { assertConsented } from './consent';
import { deleteTakeMedia } from './media-chunks';
import { assertQuestion, assertTakeable, findInterview, readSessionDoc } from './session';

export interface AttemptAnswer {
  attempt: PublicAttempt;
  /** The question with its text: it is on screen now. */
  question: PublicQuestion;
  serverTime: string;
}

/** The interview (takeable, consented), the question and its attempt. */
async function readQuestion(sessionId: string, questionId: string) {
  const doc = await findInterview(sessionId);
  assertTakeable(doc);
  const found = assertQuestion(doc, questionId);
  assertConsented(doc);
  const attemptRef = docRef(collections.attempts, doc.id, questionId);
  return { doc, ...found, attemptRef };
}

const answered = (attempt: AttemptDoc, question: PublicQuestion): AttemptAnswer => ({
  attempt: publicAttempt(attempt, question),
  question,
  serverTime: new Date().toISOString(),
});

/**
 * The question is on screen. An existing take is returned as it is (a reload resumes its clock);
 * otherwise every earlier question must have been shown (or answered before takes existed), and
 * the question before is over from now on even if nothing was saved for it.
 */
export async function openQuestion(sessionId: string, questionId: string): Promise<AttemptAnswer> {
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const { doc, question, attemptRef } = await readQuestion(sessionId, questionId);
      const [attemptsSnap, answersSnap] = await Promise.all([
        collectionRef(collections.attempts, doc.id).get(),
        collectionRef(collections.answers, doc.id).get(),
      ]);
      const attempts = new Map(attemptsSnap.docs.map((d) => [d.id, d]));
      const existing = attempts.get(questionId);
      if (existing) return answered(readSessionDoc(existing), question);
      // The sequence as it is after the takes were read: a save that ended a take read here and
      // asked a follow-up committed both at once, so that follow-up is in it and cannot be skipped.
      const { index, questions } = assertQuestion(await doc.ref.get(), questionId);
      const answeredIds = new Set(answersSnap.docs.map((d) => d.id));
      if (questions.slice(0, index).some((q) => !attempts.has(q.id) && !answeredIds.has(q.id)))
        throw conflict(CANDIDATE_MESSAGES.questionOutOfOrder);
      const now = Timestamp.now();
      const previous = index > 0 ? attempts.get(questions[index - 1].id) : undefined;
      if (previous && readSessionDoc(previous).endedAt === null)
        batch.update(previous.ref, { endedAt: now }, { lastUpdateTime: previous.updateTime });
      const created: AttemptDoc = {
        questionId,
        take: 1,
        ...freshTake(question, now),
        retakesUsed: 0,
      };
      // A create: a tab that opened it meanwhile makes this try lose, and the next returns theirs.
      batch.create(attemptRef, created);
      return answered(created, question);
    },
  );
}

/**
 * Answering starts: now, or when think time ran out if that was earlier. Already started: the
 * take as it is.
 */
export async function startAnswer(sessionId: string, questionId: string): Promise<AttemptAnswer> {
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const { question, attemptRef } = await readQuestion(sessionId, questionId);
      const snap = await attemptRef.get();
      const current = readSessionDoc(snap);
      if (!current) throw conflict(CANDIDATE_MESSAGES.questionNotStarted);
      if (current.endedAt !== null) throw conflict(CANDIDATE_MESSAGES.questionAlreadyAnswered);
      if (current.startedAt !== null) return answered(current, question);
      const startedAt = startOf(current, question, Timestamp.now());
      const deadlineAt = deadlineFrom(startedAt, question);
      batch.update(attemptRef, { startedAt, deadlineAt }, { lastUpdateTime: snap.updateTime! });
      return answered({ ...current, startedAt, deadlineAt }, question);
    },
  );
}

/**
 * A new take replaces the current one: its clock restarts, and its transcript and recording (the
 * index, then the take's objects) are deleted; late chunks of the old take are refused by its takeId.
 */
export async function retakeAnswer(sessionId: string, questionId: string): Promise<AttemptAnswer> {
  // The take this request replaces: when another tab's retake replaced it first, this one lost
  // (one click is one retake, never two).
  let replacing: string | undefined;
  let replaced: { interviewId: string; takes: (string | undefined)[] } | undefined;
  const result = await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const { doc, question, attemptRef } = await readQuestion(sessionId, questionId);
      const recordingRef = docRef(collections.recordings, doc.id, questionId);
      const answerRef = docRef(collections.answers, doc.id, questionId);
      const [snap, answer, recording] = await Promise.all([
        attemptRef.get(),
        answerRef.get(),
        recordingRef.get(),
      ]);
      const current = readSessionDoc(snap);
      if (!current) throw conflict(CANDIDATE_MESSAGES.questionNotStarted);
      if (replacing !== undefined && current.takeId !== replacing)
        throw conflict(CANDIDATE_MESSAGES.takeInvalid);
      replacing = current.takeId;
      if (current.endedAt !== null) throw conflict(CANDIDATE_MESSAGES.questionAlreadyAnswered);
      if (current.retakesUsed >= question.retakes) throw conflict(CANDIDATE_MESSAGES.retakesUsed);
      if (isPastDeadline(current, question, Date.now()))
        throw conflict(CANDIDATE_MESSAGES.answerTooLate);
      const next: AttemptDoc = {
        questionId,
        take: current.take + 1,
        ...freshTake(question, Timestamp.now()),
        retakesUsed: current.retakesUsed + 1,
      };
      batch.update(attemptRef, { ...next }, { lastUpdateTime: snap.updateTime! });
      if (answer.exists) batch.delete(answerRef, { lastUpdateTime: answer.updateTime! });
      if (recording.exists) batch.delete(recordingRef, { lastUpdateTime: recording.updateTime! });
      replaced = { interviewId: doc.id, takes: [current.takeId, dataOrSkip(recording)?.take] };
      return answered(next, question);
    },
  );
  // The old take's objects, once its index is gone (never the new take's: a different prefix).
  await deleteTakeMedia(replaced!.interviewId, questionId, replaced!.takes);
  return result;
}
