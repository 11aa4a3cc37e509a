import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { RecordingDoc } from '../../shared/contract/collections';
import { mimeParts } from '../../shared/media-container';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { assertMediaChunk, planMediaChunk } from './media-index';
import type { MediaChunk, MediaState } from './media-index';

const WEBM_START = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]);
const MP4_START = Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
/** A MediaRecorder's first WebM slice (Chromium, Opus): EBML header, Segment, Tracks, a Cluster. */
const WEBM_FILE = readFileSync(join(__dirname, '../review/testdata/chunk0.webm'));
const box = (type: string, body: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
};
/** An MP4's start as a recorder writes it: ftyp, then moov. */
const MP4_FILE = Buffer.concat([
  box('ftyp', Buffer.from('isom\0\0\0\0isomiso2', 'latin1')),
  box('moov', box('mvhd', Buffer.alloc(100))),
  box('moof', Buffer.alloc(16)),
]);

const chunk = (over: Partial<MediaChunk> = {}): MediaChunk => ({
  questionId: 'q1',
  seq: 0,
  take: 'takeA',
  mimeType: 'video/webm;codecs=vp9,opus',
  bytes: WEBM_START,
  ...over,
});
const index = (over: Partial<RecordingDoc> = {}): RecordingDoc => ({
  questionId: 'q1',
  mimeType: 'video/webm;codecs=vp9,opus',
  take: 'takeA',
  chunkBytes: { 0: 8, 1: 100 },
  bytes: 108,
  updatedAt: Timestamp.now(),
  ...over,
});
const state = (over: Partial<MediaState> = {}): MediaState => ({
  index: undefined,
  onClock: true,
  completed: false,
  otherAnswersBytes: 0,
  ...over,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  throw new Error('not refused');
};

describe('mimeParts', () => {
  it('reads the family and container, lower-cased, without parameters or spaces', () => {
    expect(mimeParts(' Video/WebM ; codecs="vp9,opus"')).toEqual({
      family: 'video',
      container: 'webm',
    });
    expect(mimeParts('audio/mp4')).toEqual({ family: 'audio', container: 'mp4' });
    expect(mimeParts('')).toEqual({ family: '', container: '' });
  });
});

describe('assertMediaChunk', () => {
  it('takes a first chunk that starts the declared WebM or MP4 file', () => {
    expect(() => assertMediaChunk(chunk({ bytes: WEBM_FILE }), 'video')).not.toThrow();
    expect(() =>
      assertMediaChunk(chunk({ mimeType: 'audio/mp4', bytes: MP4_FILE }), 'audio'),
    ).not.toThrow();
    expect(() =>
      assertMediaChunk(chunk({ mimeType: 'Video/WebM; codecs="vp9"', bytes: WEBM_FILE }), 'video'),
    ).not.toThrow();
    // Later chunks continue the file: no header of their own.
    expect(() =>
      assertMediaChunk(chunk({ seq: 1, bytes: Buffer.from('xx') }), 'video'),
    ).not.toThrow();
  });

  it('415 for a first chunk that is not what its type says, and for video when only audio is recorded', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(refusal(() => assertMediaChunk(chunk({ bytes: png }), 'video'))).toEqual({
      status: 415,
      message: CANDIDATE_MESSAGES.mediaSignatureInvalid,
    });
    // An MP4 sent as WebM, and the other way round.
    expect(refusal(() => assertMediaChunk(chunk({ bytes: MP4_FILE }), 'video')).status).toBe(415);
    expect(
      refusal(() => assertMediaChunk(chunk({ mimeType: 'video/mp4', bytes: WEBM_FILE }), 'video'))
        .status,
    ).toBe(415);
    expect(refusal(() => assertMediaChunk(chunk({ seq: 3 }), 'audio'))).toEqual({
      status: 415,
      message: CANDIDATE_MESSAGES.mediaVideoNotAllowed,
    });
  });

  it('reads only element headers: megabytes of noise behind the magic bytes are refused in one pass', () => {
    // Noise whose element sizes point anywhere: each random start is walked and refused.
    for (let i = 0; i < 200; i++) {
      const noise = Buffer.concat([WEBM_START.subarray(0, 4), randomBytes(2 * 1024 * 1024)]);
      expect(() => assertMediaChunk(chunk({ bytes: noise }), 'video')).toThrow();
    }
    // The header a recorder writes before its first Cluster is enough.
    const tracksEnd = WEBM_FILE.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    expect(() =>
      assertMediaChunk(chunk({ bytes: WEBM_FILE.subarray(0, tracksEnd) }), 'video'),
    ).not.toThrow();
  });

  it('415 for a first chunk with only the magic bytes right: the structure after them is read', () => {
    const refused = (bytes: Buffer, mimeType = 'video/webm') =>
      refusal(() => assertMediaChunk(chunk({ bytes, mimeType }), 'video'));
    const signature = { status: 415, message: CANDIDATE_MESSAGES.mediaSignatureInvalid };
    // The EBML magic, then noise; a header cut before its Tracks end; the header alone.
    expect(refused(Buffer.concat([WEBM_START.subarray(0, 4), Buffer.alloc(4000, 0x42)]))).toEqual(
      signature,
    );
    expect(refused(WEBM_FILE.subarray(0, 120))).toEqual(signature);
    // A Segment that reaches a Cluster before any Tracks.
    const cluster = Buffer.from([
      0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    ]);
    const segmentStart = WEBM_FILE.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
    expect(refused(Buffer.concat([WEBM_FILE.subarray(0, segmentStart + 12), cluster]))).toEqual(
      signature,
    );
    expect(refused(WEBM_START)).toEqual(signature);
    // An ftyp box without a moov, and a moov cut short.
    expect(refused(MP4_START, 'video/mp4')).toEqual(signature);
    expect(refused(MP4_FILE.subarray(0, 60), 'video/mp4')).toEqual(signature);
  });
});

