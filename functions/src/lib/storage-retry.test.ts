import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRC32C } from '@google-cloud/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SENT = Buffer.from('bytes');

// A stand-in for Cloud Storage whose first upload loses its connection before any answer.
const uploads: string[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (piece: Buffer) => (body += piece.toString('latin1')));
  req.on('end', () => {
    uploads.push(body);
    if (uploads.length === 1) {
      req.socket.destroy();
      return;
    }
    const name = new URL(req.url!, 'http://x').searchParams.get('name');
    res.setHeader('content-type', 'application/json');
    // The object's hashes as Cloud Storage reports them: the client checks what it sent.
    const md5Hash = createHash('md5').update(SENT).digest('base64');
    const crc32c = new CRC32C();
    crc32c.update(SENT);
    res.end(
      JSON.stringify({ bucket: 'demo-hiq.appspot.com', name, md5Hash, crc32c: crc32c.toString() }),
    );
  });
});

const ENV = ['STORAGE_EMULATOR_HOST', 'GCLOUD_PROJECT'] as const;
const before = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  process.env.STORAGE_EMULATOR_HOST = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.GCLOUD_PROJECT = 'demo-hiq';
});
afterAll(() => {
  for (const name of ENV) {
    if (before[name] === undefined) delete process.env[name];
    else process.env[name] = before[name];
  }
  server.closeAllConnections();
  return new Promise<void>((closed) => server.close(() => closed()));
});

describe('writing a media object', () => {
  it('is sent again when the connection drops, not reported as a failure', async () => {
    const { bucket, mediaObjectPath } = await import('./storage');
    const path = mediaObjectPath('iv1', 'q1', 'take1', 0);
    await bucket().file(path).save(SENT, { resumable: false });
    expect(uploads).toHaveLength(2);
    expect(uploads[1]).toContain('bytes');
  }, 20_000);
});
