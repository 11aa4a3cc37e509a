// The public API v1 answers every failure as RFC 9457 problem details: one shape an integration
// can rely on, `application/problem+json` with type, title, status and detail.
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';

/** The path prefix of the public API; everything else under /api keeps `{ error }`. */
const V1_PREFIX = '/api/v1';

export const isV1Request = (req: Request) => {
  const path = req.originalUrl.split('?')[0];
  return path === V1_PREFIX || path.startsWith(`${V1_PREFIX}/`);
};

/**
 * Sends a problem. `type` is about:blank, so `title` is the status's own phrase and `detail` says
 * what went wrong with this request.
 */
export function sendProblem(res: Response, status: number, detail: string): void {
  res
    .status(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        type: 'about:blank',
        title: STATUS_CODES[status] ?? 'Error',
        status,
        detail,
      }),
    );
}