describe('planMediaChunk', () => {
  it('a further chunk adds its size; a retry of a stored seq changes nothing', () => {
    const plan = planMediaChunk(
      chunk({ seq: 2, bytes: Buffer.alloc(50) }),
      state({ index: index() }),
    );
    expect(plan).toMatchObject({
      change: 'further',
      chunkBytes: { 0: 8, 1: 100, 2: 50 },
      bytes: 158,
    });
    const retry = planMediaChunk(
      chunk({ seq: 1, bytes: Buffer.alloc(100) }),
      state({ index: index() }),
    );
    expect(retry).toMatchObject({ change: 'further', chunkBytes: { 0: 8, 1: 100 }, bytes: 108 });
  });

  it('a new take replaces the current one; chunk 0 again on the clock restarts the take', () => {
    expect(planMediaChunk(chunk({ take: 'takeB' }), state({ index: index() }))).toMatchObject({
      change: 'newTake',
      replacedTake: 'takeA',
      chunkBytes: { 0: 8 },
      bytes: 8,
      kind: 'video',
    });
    expect(planMediaChunk(chunk(), state({ index: index() }))).toMatchObject({
      change: 'restart',
      replacedTake: undefined,
      chunkBytes: { 0: 8 },
    });
    // Without the server's clock chunk 0 again is a retry.
    expect(planMediaChunk(chunk(), state({ index: index(), onClock: false })).change).toBe(
      'further',
    );
    expect(planMediaChunk(chunk({ take: undefined }), state()).take).toBe('_');
  });

  it('409 for a replaced take, and for a new recording after completion', () => {
    expect(
      refusal(() =>
        planMediaChunk(
          chunk(),
          state({ index: index({ take: 'takeB', replacedTakes: ['takeA'] }) }),
        ),
      ),
    ).toEqual({ status: 409, message: CANDIDATE_MESSAGES.audioTakeReplaced });
    const completed = state({ index: index(), completed: true });
    expect(refusal(() => planMediaChunk(chunk({ take: 'takeB' }), completed)).status).toBe(409);
    expect(refusal(() => planMediaChunk(chunk(), completed)).status).toBe(409);
    // The current take's last chunks are still taken.
    expect(planMediaChunk(chunk({ seq: 2, bytes: Buffer.alloc(5) }), completed).change).toBe(
      'further',
    );
  });

  it('415 for a chunk whose type is not its take’s', () => {
    expect(
      refusal(() =>
        planMediaChunk(chunk({ seq: 2, mimeType: 'audio/webm' }), state({ index: index() })),
      ),
    ).toEqual({ status: 415, message: CANDIDATE_MESSAGES.mediaTypeInvalid });
  });

  it('413 when the answer or the interview would grow past its cap; never for a retry', () => {
    const full = index({
      chunkBytes: { 0: 8, 1: 60 * 1024 * 1024 - 8 },
      bytes: 60 * 1024 * 1024,
    });
    expect(
      refusal(() =>
        planMediaChunk(chunk({ seq: 2, bytes: Buffer.alloc(1) }), state({ index: full })),
      ),
    ).toEqual({
      status: 413,
      message: CANDIDATE_MESSAGES.answerMediaTooLarge,
    });
    expect(
      planMediaChunk(chunk({ seq: 0, bytes: WEBM_START }), state({ index: full, onClock: false }))
        .bytes,
    ).toBe(60 * 1024 * 1024);
    const others = 600 * 1024 * 1024 - 108;
    expect(
      refusal(() =>
        planMediaChunk(
          chunk({ seq: 2, bytes: Buffer.alloc(1) }),
          state({ index: index(), otherAnswersBytes: others }),
        ),
      ),
    ).toEqual({ status: 413, message: CANDIDATE_MESSAGES.interviewMediaTooLarge });
    expect(
      planMediaChunk(
        chunk({ seq: 1, bytes: Buffer.alloc(100) }),
        state({ index: index(), otherAnswersBytes: others + 1 }),
      ).bytes,
    ).toBe(108);
  });
});
