/* global window, document, MediaRecorder, FileReader -- page functions run in the browser */
// Video: what a recorded answer costs to store, upload and play back. Part of `npm run bench`.
//  - Chromium records its fake camera and microphone with the candidate's settings (the web's
//    first supported WebM type, the top video bit rate, the recorder's 2 s slices); the chunks go
//    through the real upload endpoint (POST …/media) in order, from Node, via a counting proxy:
//    stored bytes per minute beside what the recorder made, and bytes on the wire ÷ stored.
//  - The same proxy fails 20 % of upload requests (half refused with a 503 before the API sees
//    them, half stored and then the connection cut before the answer), with the web uploader's
//    retry policy (its delays read from chunk-uploader.ts): chunks lost must be 0.
//  - 1- and 5-minute answers made by repeating the recording's clusters (timestamps moved on, so
//    each is one continuous WebM), uploaded in 2 s-sized chunks: in Chromium, time to the first
//    frame and to a seek at 80 % through the review's streaming route (a playback grant, the
//    <video> fetching its own ranges through the hosting rewrite) beside the very same bytes as
//    a static file (express.static here: the hosting emulator answers no Range request, so a
//    <video> cannot seek in a file it serves); and the API's memory per playback request,
//    measured in this process (the compiled Express app served here against the same emulators),
//    for the 1-minute beside the 5-minute answer.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Decoder } from 'ts-ebml';
import * as constants from '../functions/lib/shared/constants.js';
import { collections } from '../functions/lib/shared/contract/collections.js';
import { admin, createOrgWithStaff, median, scheduleInterview } from './support.mjs';

process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';

const root = resolve(import.meta.dirname, '..');
const FAULT_RATE = 0.2;
const SEEK_AT = 0.8;

