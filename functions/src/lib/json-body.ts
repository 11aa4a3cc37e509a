import express from 'express';
import type { RequestHandler } from 'express';

const jsonParser = express.json({ limit: '256kb' });

/**
 * Cloud Functions hands Express a request whose body is already parsed and whose raw bytes are in
 * `rawBody`; a malformed JSON body arrives as undefined. Re-parse from rawBody so malformed JSON is
 * a 400 everywhere (emulator, production and plain Express in tests).
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const isJson = req.is('application/json');
  if (raw && isJson) {
    if (raw.length === 0) {
      req.body = {};
      next();
      return;
    }
    try {
      req.body = JSON.parse(raw.toString('utf8'));
      next();
    } catch {
      next(
        Object.assign(new Error('malformed json'), { type: 'entity.parse.failed', status: 400 }),
      );
    }
    return;
  }
  jsonParser(req, res, next);
};
