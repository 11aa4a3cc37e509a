/* global window, MediaRecorder -- the init script runs in the browser */
// Audio: a real candidate session in Chromium (fake camera; the microphone plays a spoken WAV made
// with espeak-ng) answers two questions for a fixed time each with the app's own recorder
// (MediaRecorder, Opus, its bit rate and 2 s slices) and uploader. Then: the chunk bytes stored in
// Cloud Storage per minute of recorded audio, and the upload's overhead = bytes sent on the wire for
// the audio uploads (request line + headers + bodies) ÷ audio bytes stored. Part of `npm run bench`.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { collections } from '../functions/lib/shared/contract/collections.js';
import { admin, createOrgWithStaff, scheduleInterview } from './support.mjs';

const SPEECH =
  'Hello, my name is Alex. I have five years of experience building web applications. ' +
  'Most recently I led a small team that rebuilt a booking system, and we cut the page load time in half. ' +
  'I enjoy measuring things before I change them, and I like writing tests that describe real behaviour.';

/** Counts what the page's MediaRecorders really record: running time and bytes handed over. */
function recorderProbe() {
  const stats = { ms: 0, bytes: 0, chunks: 0, mimeType: '', bitsPerSecond: 0, recorders: 0 };
  window.__benchRecorder = stats;
  const proto = MediaRecorder.prototype;
  const { start, pause, resume } = proto;
  proto.start = function (...args) {
    stats.recorders++;
    stats.mimeType = this.mimeType;
    stats.bitsPerSecond = this.audioBitsPerSecond;
    this.__runningSince = performance.now();
    this.addEventListener('dataavailable', (event) => {
      stats.bytes += event.data.size;
      stats.chunks += event.data.size > 0 ? 1 : 0;
    });
    this.addEventListener('stop', () => {
      if (this.__runningSince !== null) stats.ms += performance.now() - this.__runningSince;
      this.__runningSince = null;
    });
    return start.apply(this, args);
  };
  proto.pause = function (...args) {
    if (this.state === 'recording' && this.__runningSince !== null) {
      stats.ms += performance.now() - this.__runningSince;
      this.__runningSince = null;
    }
    return pause.apply(this, args);
  };
  proto.resume = function (...args) {
    if (this.state === 'paused') this.__runningSince = performance.now();
    return resume.apply(this, args);
  };
}

