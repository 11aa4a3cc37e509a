import type { ErrorRequestHandler, RequestHandler } from 'express';
import { API_MESSAGES } from '../shared/messages/common';
import { HttpError } from './http-error';
import { logger } from './logger';

/** Unknown /api paths: JSON 404, never the HTML default. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ error: API_MESSAGES.notFound });
};

/** gRPC status of a Firestore transaction aborted by contention. */
const FIRESTORE_ABORTED = 10;

interface BodyParserError {
  type?: string;
  status?: number;
}

/** The one place errors become responses: known errors keep their status, anything else is a bare 500. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (err instanceof HttpError) {
    res
      .status(err.status)
      .json(
        err.details === undefined
          ? { error: err.message }
          : { error: err.message, details: err.details },
      );
    return;
  }
  // A transaction that kept losing to other writers of its documents (Firestore gives up after
  // its own retries): the caller may try again, as after a lost racing change.
  if ((err as { code?: unknown })?.code === FIRESTORE_ABORTED) {
    logger.warn('transaction aborted after its retries', { method: req.method, path: req.path });
    res.status(429).json({ error: API_MESSAGES.tooManyRequests });
    return;
  }
  const parserError = err as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') {
    res.status(400).json({ error: API_MESSAGES.malformedJson });
    return;
  }
  if (parserError?.type === 'entity.too.large') {
    res.status(413).json({ error: 'Request body too large' });
    return;
  }
  if (
    typeof parserError?.status === 'number' &&
    parserError.status >= 400 &&
    parserError.status < 500
  ) {
    res.status(parserError.status).json({ error: API_MESSAGES.validation });
    return;
  }
  logger.error('unhandled error', {
    method: req.method,
    path: req.path,
    error: err instanceof Error ? err.stack : String(err),
  });
  res.status(500).json({ error: API_MESSAGES.internal });
};
