import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { serveRecording } from './serve-recording';

const request = { get: () => undefined, method: 'GET' } as unknown as Request;
const response = {} as Response;
/** What the storage client throws for an object that is not there. */
const noSuchObject = () =>
  Object.assign(new Error('No such object: demo-hiq.appspot.com/recordings/i1/q1/take-1/00000'), {
    code: 404,
  });

describe('serveRecording', () => {
  it('answers an object gone while the recording was read as a recording not found (404)', async () => {
    const served = serveRecording(request, response, { error: noSuchObject() }, Promise.resolve());
    await expect(served).rejects.toBeInstanceOf(HttpError);
    await expect(served).rejects.toMatchObject({
      status: 404,
      message: 'No recording for this answer',
    });
  });

  it('passes any other failure on as it is', async () => {
    const other = new Error('storage unavailable');
    await expect(
      serveRecording(request, response, { error: other }, Promise.resolve()),
    ).rejects.toBe(other);
  });
});
