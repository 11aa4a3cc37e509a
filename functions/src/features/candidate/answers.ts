import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { AttemptDoc, InterviewDoc } from '../../shared/contract/collections';
import type { PublicQuestion } from '../../shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import type { QuestionTiming } from '../../shared/interview-timing';
import type { AnswerInput, HistoryEntry } from '../../shared/schemas/candidate';
import { commitRacingChange } from '../../lib/contention';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { conflict } from '../../lib/http-error';
import { purgeAtFor } from '../../lib/retention';
import { dataOrSkip } from '../../lib/stored-document';
import { isPastDeadline, startOf } from './clock';
import { queueCompletionNotice } from './completion-notice';
import { assertConsented } from './consent';
import { decideOnSave, followUpAskedBy, transcriptsOnSave } from './follow-ups';
import {
  assertQuestion,
  assertTakeable,
  findInterview,
  interviewOf,
  readSessionDoc,
  rereadInterview,
} from './session';

/**
 * Which take an answer is and when answering it began; an answer saved while still thinking began
 * when it was saved, or when think time ran out.
 */
const takeFields = (attempt: AttemptDoc, timing: QuestionTiming, now: Timestamp) => ({
  take: attempt.take,
  startedAt: attempt.startedAt ?? startOf(attempt, timing, now),
});

/**
 * One document per question, so a retry overwrites and never duplicates. Every question needs an
 * open take (whatever its settings: one without any is saved once per take too) and is over once
 * its answer is saved: the same transcript again is a retried save (answered as the first was),
 * another one is refused, and so is a save past the answer limit. The save decides, in the same
 * transaction, whether to ask a follow-up: the decision is kept with the answer, the follow-up
 * appended to the interview, so a save is all written or not at all, and of racing saves of one
 * answer only the first decides.
 */
export async function saveAnswer(
  sessionId: string,
  input: AnswerInput,
): Promise<{ followUp: PublicQuestion | null }> {
  const found = await findInterview(sessionId);
  await readAheadOfSave(found, input);
  // The take this save is for: when another tab's retake replaced it first, this save lost.
  let savingTake: string | undefined;
  return db.runTransaction(async (tx) => {
    const doc = await rereadInterview(found, tx);
    assertTakeable(doc);
    const { question } = assertQuestion(doc, input.questionId);
    assertConsented(doc);
    const interview = interviewOf(doc);
    const attemptRef = docRef(collections.attempts, doc.id, input.questionId);
    const answerRef = docRef(collections.answers, doc.id, input.questionId);
    const [attemptSnap, saved, transcripts] = await Promise.all([
      tx.get(attemptRef),
      tx.get(answerRef),
      transcriptsOnSave(doc.id, interview, input.questionId, input.transcript, (ref) =>
        tx.get(ref),
      ),
    ]);
    const attempt = readSessionDoc(attemptSnap);
    const now = Timestamp.now();
    if (!attempt) throw conflict(CANDIDATE_MESSAGES.questionNotStarted);
    if (savingTake !== undefined && attempt.takeId !== savingTake)
      throw conflict(CANDIDATE_MESSAGES.takeInvalid);
    savingTake = attempt.takeId;
    if (attempt.endedAt !== null) {
      const answer = readSessionDoc(saved);
      if (answer?.transcript === input.transcript)
        return { followUp: followUpAskedBy(interview, answer.followUpDecision) };
      throw conflict(CANDIDATE_MESSAGES.questionAlreadyAnswered);
    }
    if (isPastDeadline(attempt, question, now.toMillis()))
      throw conflict(CANDIDATE_MESSAGES.answerTooLate);
    const outcome = decideOnSave(interview, input.questionId, transcripts, now);
    tx.update(attemptRef, { endedAt: now });
    tx.set(answerRef, {
      questionId: input.questionId,
      transcript: input.transcript,
      savedAt: FieldValue.serverTimestamp(),
      ...takeFields(attempt, question, now),
      // The recognised phrases with their time in the take's recording; a typed answer has none.
      ...(input.segments?.length ? { segments: input.segments } : {}),
      ...(outcome ? { followUpDecision: outcome.decision } : {}),
    });
    if (!outcome?.asked) return { followUp: null };
    const followUps = [...(interview.followUps ?? []), outcome.asked];
    tx.update(doc.ref, { followUps });
    return { followUp: followUpAskedBy({ ...interview, followUps }, outcome.decision) };
  });
}

