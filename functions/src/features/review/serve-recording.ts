// Serving one answer's recording as one seekable file, once the caller's checks have run: the
// review screen's players (a reviewer's grant) and a shared page's (a viewer's grant) alike.
import type { Request, Response } from 'express';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { notFound } from '../../lib/http-error';
import { slicesFor } from './media-layout';
import { openSlices, streamSlices } from './media-stream';
import { parseRange } from './range';
import { openSlice } from './recordings';
import type { RecordingFile } from './recordings';

/**
 * A player's open-ended range (`bytes=N-`) is answered this much at a time (it asks for the rest
 * as it plays): one response of a long answer could outlast the function's time on a slow link.
 */
const MAX_OPEN_RANGE_BYTES = 16 * 1024 * 1024;

/**
 * An object that went while the recording was read (erased with the candidate's data, or gone with
 * a replaced take) is a recording not found, as a missing one is: a 404, never a 500.
 */
const goneAsNotFound = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 404
    ? notFound(REVIEW_MESSAGES.recordingNotFound)
    : error;

/**
 * Sends the recording (a range request, one range, gets 206). Only the objects holding the range
 * are read (the next few requested while one is written) and piped to the response. Nothing (not
 * even the headers) is sent before `allowed` has settled; the first objects are requested
 * meanwhile. `found` is the recording or why there is none (thrown once `allowed` has settled).
 */
export async function serveRecording(
  req: Request,
  res: Response,
  found: { value: RecordingFile } | { error: unknown },
  allowed: Promise<void>,
): Promise<void> {
  const file = 'value' in found ? found.value : undefined;
  const range = file && parseRange(req.get('range'), file.size, MAX_OPEN_RANGE_BYTES);
  const wanted = file && range !== 'unsatisfiable' && (range ?? { start: 0, end: file.size - 1 });
  // A head built by this request is stored before its object can be read.
  const objects =
    file && wanted && !file.saveHead && req.method !== 'HEAD'
      ? openSlices(slicesFor(file.parts, wanted), openSlice)
      : undefined;
  try {
    await allowed;
  } catch (error) {
    objects?.release();
    throw error;
  }
  if ('error' in found) throw goneAsNotFound(found.error);
  const { size } = found.value;
  res.set({
    'Content-Type': found.value.mimeType || 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    // Answers may still be arriving while the candidate speaks: never reuse a stale copy.
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  if (range === 'unsatisfiable' || !wanted) {
    // An error is JSON like every other (the media Content-Type set above is for the file).
    res.status(416).set('Content-Range', `bytes */${size}`).type('json');
    res.json({ error: REVIEW_MESSAGES.rangeNotSatisfiable });
    return;
  }
  await found.value.saveHead?.();
  if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  else res.status(200);
  res.set('Content-Length', String(wanted.end - wanted.start + 1));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await streamSlices(objects ?? openSlices(slicesFor(found.value.parts, wanted), openSlice), res);
  } catch (error) {
    if (res.headersSent || res.destroyed) {
      // Part of the file is out: a failure now can only cut it short (the player asks again).
      if (!res.destroyed) res.destroy(error as Error);
      return;
    }
    // Nothing sent yet (an object went with a replaced take meanwhile): an error like any other.
    res.removeHeader('Content-Length');
    res.removeHeader('Content-Range');
    throw goneAsNotFound(error);
  }
}
