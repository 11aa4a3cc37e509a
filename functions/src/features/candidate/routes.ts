import { Router } from 'express';
import type { Request } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { SPEECH_KEY } from '../../lib/config';
import { commitRacingChange } from '../../lib/contention';
import { db } from '../../lib/firebase';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import { logger } from '../../lib/logger';
import { rateLimit } from '../../lib/rate-limit';
import { parse } from '../../lib/validate';
import { AUDIO_GRACE_AFTER_COMPLETE_MS, MAX_AUDIO_CHUNK_BYTES } from '../../shared/constants';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import {
  AUDIO_MIME_PATTERN,
  answerSchema,
  audioQuerySchema,
  completeSchema,
  sessionIdSchema,
} from '../../shared/schemas/candidate';
import type { PublicQuestion, QuestionsResponse } from '../../shared/schemas/candidate';
import { speechTokenFor } from './speech';

interface StoredQuestion {
  id: string;
  text: string;
  hint?: string | null;
}

/**
 * The candidate's API under /api/public: no sign-in, addressed by the session link's
 * sessionId (never the document id). Every answer names only this interview's own data.
 */
export const candidateRouter = Router();
const session = Router({ mergeParams: true });

const sessionIdOf = (req: Request) => String(req.params.sessionId ?? '');

candidateRouter.use(
  '/public/interviews/:sessionId',
  (req, _res, next) => {
    // A malformed link is "not found" before it costs a database read.
    next(
      sessionIdSchema.safeParse(sessionIdOf(req)).success
        ? undefined
        : notFound(CANDIDATE_MESSAGES.sessionNotFound),
    );
  },
  rateLimit({ name: 'candidate-client', limit: 600, windowMs: 60_000 }),
  rateLimit({ name: 'candidate-session', limit: 300, windowMs: 60_000, key: sessionIdOf }),
  session,
);

const interviewQuery = (sessionId: string) =>
  db.collection('interviews').where('sessionId', '==', sessionId).limit(1);

async function findInterview(sessionId: string, tx?: Transaction): Promise<DocumentSnapshot> {
  const query = interviewQuery(sessionId);
  const snap = tx ? await tx.get(query) : await query.get();
  const doc = snap.docs[0];
  if (!doc) throw notFound(CANDIDATE_MESSAGES.sessionNotFound);
  return doc;
}

/** Only a scheduled interview can be taken (a cancelled one must not be). */
function assertTakeable(doc: DocumentSnapshot) {
  const status = doc.get('status') as string;
  if (status === 'cancelled') throw conflict(CANDIDATE_MESSAGES.sessionCancelled);
  if (status === 'completed') throw conflict(CANDIDATE_MESSAGES.sessionCompleted);
  if (status !== 'scheduled') throw notFound(CANDIDATE_MESSAGES.sessionNotFound);
}

function questionsOf(doc: DocumentSnapshot): PublicQuestion[] {
  const raw = (doc.get('questions') as StoredQuestion[] | undefined) ?? [];
  return raw
    .filter((q) => q && typeof q.id === 'string' && typeof q.text === 'string')
    .map((q) => ({ id: q.id, text: q.text, hint: q.hint ?? null }));
}

function assertQuestion(doc: DocumentSnapshot, questionId: string) {
  if (!questionsOf(doc).some((q) => q.id === questionId)) {
    throw badRequest(CANDIDATE_MESSAGES.questionUnknown);
  }
}

/** GET questions: the questions, which interview this is, and the answers saved so far. */
session.get('/questions', async (req, res) => {
  const doc = await findInterview(sessionIdOf(req));
  assertTakeable(doc);
  const answersSnap = await doc.ref.collection('answers').get();
  const answers: Record<string, string> = {};
  for (const a of answersSnap.docs) answers[a.id] = String(a.get('transcript') ?? '');
  const body: QuestionsResponse = {
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
  res.json(body);
});

/** POST answer: one document per question, so a retry overwrites and never duplicates. */
session.post('/answer', async (req, res) => {
  const input = parse(answerSchema, req.body);
  await db.runTransaction(async (tx) => {
    const doc = await findInterview(sessionIdOf(req), tx);
    assertTakeable(doc);
    assertQuestion(doc, input.questionId);
    tx.set(doc.ref.collection('answers').doc(input.questionId), {
      questionId: input.questionId,
      transcript: input.transcript,
      savedAt: FieldValue.serverTimestamp(),
    });
  });
  res.json({ saved: true, questionId: input.questionId });
});

/**
 * POST complete: scheduled → completed exactly once, with completedAt. Responses in the history that
 * were never saved through `answer` are saved now; saved ones are kept. One racing change
 * (lib/contention.ts): of many completes at once one commits, the others answer 409 completed.
 */
session.post('/complete', async (req, res) => {
  const input = parse(completeSchema, req.body);
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const doc = await findInterview(sessionIdOf(req));
      assertTakeable(doc);
      for (const entry of input.questionHistory) assertQuestion(doc, entry.id);
      const saved = await doc.ref.collection('answers').get();
      const savedIds = new Set(saved.docs.map((d) => d.id));
      for (const entry of input.questionHistory) {
        const transcript = entry.response?.trim();
        if (!transcript || savedIds.has(entry.id)) continue;
        savedIds.add(entry.id);
        // A create: an answer saved meanwhile makes this try lose, and the next one keeps it.
        batch.create(doc.ref.collection('answers').doc(entry.id), {
          questionId: entry.id,
          transcript,
          savedAt: FieldValue.serverTimestamp(),
        });
      }
      batch.update(
        doc.ref,
        {
          status: 'completed',
          completedAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        },
        { lastUpdateTime: doc.updateTime! },
      );
    },
  );
  res.json({ status: 'completed' });
});

