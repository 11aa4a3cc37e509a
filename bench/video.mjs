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
//    frame, to a seek at 80 % made at that frame and to a reviewer's seek to 40 % 1.5 s later,
//    through the review's streaming route (a playback grant, the <video> fetching its own ranges
//    through the hosting rewrite) beside the very same bytes as a static file (express.static
//    here: the hosting emulator answers no Range request, so a <video> cannot seek in a file it
//    serves); and the API's memory per playback request, measured in this process (the compiled
//    Express app served here against the same emulators), for the 1-minute beside the 5-minute
//    answer.
// The pieces live in bench/video/: media (recording, longer answers), upload (answers, proxy,
// uploader), playback (grants, the <video> timings), memory (per paused request), servers.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import * as constants from '../functions/lib/shared/constants/capture.js';
import { admin, createOrgWithStaff, median, scheduleInterview } from './support.mjs';
import { withIdleShare } from './video/cpu.mjs';
import { chunksOf, loopWebm, recordAnswer } from './video/media.mjs';
import { memoryPerRequest } from './video/memory.mjs';
import {
  comparePlayback,
  playbackGrant,
  rangeRequestTimes,
  recordingPath,
} from './video/playback.mjs';
import { serveApiHere, serveStatic } from './video/servers.mjs';
import {
  completeInterview,
  lostChunks,
  openAnswer,
  startProxy,
  storedChunks,
  uploadAnswer,
  webRetryDelays,
} from './video/upload.mjs';

process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';

const root = resolve(import.meta.dirname, '..');
const FAULT_RATE = 0.2;
const SEEK_AT = 0.8;
/**
 * A reviewer's seek (a click on the bar or on a transcript segment): back to the middle, once the
 * answer has played for SETTLE_MS after the first seek, as a person's next click comes; the player
 * has then stopped reading ahead. The seek made the moment the first frame shows (SEEK_AT) is
 * printed too: it lands while the player's first read-ahead is still coming through every hop.
 */
const SEEK_AGAIN_AT = 0.4;
const SETTLE_MS = 1_500;
/** What a player reads after a seek before it shows a frame, about: a few seconds of video. */
const RANGE_BYTES = 512 * 1024;

// ---- The bench ----

export async function measure({ hostingOrigin, chromiumPath, chromiumArgs, log, quick }) {
  const recordSeconds = quick ? 12 : 30;
  // Seeks on this machine vary by 2–4× from one trial to the next (static ones too): a median
  // needs more than a handful of them.
  const trials = quick ? 2 : 15;
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

    // Reviewers play completed interviews (the route reuses a completed answer's layout for a few
    // seconds): the 5-minute one is completed now, its head already built.
    await completeInterview(answers['5 min']);

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
    const fiveMinutePath = recordingPath(answers['5 min'], answers['5 min'].grant);
    log(`video: playing the 5-minute answer, ${trials} trials each way`);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    let playback;
    let playbackIdle;
    try {
      ({ result: playback, idleShare: playbackIdle } = await withIdleShare(() =>
        comparePlayback(
          browser,
          `${staticServer.origin}/player.html`,
          {
            streamed: `${hostingOrigin}${fiveMinutePath}`,
            inProcess: `${api.origin}${fiveMinutePath}`,
            static: `${staticServer.origin}/${staticName}`,
          },
          { trials, seekAt: SEEK_AT, seekAgainAt: SEEK_AGAIN_AT, settleMs: SETTLE_MS },
        ),
      ));
    } finally {
      await browser.close();
    }
    const m = (name, key) => median(playback[name].map((r) => r[key]));
    // A seek's worth of the same bytes at the seek's place, by each path, from this process.
    const ranges = await rangeRequestTimes(
      {
        emulators: `${hostingOrigin}${fiveMinutePath}`,
        inProcess: `${api.origin}${fiveMinutePath}`,
        static: `${staticServer.origin}/${staticName}`,
      },
      {
        offset: Math.floor(served['5 min'].length * SEEK_AT),
        bytes: RANGE_BYTES,
        requests: quick ? 5 : 21,
      },
    );

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
          metric: `time to a reviewer's seek to ${SEEK_AGAIN_AT * 100} %, 5 min answer (streamed ÷ static)`,
          value: m('streamed', 'settledSeekMs'),
          unit: 'ms',
          floor: m('static', 'settledSeekMs'),
          target: '≤ 1.5×',
          ok: m('streamed', 'settledSeekMs') <= 1.5 * m('static', 'settledSeekMs'),
        },
        {
          metric: `a seek to ${SEEK_AT * 100} % the moment the first frame shows (streamed ÷ static)`,
          value: m('streamed', 'seekMs'),
          unit: 'ms',
          floor: m('static', 'seekMs'),
        },
        {
          metric: 'first frame, same route served in-process (÷ static)',
          value: m('inProcess', 'firstFrameMs'),
          unit: 'ms',
          floor: m('static', 'firstFrameMs'),
        },
        {
          metric: "reviewer's seek, same route served in-process (÷ static)",
          value: m('inProcess', 'settledSeekMs'),
          unit: 'ms',
          floor: m('static', 'settledSeekMs'),
        },
        {
          metric: 'seek at the first frame, same route served in-process (÷ static)',
          value: m('inProcess', 'seekMs'),
          unit: 'ms',
          floor: m('static', 'seekMs'),
        },
        {
          metric: `${RANGE_BYTES / 1024} KiB at ${SEEK_AT * 100} % from Node: the route in-process ÷ static`,
          value: median(ranges.inProcess),
          unit: 'ms',
          floor: median(ranges.static),
        },
        {
          metric: `${RANGE_BYTES / 1024} KiB at ${SEEK_AT * 100} % from Node: via the emulators ÷ in-process`,
          value: median(ranges.emulators),
          unit: 'ms',
          floor: median(ranges.inProcess),
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
        `Playback: ${trials} trials of each source, their order turned each trial, a fresh browser context each, median; the static file is the streamed file's bytes (${served['5 min'].length} bytes, ${(fiveMinutes.durationMs / 60_000).toFixed(1)} min) from express.static in the bench (ranges; the hosting emulator's static server answers none, so no seek there); the streamed one goes through the hosting rewrite and the functions emulator, the in-process rows are the same route served by the compiled API in this process (no emulator hops). The reviewer's seek is made ${SETTLE_MS / 1000} s after the first one's frame, to ${SEEK_AGAIN_AT * 100} %, with nothing else under way; the first seek, to ${SEEK_AT * 100} %, as soon as the first frame is shown, while the player's read-ahead from the start is still passing through the hosting and functions emulators. The machine's CPU was ${playbackIdle === null ? 'not read (no /proc/stat)' : `${(playbackIdle * 100).toFixed(0)} % idle`} over the playback trials (Chromium decoding and the emulators' processes share ${availableParallelism()} cores). Its interview is completed before it is played, as a reviewer finds it. The ranges from Node: ${RANGE_BYTES / 1024} KiB at the seek's place, each path ${ranges.static.length} times, alternating, median.`,
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
        playbackIdle,
        ranges,
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