/** The web uploader's back-off, read from its source so the bench cannot drift from it. */
function webRetryDelays() {
  const source = readFileSync(
    join(root, 'web', 'src', 'features', 'candidate', 'audio', 'chunk-uploader.ts'),
    'utf8',
  );
  const list = /RETRY_DELAYS_MS\s*=\s*\[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('RETRY_DELAYS_MS not found in chunk-uploader.ts');
  return list.split(',').map((n) => Number(n.replace(/_/g, '').trim()));
}
/** As the web uploader decides: no answer, 429 and 5xx are tried again; other 4xx are final. */
const retryable = (status) => status === undefined || status === 429 || status >= 500;

/** Stops a server of this bench, ending any connection a client left open. */
function closeServer(server) {
  server.closeAllConnections();
  return new Promise((done) => server.close(done));
}

/** A small seeded generator, so a run's faults are the same every time. */
function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- Recording in Chromium ----

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

async function recordAnswer(chromium, { chromiumPath, chromiumArgs }, ms) {
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
function loopWebm(file, targetMs) {
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
function chunksOf(file, durationMs) {
  const count = Math.max(1, Math.ceil(durationMs / constants.AUDIO_CHUNK_INTERVAL_MS));
  const size = Math.ceil(file.length / count);
  const chunks = [];
  for (let at = 0; at < file.length; at += size) chunks.push(file.subarray(at, at + size));
  return chunks;
}

// ---- Answers to upload into ----

/**
 * A consented copy of the scheduled interview with its first question open on a take of its own,
 * written to Firestore as consenting and opening the question would (an upload is accepted only
 * for the question's current take).
 */
async function openAnswer(template) {
  const { db } = await admin();
  const { Timestamp } = await import('firebase-admin/firestore');
  const interviews = db.collection(collections.interviews.path());
  const found = await interviews.where('sessionId', '==', template.sessionId).limit(1).get();
  const record = found.docs[0].data();
  const questionId = record.questions[0].id;
  const ref = interviews.doc();
  const sessionId = randomBytes(16).toString('base64url');
  const takeId = randomBytes(12).toString('base64url');
  const now = Timestamp.now();
  const batch = db.batch();
  batch.create(ref, { ...record, sessionId, consentedAt: now });
  batch.create(db.doc(collections.attempts.doc(ref.id, questionId)), {
    questionId,
    take: 1,
    takeId,
    shownAt: now,
    startedAt: now,
    deadlineAt: null,
    endedAt: null,
    retakesUsed: 0,
  });
  await batch.commit();
  return { interviewId: ref.id, sessionId, questionId, takeId };
}

// ---- Uploading through a counting, fault-injecting proxy ----

/**
 * An HTTP proxy in front of the hosting emulator. It counts what each request carried on the
 * wire (request line, headers, body) and, at `faultRate`, fails it: half refused with a 503 before
 * the API sees them, half passed on (so stored) and the connection then cut before the answer.
 */
async function startProxy(targetOrigin) {
  const target = new URL(targetOrigin);
  const state = { faultRate: 0, random: mulberry32(20261122) };
  const stats = { requests: 0, sent: 0, body: 0, refused: 0, cut: 0 };
  const server = http.createServer((req, res) => {
    const pieces = [];
    req.on('data', (piece) => pieces.push(piece));
    req.on('end', () => {
      const body = Buffer.concat(pieces);
      let head = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`;
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        head += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
      stats.requests++;
      stats.sent += Buffer.byteLength(`${head}\r\n`) + body.length;
      stats.body += body.length;
      const roll = state.faultRate > 0 ? state.random() : 1;
      if (roll < state.faultRate / 2) {
        stats.refused++;
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end('{"error":"injected fault"}');
        return;
      }
      const cut = roll < state.faultRate;
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          if (cut) {
            answer.resume();
            answer.on('end', () => {
              stats.cut++;
              req.socket.destroy();
            });
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      upstream.end(body);
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stats,
    setFaultRate(rate) {
      state.faultRate = rate;
    },
    reset() {
      Object.assign(stats, { requests: 0, sent: 0, body: 0, refused: 0, cut: 0 });
    },
    close: () => closeServer(server),
  };
}

/** Uploads an answer's chunks one at a time, in order, retrying as the web uploader does. */
async function uploadAnswer(origin, answer, chunks, mimeType, delays) {
  let retries = 0;
  let failed = 0;
  for (const [seq, chunk] of chunks.entries()) {
    const query = new URLSearchParams({
      questionId: answer.questionId,
      seq: String(seq),
      take: answer.takeId,
    });
    const url = `${origin}/api/public/interviews/${answer.sessionId}/media?${query}`;
    for (let attempt = 0; ; attempt++) {
      let status;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': mimeType },
          body: chunk,
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = undefined;
      }
      if (status !== undefined && status < 300) break;
      if (!retryable(status) || attempt >= delays.length) {
        failed++;
        break;
      }
      retries++;
      await new Promise((done) => setTimeout(done, delays[attempt]));
    }
  }
  return { retries, failed };
}

/** The answer's stored chunk objects (its take's), by seq. */
async function storedChunks(answer) {
  const { bucket, mediaTakePrefix } = await import('../functions/lib/lib/storage.js');
  const prefix = mediaTakePrefix(answer.interviewId, answer.questionId, answer.takeId);
  const [files] = await bucket().getFiles({ prefix });
  const chunks = new Map();
  for (const file of files) {
    const name = file.name.slice(prefix.length);
    if (/^\d+$/.test(name)) chunks.set(Number(name), (await file.download())[0]);
  }
  return chunks;
}

/** Chunks missing from the store or stored with other bytes than were recorded. */
function lostChunks(chunks, stored) {
  return chunks.filter((chunk, seq) => !stored.get(seq)?.equals(chunk)).length;
}

// ---- Playback ----

async function playbackGrant(origin, idToken, interviewId) {
  const res = await fetch(`${origin}/api/interviews/${interviewId}/playback-grant`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}` },
  });
  if (!res.ok) throw new Error(`playback grant: ${res.status} ${await res.text()}`);
  return (await res.json()).grant;
}

const recordingPath = (answer, grant) =>
  `/api/interviews/${answer.interviewId}/recordings/${answer.questionId}?grant=${encodeURIComponent(grant)}`;

/** In the page: a <video> from `src` to its first frame, then a seek to `seekAt` of it. */
async function playInPage({ src, seekAt }) {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  const nextFrame = () =>
    new Promise((done, fail) => {
      const timer = window.setTimeout(() => fail(new Error('no frame in 60 s')), 60_000);
      video.requestVideoFrameCallback((now, meta) => {
        window.clearTimeout(timer);
        done(meta);
      });
    });
  const t0 = performance.now();
  video.src = src;
  document.body.append(video);
  const first = nextFrame();
  await video.play();
  await first;
  const firstFrameMs = performance.now() - t0;
  const duration = video.duration;
  if (!Number.isFinite(duration)) return { firstFrameMs, duration, seekMs: NaN };
  const target = duration * seekAt;
  const t1 = performance.now();
  const seeked = new Promise((done) => video.addEventListener('seeked', done, { once: true }));
  video.currentTime = target;
  await seeked;
  // The first frame shown from the new place.
  for (;;) {
    const meta = await nextFrame();
    if (meta.mediaTime >= target - 1) break;
  }
  const seekMs = performance.now() - t1;
  video.pause();
  video.removeAttribute('src');
  video.load();
  return { firstFrameMs, duration, seekMs };
}

/** Alternating trials (a fresh browser context each, so nothing is cached) of both sources. */
async function comparePlayback(browser, pageUrl, sources, trials) {
  const results = Object.fromEntries(Object.keys(sources).map((k) => [k, []]));
  for (let i = 0; i < trials; i++) {
    for (const [name, src] of Object.entries(sources)) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(pageUrl);
        results[name].push(await page.evaluate(playInPage, { src, seekAt: SEEK_AT }));
      } finally {
        await context.close();
      }
    }
  }
  return results;
}

// ---- Server memory per playback request, in this process ----

function gc() {
  setFlagsFromString('--expose-gc');
  runInNewContext('gc')();
}

/**
 * What the API holds per playback request, with the compiled API served in this process (against
 * the same emulators): `parallel` full reads of one recording at once, each pausing half way, as
 * a player whose buffer is full does; with all of them paused, a garbage collection, then the JS
 * heap plus buffers over the idle process, per request. A server that streams holds its pipe's
 * buffers; one that loads the file holds the file. Median of `rounds`.
 */
async function memoryPerRequest(apiOrigin, path, size, parallel, rounds) {
  const usage = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  // The first request loads modules and opens clients: not part of any round.
  await (await fetch(`${apiOrigin}${path}`)).arrayBuffer();
  const perRequest = [];
  for (let round = 0; round < rounds; round++) {
    gc();
    await new Promise((done) => setTimeout(done, 100));
    gc();
    const idle = usage();
    let arrived = 0;
    let allPaused;
    const paused = new Promise((done) => (allPaused = done));
    const responses = [];
    // node:http readers: a paused response stops reading its socket, so TCP backpressure reaches
    // the server, and the reader itself holds no more than its stream's small buffer.
    const reads = Promise.all(
      Array.from(
        { length: parallel },
        () =>
          new Promise((done, fail) => {
            http
              .get(`${apiOrigin}${path}`, (res) => {
                if (res.statusCode !== 200) fail(new Error(`GET recording: ${res.statusCode}`));
                let received = 0;
                let held = false;
                res.on('data', (piece) => {
                  received += piece.length;
                  if (!held && received >= size / 2) {
                    held = true;
                    res.pause();
                    responses.push(res);
                    if (++arrived === parallel) allPaused();
                  }
                });
                res.on('end', () =>
                  received === size ? done() : fail(new Error(`read ${received} of ${size} bytes`)),
                );
                res.on('error', fail);
              })
              .on('error', fail);
          }),
      ),
    );
    await Promise.race([paused, reads]);
    // Let the server fill whatever its pipe holds while the reader waits.
    await new Promise((done) => setTimeout(done, 300));
    gc();
    await new Promise((done) => setTimeout(done, 100));
    gc();
    perRequest.push((usage() - idle) / parallel);
    for (const res of responses) res.resume();
    await reads;
  }
  return median(perRequest);
}

/** The directory over HTTP with Range support (express.static), as a static host serves it. */
async function serveStatic(dir) {
  const { default: express } = await import('express');
  const app = express();
  app.use(express.static(dir));
  const server = http.createServer(app);
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => closeServer(server),
  };
}

async function serveApiHere() {
  process.env.GCLOUD_PROJECT ??= 'demo-hiq';
  const { createApp } = await import('../functions/lib/app.js');
  const server = http.createServer(createApp());
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => closeServer(server),
  };
}