export async function measure({ hostingOrigin, chromiumPath, chromiumArgs, log, quick }) {
  const secondsPerAnswer = quick ? 10 : 25;
  const wav = resolve(import.meta.dirname, '..', '.cache', 'bench', 'spoken-answer.wav');
  mkdirSync(join(wav, '..'), { recursive: true });
  execFileSync('espeak-ng', ['-w', wav, '-s', '150', SPEECH]);

  const { db } = await admin();
  const { staff } = await createOrgWithStaff('Audio Corp');
  const interview = await scheduleInterview(hostingOrigin, staff.idToken, 'Audrey Audio');
  // Two questions: the run answers each for the same time.
  const questions = interview.questions.slice(0, 2);
  // Two answers recorded one after the other: no follow-up question in between.
  await db
    .doc(collections.interviews.doc(interview.id))
    .update({ questions, maxFollowUps: 0, followUps: [] });

  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--use-file-for-fake-audio-capture=${wav}`],
  });
  const uploads = [];
  let recorded;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recorderProbe);
    const page = await context.newPage();
    page.on('requestfinished', (request) => {
      if (request.method() === 'POST' && /\/media\?/.test(request.url())) {
        uploads.push(
          Promise.all([request.sizes(), request.allHeaders()]).then(([s, headers]) => {
            // Chromium reports no body size for a Blob body: its Content-Length is what was sent.
            const body = s.requestBodySize || Number(headers['content-length'] ?? 0);
            return {
              // HTTP/1.1 request line + headers (Playwright's requestHeadersSize) and the body.
              sent: s.requestHeadersSize + body,
              body,
              received: s.responseHeadersSize + s.responseBodySize,
            };
          }),
        );
      }
    });
    await page.goto(`${hostingOrigin}/${interview.sessionId}`);
    const start = page.getByRole('button', { name: 'Start Interview' });
    await start.waitFor({ timeout: 60_000 });
    // Start waits for the recording consent (the box's label begins so).
    await page.getByRole('checkbox', { name: /^I agree that my video/ }).check({ timeout: 60_000 });
    await start.click({ timeout: 60_000 }); // enabled once camera and microphone are ready
    await page.getByText(`Question 1 of ${questions.length}`).waitFor({ timeout: 30_000 });
    log(`audio: recording answer 1 for ${secondsPerAnswer} s`);
    await page.waitForTimeout(secondsPerAnswer * 1000);
    await page.getByRole('button', { name: 'Next Question' }).click();
    await page.getByText(`Question 2 of ${questions.length}`).waitFor({ timeout: 30_000 });
    log(`audio: recording answer 2 for ${secondsPerAnswer} s`);
    await page.waitForTimeout(secondsPerAnswer * 1000);
    // Completion needs an answer to the last question when speech produced none: type one.
    const typed = page.getByLabel('Type your answer');
    if (await typed.isVisible().catch(() => false))
      await typed.fill('And I like measuring things.');
    await page.getByRole('button', { name: 'Complete Interview' }).click();
    await page.getByRole('heading', { name: 'Interview Complete!' }).waitFor({ timeout: 60_000 });
    recorded = await page.evaluate(() => window.__benchRecorder);
  } finally {
    await browser.close();
  }

  // What the media store holds: every chunk object of the answers (seekable heads left out).
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  const { bucket, mediaChunkSeq, mediaPrefix } = await import('../functions/lib/lib/storage.js');
  let storedBytes = 0;
  let storedChunks = 0;
  for (const q of questions) {
    const [files] = await bucket().getFiles({ prefix: mediaPrefix(interview.id, q.id) });
    for (const file of files.filter((f) => mediaChunkSeq(f.name) !== undefined)) {
      storedBytes += Number(file.metadata.size);
      storedChunks++;
    }
  }
  const wire = await Promise.all(uploads);
  const sent = wire.reduce((sum, w) => sum + w.sent, 0);
  const body = wire.reduce((sum, w) => sum + w.body, 0);
  const received = wire.reduce((sum, w) => sum + w.received, 0);
  const minutes = recorded.ms / 60_000;
  const perMinute = storedBytes / minutes;
  const kbits = (storedBytes * 8) / (recorded.ms / 1000) / 1000;
  log(
    `audio: ${(recorded.ms / 1000).toFixed(1)} s recorded (${recorded.mimeType} at ${recorded.bitsPerSecond} bit/s), ${recorded.chunks} chunks / ${recorded.bytes} bytes made, ${storedChunks} chunks / ${storedBytes} bytes stored, ${wire.length} uploads / ${sent} bytes sent`,
  );
  return {
    title: 'Audio (a real candidate session, fake microphone playing speech)',
    rows: [
      { metric: 'audio recorded', value: recorded.ms / 1000, unit: 's' },
      {
        metric: 'chunks stored / made by the recorder',
        value: `${storedChunks} / ${recorded.chunks}`,
        target: 'all',
        ok: storedChunks === recorded.chunks && storedBytes === recorded.bytes,
      },
      { metric: 'stored per minute of answer audio', value: perMinute / 1024, unit: 'KB' },
      {
        metric: 'stored bit rate',
        value: kbits,
        unit: 'kbit/s',
        floor: recorded.bitsPerSecond / 1000,
      },
      {
        metric: 'upload bytes sent ÷ audio stored',
        value: sent / storedBytes,
        floor: 1,
      },
      {
        metric: 'upload overhead per chunk (headers)',
        value: (sent - body) / wire.length,
        unit: 'B',
      },
      {
        metric: 'upload responses received per minute',
        value: received / minutes / 1024,
        unit: 'KB',
      },
    ],
    notes: [
      `${recorded.mimeType} requested at ${recorded.bitsPerSecond} bit/s (the stored-bit-rate row's floor), ${secondsPerAnswer} s per answer, two answers; ${wire.length} upload requests.`,
      'Overhead counts each upload’s request line, headers and body as Chromium sent them over HTTP/1.1 to the hosting emulator.',
    ],
    raw: { recorded, storedBytes, storedChunks, uploads: wire.length, sent, body, received },
  };
}
