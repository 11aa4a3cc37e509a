import express from 'express';
import type { RequestHandler } from 'express';

/**
 * The largest JSON body the API reads. A candidate's `complete` carries every answer's transcript
 * (a handful of questions × up to 20 000 characters, up to 4 bytes each in UTF-8), so 1 MiB.
 */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

const jsonParser = express.json({ limit: JSON_BODY_LIMIT_BYTES });

/**
 * Cloud Functions hands Express a request whose body is already parsed and whose raw bytes are in
 * `rawBody`. A JSON body that does not parse never reaches this code there: the runtime answers it
 * 400 itself (the emulator's runtime does; docs/deployment.md). Re-parsing from rawBody keeps a
 * malformed body a JSON 400 wherever the app meets one (plain Express, as in tests), and holds
 * rawBody to the same size limit as the parser (Cloud Functions itself reads up to 32 MB).
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const isJson = req.is('application/json');
  if (raw && isJson) {
    if (raw.length > JSON_BODY_LIMIT_BYTES) {
      next(Object.assign(new Error('body too large'), { type: 'entity.too.large', status: 413 }));
      return;
    }
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