// ---- The bench ----

export async function measure({ hostingOrigin, chromiumPath, chromiumArgs, log, quick }) {
  const recordSeconds = quick ? 12 : 30;
  const trials = quick ? 2 : 5;
  const delays = webRetryDelays();
  const { chromium } = await import('@playwright/test');

  log(`video: recording ${recordSeconds} s of the fake camera in Chromium`);
  const recording = await recordAnswer(
    chromium,
    { chromiumPath, chromiumArgs },
    recordSeconds * 1000,
  );
  const { mimeType } = recording;
  const recordedBytes = recording.chunks.reduce((sum, c) => sum + c.length, 0);
  const recordedMinutes = recording.recordedMs / 60_000;

  await admin();
  const { staff } = await createOrgWithStaff('Video Corp');
  const template = await scheduleInterview(hostingOrigin, staff.idToken, 'Vera Video');
  const proxy = await startProxy(hostingOrigin);
  const staticDir = join(root, '.cache', 'bench', 'video-static');
  let staticServer;
  let api;
  try {
    // Stored per minute and upload overhead: the real recording, no faults.
    const real = await openAnswer(template);
    await uploadAnswer(proxy.origin, real, recording.chunks, mimeType, delays);
    const upload = { ...proxy.stats };
    const realStored = await storedChunks(real);
    const storedBytes = [...realStored.values()].reduce((sum, c) => sum + c.length, 0);
    const realLost = lostChunks(recording.chunks, realStored);
    log(
      `video: ${recording.chunks.length} chunks / ${recordedBytes} bytes recorded (${mimeType}), ${realStored.size} / ${storedBytes} stored, ${upload.requests} requests / ${upload.sent} bytes sent`,
    );

    // The longer answers.
    const whole = Buffer.concat(recording.chunks);
    const oneMinute = loopWebm(whole, 60_000);
    const fiveMinutes = loopWebm(whole, 5 * 60_000);
    const oneMinuteChunks = chunksOf(oneMinute.file, oneMinute.durationMs);
    const fiveMinuteChunks = chunksOf(fiveMinutes.file, fiveMinutes.durationMs);
    const tenMinutes = loopWebm(whole, 10 * 60_000);
    const tenMinuteChunks = chunksOf(tenMinutes.file, tenMinutes.durationMs);

    // Faults: the 1-minute answer's chunks with 20 % of requests failing.
    proxy.reset();
    proxy.setFaultRate(FAULT_RATE);
    const faulty = await openAnswer(template);
    log(
      `video: uploading ${oneMinuteChunks.length} chunks with ${FAULT_RATE * 100} % of requests failing`,
    );
    const faultRun = await uploadAnswer(proxy.origin, faulty, oneMinuteChunks, mimeType, delays);
    const faults = { ...proxy.stats };
    proxy.setFaultRate(0);
    const faultLost = lostChunks(oneMinuteChunks, await storedChunks(faulty));

    // The 1- and 5-minute answers, stored as an upload stores them.
    const answers = {};
    for (const [name, chunks] of [
      ['1 min', oneMinuteChunks],
      ['5 min', fiveMinuteChunks],
      ['10 min', tenMinuteChunks],
    ]) {
      const answer = await openAnswer(template);
      const sent = await uploadAnswer(hostingOrigin, answer, chunks, mimeType, delays);
      if (sent.failed) throw new Error(`the ${name} answer's upload failed`);
      answers[name] = {
        ...answer,
        grant: await playbackGrant(hostingOrigin, staff.idToken, answer.interviewId),
      };
    }

    // The first playback request builds the seekable head; later ones read it.
    const heads = {};
    const served = {};
    for (const [name, answer] of Object.entries(answers)) {
      const t0 = performance.now();
      const first = await fetch(`${hostingOrigin}${recordingPath(answer, answer.grant)}`, {
        headers: { Range: 'bytes=0-1023' },
      });
      await first.arrayBuffer();
      heads[name] = performance.now() - t0;
      if (first.status !== 206) throw new Error(`GET recording (${name}): ${first.status}`);
      const full = await fetch(`${hostingOrigin}${recordingPath(answer, answer.grant)}`);
      served[name] = Buffer.from(await full.arrayBuffer());
    }

    // The 5-minute answer: the streaming route beside the same bytes as a static file.
    mkdirSync(staticDir, { recursive: true });
    const staticName = `answer-${randomBytes(6).toString('hex')}.webm`;
    writeFileSync(join(staticDir, staticName), served['5 min']);
    writeFileSync(
      join(staticDir, 'player.html'),
      '<!doctype html><title>player</title><body></body>',
    );
    staticServer = await serveStatic(staticDir);
    // The same API code served here, without the emulators' hops, tells the route from the stack.
    api = await serveApiHere();
    log(`video: playing the 5-minute answer, ${trials} trials each way`);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    let playback;
    try {
      playback = await comparePlayback(
        browser,
        `${staticServer.origin}/player.html`,
        {
          streamed: `${hostingOrigin}${recordingPath(answers['5 min'], answers['5 min'].grant)}`,
          inProcess: `${api.origin}${recordingPath(answers['5 min'], answers['5 min'].grant)}`,
          static: `${staticServer.origin}/${staticName}`,
        },
        trials,
      );
    } finally {
      await browser.close();
    }
    const m = (name, key) => median(playback[name].map((r) => r[key]));

    // Memory per playback request, the compiled API in this process.
    const parallel = 12;
    const rounds = quick ? 2 : 3;
    // The 5- and 10-minute answers: a reader paused half way leaves the server mid-stream in both
    // (a 1-minute answer's other half fits in the sockets' buffers, so its response has ended).
    const memory = {};
    for (const name of ['5 min', '10 min'])
      memory[name] = await memoryPerRequest(
        api.origin,
        recordingPath(answers[name], answers[name].grant),
        served[name].length,
        parallel,
        rounds,
      );

    const kb = (bytes) => bytes / 1024;
    const mb = (bytes) => bytes / 2 ** 20;
    const requestedBitRate =
      constants.VIDEO_BITS_PER_SECOND_STEPS[0] + constants.AUDIO_BITS_PER_SECOND;
    return {
      title: 'Video (Chromium fake camera, the upload endpoint, the review streaming route)',
      rows: [
        { metric: 'video recorded', value: recording.recordedMs / 1000, unit: 's' },
        {
          metric: 'stored per minute of video',
          value: mb(storedBytes / recordedMinutes),
          unit: 'MB',
          floor: mb(recordedBytes / recordedMinutes),
        },
        {
          metric: 'stored bit rate',
          value: (storedBytes * 8) / (recording.recordedMs / 1000) / 1000,
          unit: 'kbit/s',
          floor: requestedBitRate / 1000,
        },
        {
          metric: 'chunks stored / recorded (no faults)',
          value: `${realStored.size} / ${recording.chunks.length}`,
          target: 'all',
          ok: realLost === 0 && realStored.size === recording.chunks.length,
        },
        {
          metric: 'upload bytes sent ÷ stored',
          value: upload.sent / storedBytes,
          floor: 1,
          target: '≤ 1.05',
          ok: upload.sent / storedBytes <= 1.05,
        },
        {
          metric: `chunks lost, ${FAULT_RATE * 100} % of uploads failing`,
          value: faultLost,
          target: '0',
          ok: faultLost === 0,
        },
        {
          metric: `time to first frame, 5 min answer (streamed ÷ static)`,
          value: m('streamed', 'firstFrameMs'),
          unit: 'ms',
          floor: m('static', 'firstFrameMs'),
          target: '≤ 1.5×',
          ok: m('streamed', 'firstFrameMs') <= 1.5 * m('static', 'firstFrameMs'),
        },
        {
          metric: `time to seek to ${SEEK_AT * 100} %, 5 min answer (streamed ÷ static)`,
          value: m('streamed', 'seekMs'),
          unit: 'ms',
          floor: m('static', 'seekMs'),
          target: '≤ 1.5×',
          ok: m('streamed', 'seekMs') <= 1.5 * m('static', 'seekMs'),
        },
        {
          metric: 'first frame, same route served in-process (÷ static)',
          value: m('inProcess', 'firstFrameMs'),
          unit: 'ms',
          floor: m('static', 'firstFrameMs'),
        },
        {
          metric: 'seek, same route served in-process (÷ static)',
          value: m('inProcess', 'seekMs'),
          unit: 'ms',
          floor: m('static', 'seekMs'),
        },
        {
          metric: 'first playback request (builds the seekable head), 5 min',
          value: heads['5 min'],
          unit: 'ms',
          floor: heads['1 min'],
        },
        {
          metric: 'API memory per paused playback request, 10 min (÷ 5 min)',
          value: kb(memory['10 min']),
          unit: 'KB',
          floor: kb(memory['5 min']),
          target: '≤ 1.5×',
          ok: memory['10 min'] <= 1.5 * Math.max(memory['5 min'], 64 * 1024),
        },
      ],
      notes: [
        `${mimeType} at ${constants.VIDEO_BITS_PER_SECOND_STEPS[0]} + ${constants.AUDIO_BITS_PER_SECOND} bit/s requested (the stored-bit-rate floor), ${constants.AUDIO_CHUNK_INTERVAL_MS / 1000} s slices; the stored-per-minute floor is what the recorder handed over.`,
        `Uploads from Node (fetch, HTTP/1.1 keep-alive) through a proxy that counts each request's line, headers and body; the fault run's ${faults.requests} requests had ${faults.refused} refused before the API and ${faults.cut} cut after it stored them, ${faultRun.retries} retries (the web uploader's delays ${delays.join(', ')} ms).`,
        `Playback: ${trials} alternating trials, a fresh browser context each, median; the static file is the streamed file's bytes (${served['5 min'].length} bytes, ${(fiveMinutes.durationMs / 60_000).toFixed(1)} min) from express.static in the bench (ranges; the hosting emulator's static server answers none, so no seek there); the streamed one goes through the hosting rewrite and the functions emulator, the in-process rows are the same route served by the compiled API in this process (no emulator hops).`,
        `Memory: ${parallel} full reads at once of each answer (${served['5 min'].length} and ${served['10 min'].length} bytes), each reader paused half way so the server is mid-stream in both, then after a garbage collection the JS heap + buffers over the idle process per request (client side included), median of ${rounds} rounds. The target allows 1.5× the 5-minute figure (at least 64 KB): what a request holds must not grow with the answer's length.`,
      ],
      raw: {
        recording: {
          mimeType,
          recordedMs: recording.recordedMs,
          chunks: recording.chunks.length,
          recordedBytes,
        },
        storedBytes,
        upload,
        faults,
        faultRun,
        heads,
        playback,
        memory,
      },
    };
  } finally {
    await proxy.close();
    await api?.close();
    await staticServer?.close();
    rmSync(staticDir, { recursive: true, force: true });
  }
}