/**
 * The follow-up decision made once before the save's transaction, from what it is about to read:
 * the engine's reading (and, on a function instance's first save, loading its model) takes time
 * the transaction would otherwise spend holding its documents, and so stall other saves. The
 * transaction decides again from what it reads, and finds the reading remembered when nothing
 * changed. Anything wrong here is the transaction's to report.
 */
async function readAheadOfSave(
  doc: DocumentSnapshot<InterviewDoc>,
  input: AnswerInput,
): Promise<void> {
  try {
    const interview = interviewOf(doc);
    if (interview.maxFollowUps === undefined) return;
    const transcripts = await transcriptsOnSave(
      doc.id,
      interview,
      input.questionId,
      input.transcript,
      (ref) => ref.get(),
    );
    decideOnSave(interview, input.questionId, transcripts, Timestamp.now());
  } catch {
    // The transaction reads, checks and answers for itself.
  }
}

/**
 * scheduled → completed exactly once, with completedAt. Responses in the history that were never
 * saved through `saveAnswer` are saved now, where a save would still be taken (the question's take
 * is open: neither over nor past its limit); saved ones are kept.
 * Takes still running end now; an asked follow-up never shown refuses it (409). One racing change
 * (lib/contention.ts): of many completes at once one commits, the others answer 409 completed.
 */
export async function completeInterview(
  sessionId: string,
  questionHistory: HistoryEntry[],
): Promise<void> {
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const doc = await findInterview(sessionId);
      assertTakeable(doc);
      const questions = questionHistory.map((entry) => assertQuestion(doc, entry.id).question);
      const [saved, attemptsSnap] = await Promise.all([
        collectionRef(collections.answers, doc.id).get(),
        collectionRef(collections.attempts, doc.id).get(),
      ]);
      const savedIds = new Set(saved.docs.map((d) => d.id));
      const attempts = new Map(attemptsSnap.docs.map((d) => [d.id, d]));
      // A follow-up asked and never shown is still to come: the interview waits for it (one on
      // screen is a take like any other and ends with the interview).
      if (interviewOf(doc).followUps?.some((f) => !attempts.has(f.id)))
        throw conflict(CANDIDATE_MESSAGES.followUpPending);
      const now = Timestamp.now();
      const nowMs = now.toMillis();
      questionHistory.forEach((entry, i) => {
        const transcript = entry.response?.trim();
        if (!transcript || savedIds.has(entry.id)) return;
        // A take whose record does not read is as not started: its typed answer is not saved.
        const attempt = dataOrSkip(attempts.get(entry.id));
        if (!attempt || attempt.endedAt !== null || isPastDeadline(attempt, questions[i], nowMs))
          return;
        savedIds.add(entry.id);
        // A create: an answer saved meanwhile makes this try lose, and the next one keeps it.
        batch.create(docRef(collections.answers, doc.id, entry.id), {
          questionId: entry.id,
          transcript,
          savedAt: FieldValue.serverTimestamp(),
          ...takeFields(attempt, questions[i], now),
        });
      });
      // The take still running ends with the interview (a retake or save racing it makes this
      // try lose, and the next one reads what it did).
      for (const attempt of attempts.values()) {
        if (dataOrSkip(attempt)?.endedAt !== null) continue;
        batch.update(attempt.ref, { endedAt: now }, { lastUpdateTime: attempt.updateTime });
      }
      await queueCompletionNotice(batch, doc);
      batch.update(
        doc.ref,
        {
          status: 'completed',
          completedAt: FieldValue.serverTimestamp(),
          purgeAt: purgeAtFor(interviewOf(doc).retentionDays),
          updatedAt: FieldValue.serverTimestamp(),
        },
        { lastUpdateTime: doc.updateTime! },
      );
    },
  );
}
