import { Router } from 'express';
import type { Request } from 'express';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { route, send } from '../../lib/endpoint-route';
import { rateLimit } from '../../lib/rate-limit';
import { parse } from '../../lib/validate';
import { candidateEndpoints } from '../../shared/contract/endpoints/candidate';
import { MAX_MEDIA_CHUNK_BYTES } from '../../shared/constants/limits';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { MEDIA_MIME_PATTERN } from '../../shared/schemas/candidate';
import { ID_KINDS } from '../../shared/schemas/ids';
import { requestAdjustment } from './adjustment-request';
import { completeInterview, saveAnswer } from './answers';
import { openQuestion, retakeAnswer, startAnswer } from './attempts';
import { giveConsent } from './consent';
import { storeMediaChunk } from './media-chunks';
import { openSession } from './session';
import { speechTokenForSession } from './speech-session';

/**
 * The candidate's API under /api/public: no sign-in, addressed by the session link's
 * sessionId (never the document id). Every answer names only this interview's own data.
 */
export const candidateRouter = Router();

const sessionIdOf = (req: Request) => String(req.params.sessionId ?? '');

candidateRouter.use(
  '/public/interviews/:sessionId',
  (req, _res, next) => {
    // A malformed link is "not found" before it costs a database read, or a rate limit's bucket
    // (each endpoint declares the same check; this one also runs ahead of the limits below).
    next(
      ID_KINDS.sessionId.schema.safeParse(sessionIdOf(req)).success
        ? undefined
        : notFound(CANDIDATE_MESSAGES.sessionNotFound),
    );
  },
  rateLimit({ name: 'candidate-client', limit: 600, windowMs: 60_000 }),
  rateLimit({ name: 'candidate-session', limit: 300, windowMs: 60_000, key: sessionIdOf }),
);

route(candidateRouter, candidateEndpoints.getQuestions, async (req, res) => {
  send(res, candidateEndpoints.getQuestions, await openSession(req.params.sessionId));
});

route(candidateRouter, candidateEndpoints.giveConsent, async (req, res) => {
  parse(candidateEndpoints.giveConsent.request, req.body);
  await giveConsent(req.params.sessionId);
  send(res, candidateEndpoints.giveConsent, { consented: true });
});

route(candidateRouter, candidateEndpoints.openQuestion, async (req, res) => {
  const attempt = await openQuestion(req.params.sessionId, req.params.questionId);
  send(res, candidateEndpoints.openQuestion, attempt);
});

route(candidateRouter, candidateEndpoints.startAnswer, async (req, res) => {
  const attempt = await startAnswer(req.params.sessionId, req.params.questionId);
  send(res, candidateEndpoints.startAnswer, attempt);
});

route(candidateRouter, candidateEndpoints.retakeAnswer, async (req, res) => {
  const attempt = await retakeAnswer(req.params.sessionId, req.params.questionId);
  send(res, candidateEndpoints.retakeAnswer, attempt);
});

route(candidateRouter, candidateEndpoints.saveAnswer, async (req, res) => {
  const input = parse(candidateEndpoints.saveAnswer.request, req.body);
  const { followUp } = await saveAnswer(req.params.sessionId, input);
  send(res, candidateEndpoints.saveAnswer, { saved: true, questionId: input.questionId, followUp });
});

route(candidateRouter, candidateEndpoints.requestAdjustment, async (req, res) => {
  const { message } = parse(candidateEndpoints.requestAdjustment.request, req.body);
  const requestsLeft = await requestAdjustment(req.params.sessionId, message);
  send(res, candidateEndpoints.requestAdjustment, { sent: true, requestsLeft });
});

route(candidateRouter, candidateEndpoints.completeInterview, async (req, res) => {
  const { questionHistory } = parse(candidateEndpoints.completeInterview.request, req.body);
  await completeInterview(req.params.sessionId, questionHistory);
  send(res, candidateEndpoints.completeInterview, { status: 'completed' });
});

route(candidateRouter, candidateEndpoints.getSpeechToken, async (req, res) => {
  send(res, candidateEndpoints.getSpeechToken, await speechTokenForSession(req.params.sessionId));
});

/**
 * A body the platform's parsers left unread: they skip a Content-Type they cannot parse, and
 * MediaRecorder's own `video/webm;codecs=vp9,opus` (an unquoted comma) is one. Read up to `limit`.
 */
async function unparsedBody(req: Request, limit: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > limit) throw new HttpError(413, CANDIDATE_MESSAGES.audioTooLarge);
    parts.push(part);
  }
  return Buffer.concat(parts);
}

/** The chunk's bytes are the body (e.g. video/webm;codecs=vp9,opus from MediaRecorder). */
route(candidateRouter, candidateEndpoints.uploadMediaChunk, async (req, res) => {
  const { questionId, seq, take } = parse(candidateEndpoints.uploadMediaChunk.query, {
    questionId: req.query.questionId,
    seq: req.query.seq,
    take: req.query.take,
  });
  const mimeType = String(req.headers['content-type'] ?? '').trim();
  if (!MEDIA_MIME_PATTERN.test(mimeType))
    throw new HttpError(415, CANDIDATE_MESSAGES.mediaTypeInvalid);
  const bytes =
    (req as { rawBody?: Buffer }).rawBody ??
    (Buffer.isBuffer(req.body) ? req.body : await unparsedBody(req, MAX_MEDIA_CHUNK_BYTES));
  if (bytes.length === 0) throw badRequest(CANDIDATE_MESSAGES.audioInvalid);
  if (bytes.length > MAX_MEDIA_CHUNK_BYTES)
    throw new HttpError(413, CANDIDATE_MESSAGES.audioTooLarge);
  await storeMediaChunk(req.params.sessionId, { questionId, seq, take, mimeType, bytes });
  send(res, candidateEndpoints.uploadMediaChunk, { stored: true, questionId, seq });
});
