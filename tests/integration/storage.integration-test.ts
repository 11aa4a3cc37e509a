import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bucket, mediaObjectPath, mediaPrefix } from '../../functions/src/lib/storage';
import { storedChunks } from '../support/media';

const root = resolve(__dirname, '../..');
const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';

describe('storage emulator (recordings bucket)', () => {
  it('the default bucket is the demo project one', () => {
    expect(bucket().name).toBe('demo-hiq.appspot.com');
  });

  it('the admin SDK writes an object and reads a byte range of it back exactly', async () => {
    const path = mediaObjectPath(`iv-${randomUUID()}`, 'q1', 'take-a', 0);
    const data = randomBytes(3 * 1024 * 1024 + 17);
    await bucket().file(path).save(data, { contentType: 'video/webm', resumable: false });

    const [range] = await bucket().file(path).download({ start: 1_000_000, end: 2_500_000 });
    expect(range.length).toBe(1_500_001);
    expect(range.equals(data.subarray(1_000_000, 2_500_001))).toBe(true);
    const [tail] = await bucket()
      .file(path)
      .download({ start: data.length - 5 });
    expect(tail.equals(data.subarray(data.length - 5))).toBe(true);
    const [metadata] = await bucket().file(path).getMetadata();
    expect(Number(metadata.size)).toBe(data.length);
    expect(metadata.contentType).toBe('video/webm');
  });

  // The emulator's rules runtime here is a stand-in that refuses every client request whatever
  // storage.rules says; the next test shows that storage.rules says the same.
  it('a client without credentials is refused by the emulator, to read and to write, and the object is kept', async () => {
    const path = mediaObjectPath(`iv-${randomUUID()}`, 'q1', 'take-a', 0);
    await bucket().file(path).save(Buffer.from('secret'), { resumable: false });
    const objectUrl = `http://${host}/v0/b/${bucket().name}/o/${encodeURIComponent(path)}`;

    const read = await fetch(`${objectUrl}?alt=media`);
    expect(read.status).toBe(403);
    expect(await read.text()).not.toContain('secret');
    const metadata = await fetch(objectUrl);
    expect(metadata.status).toBe(403);

    const write = await fetch(
      `http://${host}/v0/b/${bucket().name}/o?name=${encodeURIComponent(path)}`,
      { method: 'POST', headers: { 'content-type': 'video/webm' }, body: 'overwritten' },
    );
    expect(write.status).toBe(403);
    const [kept] = await bucket().file(path).download();
    expect(kept.toString()).toBe('secret');
  });

  it('storage.rules allows nothing: every allow in it is `if false`', () => {
    const rules = readFileSync(join(root, 'storage.rules'), 'utf8').replace(/\/\/.*$/gm, '');
    expect(rules).toMatch(/service\s+firebase\.storage\s*\{/);
    const allows = [...rules.matchAll(/\ballow\b([^;]*);/g)].map((m) => m[1].trim());
    expect(allows.length).toBeGreaterThan(0);
    for (const allow of allows) expect(allow).toMatch(/^[a-z,\s]+:\s*if\s+false$/);
  });

  it("storedChunks lists an answer's chunks by take and seq, and none once they are deleted", async () => {
    const interviewId = `iv-${randomUUID()}`;
    const writes: [string | undefined, number, string][] = [
      ['take-b', 10, 'b10'],
      ['take-b', 2, 'b2'],
      ['take-a', 0, 'a0'],
      [undefined, 1, 'none1'],
    ];
    for (const [take, seq, text] of writes) {
      await bucket()
        .file(mediaObjectPath(interviewId, 'q1', take, seq))
        .save(Buffer.from(text), { resumable: false });
    }
    await bucket()
      .file(mediaObjectPath(interviewId, 'q2', 'take-a', 0))
      .save(Buffer.from('other answer'), { resumable: false });

    const chunks = await storedChunks(interviewId, 'q1');
    expect(chunks.map(({ take, seq, bytes }) => [take, seq, bytes.toString()])).toEqual([
      ['_', 1, 'none1'],
      ['take-a', 0, 'a0'],
      ['take-b', 2, 'b2'],
      ['take-b', 10, 'b10'],
    ]);

    // Only this interview's objects: the bucket is shared with the files running beside this one.
    await bucket().deleteFiles({ prefix: mediaPrefix(interviewId), force: true });
    expect(await storedChunks(interviewId, 'q1')).toEqual([]);
    const [left] = await bucket().getFiles({ prefix: mediaPrefix(interviewId) });
    expect(left).toEqual([]);
  });
});