function speechKey(): string | undefined {
  try {
    return SPEECH_KEY.value() || process.env.SPEECH_KEY;
  } catch {
    return process.env.SPEECH_KEY;
  }
}

/** POST speech-token: how this browser transcribes (Azure token, local stand-in, or typing). */
session.post('/speech-token', async (req, res) => {
  const doc = await findInterview(sessionIdOf(req));
  assertTakeable(doc);
  try {
    res.json(
      await speechTokenFor({ key: speechKey(), standinUrl: process.env.SPEECH_STANDIN_URL }),
    );
  } catch (error) {
    logger.error('speech token failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new HttpError(502, CANDIDATE_MESSAGES.speechInitFailed);
  }
});

/**
 * POST audio?questionId=&seq=&take=: one numbered chunk of an answer's recording (binary body, e.g.
 * audio/webm;codecs=opus from MediaRecorder). The chunk's document id is its seq, so a retry
 * overwrites and never duplicates. Chunks of one question concatenate into one playable file.
 * `take` names one recording of the answer (the browser makes a new one per recorder, e.g. after a
 * page reload): the first chunk of a new take replaces the question's earlier chunks, so a
 * re-recorded answer is never the new take's start with an old take's tail; a replaced take's late
 * chunks are refused (409, which the browser does not retry).
 */
session.post('/audio', async (req, res) => {
  const { questionId, seq, take } = parse(audioQuerySchema, {
    questionId: req.query.questionId,
    seq: req.query.seq,
    take: req.query.take,
  });
  const mimeType = String(req.headers['content-type'] ?? '').trim();
  if (!AUDIO_MIME_PATTERN.test(mimeType))
    throw new HttpError(415, CANDIDATE_MESSAGES.audioTypeInvalid);
  const raw =
    (req as { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
  if (!raw || raw.length === 0) throw badRequest(CANDIDATE_MESSAGES.audioInvalid);
  if (raw.length > MAX_AUDIO_CHUNK_BYTES)
    throw new HttpError(413, CANDIDATE_MESSAGES.audioTooLarge);

  const doc = await findInterview(sessionIdOf(req));
  const completedAt = doc.get('completedAt') as Timestamp | undefined;
  const lateButInGrace =
    doc.get('status') === 'completed' &&
    completedAt instanceof Timestamp &&
    Date.now() - completedAt.toMillis() < AUDIO_GRACE_AFTER_COMPLETE_MS;
  if (!lateButInGrace) assertTakeable(doc);
  assertQuestion(doc, questionId);

  const recording = doc.ref.collection('recordings').doc(questionId);
  const chunk = {
    seq,
    data: raw,
    mimeType,
    bytes: raw.length,
    createdAt: FieldValue.serverTimestamp(),
    ...(take ? { take } : {}),
  };
  if (!take) {
    const batch = db.batch();
    batch.set(
      recording,
      { questionId, mimeType, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    batch.set(recording.collection('chunks').doc(String(seq)), chunk);
    await batch.commit();
  } else {
    const before = await recording.get();
    if (((before.get('replacedTakes') as string[] | undefined) ?? []).includes(take))
      throw conflict(CANDIDATE_MESSAGES.audioTakeReplaced);
    if (before.get('take') === take) {
      // The usual case, a further chunk of the current take: a plain batch, no transaction, so a
      // burst of retries does not queue on the recording's lock (12 at once timed out with 500s).
      const chunkRef = recording.collection('chunks').doc(String(seq));
      const batch = db.batch();
      batch.set(recording, { mimeType, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      batch.set(chunkRef, chunk);
      await batch.commit();
      // A new take may have replaced this one meanwhile: then this chunk is a late one of a
      // replaced take. Readers skip chunks of other takes; remove it too, and say so.
      if ((await recording.get()).get('take') !== take) {
        await db.runTransaction(async (tx) => {
          const mine = await tx.get(chunkRef);
          if (mine.get('take') === take) tx.delete(chunkRef);
        });
        throw conflict(CANDIDATE_MESSAGES.audioTakeReplaced);
      }
      res.json({ stored: true, questionId, seq });
      return;
    }
    const stored = await db.runTransaction(async (tx) => {
      const current = await tx.get(recording);
      const currentTake = current.get('take') as string | undefined;
      const replaced = (current.get('replacedTakes') as string[] | undefined) ?? [];
      if (replaced.includes(take)) return false;
      const update: Record<string, unknown> = {
        questionId,
        mimeType,
        take,
        updatedAt: FieldValue.serverTimestamp(),
      };
      if (currentTake !== take) {
        // A new take (a take is never current twice): it replaces whatever was recorded before.
        const old = await tx.get(recording.collection('chunks'));
        for (const c of old.docs) tx.delete(c.ref);
        if (currentTake) update.replacedTakes = FieldValue.arrayUnion(currentTake);
      }
      tx.set(recording, update, { merge: true });
      tx.set(recording.collection('chunks').doc(String(seq)), chunk);
      return true;
    });
    if (!stored) throw conflict(CANDIDATE_MESSAGES.audioTakeReplaced);
  }
  res.json({ stored: true, questionId, seq });
});
