import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { Decoder } from 'ts-ebml';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { bucket, mediaHeadPath, mediaObjectPath } from '../../functions/src/lib/storage';
import { docRef } from '../support/admin';
import { createTestInterview } from '../support/interviews';
import { bearer, createTestOrg } from '../support/users';
import { audioChunks, recordingUrl, storeRecording, videoChunks } from './review-media';

const VIDEO = 'video/webm;codecs=vp8,opus';
const AUDIO = 'audio/webm;codecs=opus';
const raw = Buffer.concat(videoChunks);
const CLUSTER_ID = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);

let org: Awaited<ReturnType<typeof createTestOrg>>;

beforeAll(async () => {
  org = await createTestOrg('Streaming Org');
});

async function get(url: string, range?: string) {
  const res = await fetch(url, {
    headers: { ...bearer(org.staff), ...(range ? { Range: range } : {}) },
  });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** Duration (ms, as the Info element holds it with the default 1 ms scale) and Cues of a WebM. */
function webmInfo(file: Buffer) {
  const ab = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  let duration: number | undefined;
  let cuePoints = 0;
  let clusters = 0;
  for (const elm of new Decoder().decode(ab as ArrayBuffer)) {
    if (elm.name === 'Duration' && 'value' in elm) duration = elm.value as number;
    if (elm.name === 'CuePoint' && elm.type === 'm' && !elm.isEnd) cuePoints += 1;
    if (elm.name === 'Cluster' && elm.type === 'm' && !elm.isEnd) clusters += 1;
  }
  return { duration, cuePoints, clusters };
}

const indexOf = async (interviewId: string, questionId: string) =>
  (await docRef(collections.recordings, interviewId, questionId).get()).data()!;

describe('recordings streamed from their stored chunks', () => {
  it('a MediaRecorder video is served seekable: Duration and Cues in a stored head, clusters as recorded', async () => {
    const interview = await createTestInterview({ orgId: org.orgId });
    await storeRecording(interview.id, 'q1', videoChunks, { mimeType: VIDEO });
    const { res, body } = await get(recordingUrl(interview.id, 'q1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(VIDEO);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(body.length));

    const { head } = await indexOf(interview.id, 'q1');
    expect(head).toMatchObject({
      object: mediaHeadPath(interview.id, 'q1', 'take-1', 3),
      chunks: 3,
      replaces: raw.indexOf(CLUSTER_ID),
    });
    expect(head!.durationMs).toBeGreaterThan(5_500);
    expect(head!.durationMs).toBeLessThan(6_500);
    const [stored] = await bucket().file(head!.object).download();
    expect(stored.length).toBe(head!.bytes);
    // The file is the head, then every byte of the recording after the header it replaces.
    expect(body.length).toBe(head!.bytes + raw.length - head!.replaces);
    expect(body.subarray(0, head!.bytes)).toEqual(stored);
    expect(body.subarray(head!.bytes)).toEqual(raw.subarray(head!.replaces));

    const info = webmInfo(body);
    expect(info.duration).toBeCloseTo(head!.durationMs, -1);
    expect(info.cuePoints).toBeGreaterThan(0);
    expect(info.clusters).toBe(webmInfo(raw).clusters);
    expect(webmInfo(raw).duration).toBeUndefined();
  });

  it('any byte range is exactly those bytes of the file (head, the head/chunk seam, chunk seams, suffixes)', async () => {
    const interview = await createTestInterview({ orgId: org.orgId });
    await storeRecording(interview.id, 'q1', videoChunks, { mimeType: VIDEO });
    const url = recordingUrl(interview.id, 'q1');
    const { body: full } = await get(url);
    const { head } = await indexOf(interview.id, 'q1');
    const size = full.length;
    const seam0 = head!.bytes; // first byte of chunk 0 after the head
    const seam1 = seam0 + videoChunks[0].length - head!.replaces; // first byte of chunk 1
    const seam2 = seam1 + videoChunks[1].length;
    const cases: [string, number, number][] = [
      ['bytes=0-0', 0, 0],
      [`bytes=0-${seam0 - 1}`, 0, seam0 - 1],
      ['bytes=5-40', 5, 40],
      [`bytes=${seam0 - 3}-${seam0 + 2}`, seam0 - 3, seam0 + 2],
      [`bytes=${seam1 - 1}-${seam1}`, seam1 - 1, seam1],
      [`bytes=${seam0 + 10}-${seam2 + 10}`, seam0 + 10, seam2 + 10],
      [`bytes=${seam2}-`, seam2, size - 1],
      ['bytes=-1', size - 1, size - 1],
      ['bytes=-5000', size - 5000, size - 1],
      [`bytes=-${size + 100}`, 0, size - 1],
      [`bytes=100-${size + 100}`, 100, size - 1],
    ];
    for (let i = 0; i < 25; i++) {
      const a = Math.floor(Math.random() * size);
      const b = Math.floor(Math.random() * size);
      const [start, end] = [Math.min(a, b), Math.max(a, b)];
      cases.push([`bytes=${start}-${end}`, start, end]);
    }
    for (const [range, start, end] of cases) {
      const { res, body } = await get(url, range);
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(body.equals(full.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('a live answer: the head is rebuilt when more chunks have arrived', async () => {
    const interview = await createTestInterview({ orgId: org.orgId });
    await storeRecording(interview.id, 'q1', videoChunks.slice(0, 2), { mimeType: VIDEO });
    const first = await get(recordingUrl(interview.id, 'q1'));
    const early = (await indexOf(interview.id, 'q1')).head!;
    expect(early.chunks).toBe(2);
    expect(webmInfo(first.body).duration).toBeCloseTo(early.durationMs, -1);

    // The third chunk arrives as the upload stores it: its object, then the index.
    await bucket()
      .file(mediaObjectPath(interview.id, 'q1', 'take-1', 2))
      .save(videoChunks[2], { resumable: false });
    await docRef(collections.recordings, interview.id, 'q1').update({
      'chunkBytes.2': videoChunks[2].length,
      bytes: raw.length,
      updatedAt: FieldValue.serverTimestamp(),
    });
    const later = await get(recordingUrl(interview.id, 'q1'));
    const head = (await indexOf(interview.id, 'q1')).head!;
    expect(head.chunks).toBe(3);
    expect(head.object).toBe(mediaHeadPath(interview.id, 'q1', 'take-1', 3));
    expect(head.durationMs).toBeGreaterThan(early.durationMs + 1_000);
    expect(webmInfo(later.body).duration).toBeCloseTo(head.durationMs, -1);
    expect(later.body.subarray(head.bytes)).toEqual(raw.subarray(head.replaces));
  });

  it("completing the interview stores every answer's seekable head before anyone plays it", async () => {
    const interview = await createTestInterview({ orgId: org.orgId });
    await storeRecording(interview.id, 'q1', videoChunks, { mimeType: VIDEO });
    await storeRecording(interview.id, 'q2', audioChunks, { mimeType: AUDIO });
    expect((await indexOf(interview.id, 'q1')).head).toBeUndefined();

    await docRef(collections.interviews, interview.id).update({
      status: 'completed',
      completedAt: FieldValue.serverTimestamp(),
    });
    // The trigger runs after the write: wait for both heads.
    const deadline = Date.now() + 20_000;
    let q1 = await indexOf(interview.id, 'q1');
    let q2 = await indexOf(interview.id, 'q2');
    while ((!q1.head || !q2.head) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      [q1, q2] = await Promise.all([indexOf(interview.id, 'q1'), indexOf(interview.id, 'q2')]);
    }
    expect(q1.head).toMatchObject({ chunks: videoChunks.length });
    expect(q2.head).toMatchObject({ chunks: audioChunks.length });
    const [exists] = await bucket().file(q1.head!.object).exists();
    expect(exists).toBe(true);

    // The first play reads the stored head: the index is not written again.
    const before = (await docRef(collections.recordings, interview.id, 'q1').get()).updateTime;
    const { res, body } = await get(recordingUrl(interview.id, 'q1'));
    expect(res.status).toBe(200);
    expect(webmInfo(body).duration).toBeCloseTo(q1.head!.durationMs, -1);
    const after = (await docRef(collections.recordings, interview.id, 'q1').get()).updateTime;
    expect(after!.isEqual(before!)).toBe(true);
  });

  it('MP4 and data ts-ebml cannot read are served exactly as stored, in seq order', async () => {
    const interview = await createTestInterview({ orgId: org.orgId });
    // An ftyp box first, as a take's chunk 0 must have; the rest is opaque to the server.
    const mp4 = [
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), randomBytes(40_000)]),
      randomBytes(70_000),
      randomBytes(1),
      randomBytes(30_000),
    ];
    await storeRecording(interview.id, 'q1', mp4, { mimeType: 'video/mp4', seqs: [0, 1, 2, 7] });
    const { res, body } = await get(recordingUrl(interview.id, 'q1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(body.equals(Buffer.concat(mp4))).toBe(true);
    const part = await get(recordingUrl(interview.id, 'q1'), 'bytes=109000-110001');
    expect(part.body.equals(Buffer.concat(mp4).subarray(109_000, 110_002))).toBe(true);
    expect((await indexOf(interview.id, 'q1')).head).toBeUndefined();

    const junk = [Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xff, 0xff]), randomBytes(5_000)];
    await storeRecording(interview.id, 'q2', junk, { mimeType: 'audio/webm' });
    const plain = await get(recordingUrl(interview.id, 'q2'));
    expect(plain.res.status).toBe(200);
    expect(plain.body.equals(Buffer.concat(junk))).toBe(true);
    expect((await indexOf(interview.id, 'q2')).head).toBeUndefined();
  });

  it('a long recording is answered in 16 MiB parts to an open-ended range, exactly', async () => {
    const interview = await createTestInterview({ orgId: org.orgId });
    const chunk0 = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      randomBytes(2 * 1024 * 1024 - 12),
    ]);
    const chunks = [chunk0, ...Array.from({ length: 9 }, () => randomBytes(2 * 1024 * 1024))];
    const file = Buffer.concat(chunks);
    await storeRecording(interview.id, 'q1', chunks, { mimeType: 'video/mp4' });
    const PART = 16 * 1024 * 1024;
    const first = await get(recordingUrl(interview.id, 'q1'), 'bytes=0-');
    expect(first.res.status).toBe(206);
    expect(first.res.headers.get('content-range')).toBe(`bytes 0-${PART - 1}/${file.length}`);
    expect(first.body.equals(file.subarray(0, PART))).toBe(true);
    const rest = await get(recordingUrl(interview.id, 'q1'), `bytes=${PART}-`);
    expect(rest.res.headers.get('content-range')).toBe(
      `bytes ${PART}-${file.length - 1}/${file.length}`,
    );
    expect(rest.body.equals(file.subarray(PART))).toBe(true);
    // An explicit range, or none, is answered in full.
    const whole = await get(recordingUrl(interview.id, 'q1'));
    expect(whole.res.status).toBe(200);
    expect(whole.body.equals(file)).toBe(true);
  });

  it('a refused range changes nothing: the head is stored only by a request that is served', async () => {
    const interview = await createTestInterview({ orgId: org.orgId });
    await storeRecording(interview.id, 'q1', videoChunks, { mimeType: VIDEO });
    const refused = await get(recordingUrl(interview.id, 'q1'), 'bytes=99999999-');
    expect(refused.res.status).toBe(416);
    expect((await indexOf(interview.id, 'q1')).head).toBeUndefined();
    expect((await get(recordingUrl(interview.id, 'q1'), 'bytes=0-9')).res.status).toBe(206);
    expect((await indexOf(interview.id, 'q1')).head?.chunks).toBe(3);
  });

  it('HEAD answers the size without the body', async () => {
    const interview = await createTestInterview({ orgId: org.orgId });
    await storeRecording(interview.id, 'q1', videoChunks, { mimeType: VIDEO });
    const { body: full } = await get(recordingUrl(interview.id, 'q1'));
    const res = await fetch(recordingUrl(interview.id, 'q1'), {
      method: 'HEAD',
      headers: bearer(org.staff),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(full.length));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});
