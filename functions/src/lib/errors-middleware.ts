import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { API_MESSAGES } from '../shared/messages/api';
import { HttpError } from './http-error';
import { logger } from './logger';
import { isV1Request, sendProblem } from './problem-details';

/** A failure in the shape of the API it happened on: problem details on /api/v1, `{ error }` elsewhere. */
function sendError(
  req: Request,
  res: Response,
  status: number,
  message: string,
  details?: unknown,
) {
  if (isV1Request(req)) sendProblem(res, status, message);
  else
    res
      .status(status)
      .json(details === undefined ? { error: message } : { error: message, details });
}

/** Unknown /api paths: JSON 404, never the HTML default. */
export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(req, res, 404, API_MESSAGES.notFound);
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
    sendError(req, res, err.status, err.message, err.details);
    return;
  }
  // A transaction that kept losing to other writers of its documents (Firestore gives up after
  // its own retries): the caller may try again, as after a lost racing change.
  if ((err as { code?: unknown })?.code === FIRESTORE_ABORTED) {
    logger.warn('transaction aborted after its retries', { method: req.method, path: req.path });
    sendError(req, res, 429, API_MESSAGES.tooManyRequests);
    return;
  }
  const parserError = err as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') {
    sendError(req, res, 400, API_MESSAGES.malformedJson);
    return;
  }
  if (parserError?.type === 'entity.too.large') {
    sendError(req, res, 413, 'Request body too large');
    return;
  }
  if (
    typeof parserError?.status === 'number' &&
    parserError.status >= 400 &&
    parserError.status < 500
  ) {
    sendError(req, res, parserError.status, API_MESSAGES.validation);
    return;
  }
  logger.error('unhandled error', {
    method: req.method,
    path: req.path,
    error: err instanceof Error ? err.stack : String(err),
  });
  sendError(req, res, 500, API_MESSAGES.internal);
};
