/* global window, MediaRecorder, FileReader -- page functions run in the browser */
// The video bench's media: Chromium's fake camera recorded as the candidate's recorder does, and
// longer answers made from that recording's clusters.
import { Decoder } from 'ts-ebml';
import * as constants from '../../functions/lib/shared/constants/capture.js';

/** Records the fake camera and microphone for `ms` as the candidate's recorder does. */
async function recordInPage({ ms, settings }) {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { width: settings.width, height: settings.height },
    audio: true,
  });
  const mimeType = settings.types.find((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(stream, {
    mimeType,
    videoBitsPerSecond: settings.videoBitsPerSecond,
    audioBitsPerSecond: settings.audioBitsPerSecond,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise((done) => (recorder.onstop = done));
  const started = performance.now();
  recorder.start(settings.timesliceMs);
  await new Promise((done) => window.setTimeout(done, ms));
  recorder.stop();
  await stopped;
  const recordedMs = performance.now() - started;
  stream.getTracks().forEach((track) => track.stop());
  const base64 = (blob) =>
    new Promise((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result).split(';base64,')[1]);
      reader.readAsDataURL(blob);
    });
  return { mimeType, recordedMs, chunks: await Promise.all(chunks.map(base64)) };
}

export async function recordAnswer(chromium, { chromiumPath, chromiumArgs }, ms) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    // getUserMedia needs a secure context: http://localhost is one.
    const url = 'http://localhost/hiq-bench-recorder';
    await page.route(url, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>recorder</title>' }),
    );
    await page.goto(url);
    const settings = {
      // The web's order (media-format.ts): VP9, then VP8, with Opus.
      types: ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus'],
      videoBitsPerSecond: constants.VIDEO_BITS_PER_SECOND_STEPS[0],
      audioBitsPerSecond: constants.AUDIO_BITS_PER_SECOND,
      timesliceMs: constants.AUDIO_CHUNK_INTERVAL_MS,
      ...constants.VIDEO_RECORDING_CONSTRAINTS,
    };
    const recorded = await page.evaluate(recordInPage, { ms, settings });
    return { ...recorded, chunks: recorded.chunks.map((c) => Buffer.from(c, 'base64')) };
  } finally {
    await browser.close();
  }
}

// ---- Longer answers from the recording's clusters ----

/**
 * A WebM of at least `targetMs`: the recording's header, then its clusters over and over with
 * each cluster's timestamp moved on by the loop's length (the recorder's clusters have unknown
 * sizes, so a rewritten timestamp needs no other change). The first cluster starts at a key frame,
 * so each loop decodes on its own.
 */
export function loopWebm(file, targetMs) {
  const elements = new Decoder().decode(file);
  const clusters = [];
  let lastBlockMs = 0;
  for (const [i, el] of elements.entries()) {
    if (el.name === 'Cluster' && !el.isEnd) {
      const stamp = elements[i + 1];
      if (stamp?.name !== 'Timestamp' && stamp?.name !== 'Timecode')
        throw new Error('a cluster without its timestamp first');
      clusters.push({
        start: el.tagStart,
        stampEnd: stamp.dataStart + stamp.dataSize,
        ms: stamp.value,
      });
    }
    if (el.name === 'SimpleBlock' && clusters.length > 0) {
      const relative = file.readInt16BE(el.dataStart + 1);
      lastBlockMs = Math.max(lastBlockMs, clusters.at(-1).ms + relative);
    }
  }
  if (clusters.length === 0) throw new Error('no clusters in the recording');
  const loopMs = lastBlockMs + 40;
  const header = file.subarray(0, clusters[0].start);
  const parts = [header];
  let durationMs = 0;
  for (let loop = 0; durationMs < targetMs; loop++) {
    for (const [i, c] of clusters.entries()) {
      const end = clusters[i + 1]?.start ?? file.length;
      const stamp = Buffer.alloc(6);
      stamp.writeUInt8(0xe7, 0);
      stamp.writeUInt8(0x84, 1); // a 4-byte value
      stamp.writeUInt32BE(c.ms + loop * loopMs, 2);
      // The cluster's ID and its unknown size (12 bytes) stay, its timestamp is replaced.
      parts.push(file.subarray(c.start, c.start + 12), stamp, file.subarray(c.stampEnd, end));
    }
    durationMs = (loop + 1) * loopMs;
  }
  return { file: Buffer.concat(parts), durationMs };
}

/** A file cut into recorder-sized pieces: one per 2 s of its duration. */
export function chunksOf(file, durationMs) {
  const count = Math.max(1, Math.ceil(durationMs / constants.AUDIO_CHUNK_INTERVAL_MS));
  const size = Math.ceil(file.length / count);
  const chunks = [];
  for (let at = 0; at < file.length; at += size) chunks.push(file.subarray(at, at + size));
  return chunks;
}
