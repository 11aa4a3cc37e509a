import type { RequestHandler } from 'express';
import { logger } from './logger';

/** One line per request: method, path (no query: it can carry tokens), status, duration. */
export const requestLogger: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const path = req.originalUrl.split('?')[0];
    logger.info(`${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`, {
      method: req.method,
      path,
      status: res.statusCode,
      ms: Math.round(ms),
    });
  });
  next();
};
