// Real recorded video answers for the seeded completed interviews. espeak-ng speaks each demo
// answer (functions/src/cli/demo-answers.ts) one sentence at a time, so every sentence's place in
// the answer is known; Debian's Chromium plays that speech into its fake microphone and records it
// with its fake camera through MediaRecorder, as a candidate's browser would. The chunks and the
// timed sentences land in .cache/demo-media, keyed by the answers' text and the recording
// settings, so this runs once per machine; the seed stores them (functions/src/cli/seed.ts).
// `node scripts/lib/demo-media.mjs` prepares them on its own. Needs the functions built.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium.mjs';
import { cacheDir, log, root } from './setup.mjs';

const DEMO_MEDIA_DIR = join(cacheDir, 'demo-media');
/** Written last: the seed reads the recorded answers from it. */
const DEMO_MEDIA_MANIFEST = join(DEMO_MEDIA_DIR, 'manifest.json');

/** Silence before the first sentence (the recorder starts a moment after the microphone). */
const LEAD_MS = 800;
/** Silence between sentences, as a speaker pauses. */
const GAP_MS = 450;
const TAIL_MS = 700;
/** espeak-ng's words per minute: slow enough to follow, and 10–25 s per answer. */
const WORDS_PER_MINUTE = 150;
/** A PCM16 sample this loud is speech, not silence (espeak-ng's silence is exact zeros). */
const VOICED_PCM16 = 600;

async function recordingSettings() {
  const constants = await import(
    join(root, 'functions', 'lib', 'shared', 'constants', 'capture.js')
  );
  return {
    mimeType: 'video/webm;codecs=vp8,opus',
    videoBitsPerSecond: constants.VIDEO_BITS_PER_SECOND_STEPS[0],
    audioBitsPerSecond: constants.AUDIO_BITS_PER_SECOND,
    timesliceMs: constants.AUDIO_CHUNK_INTERVAL_MS,
    ...constants.VIDEO_RECORDING_CONSTRAINTS,
  };
}

async function demoAnswers() {
  const module = await import(join(root, 'functions', 'lib', 'cli', 'demo-answers.js'));
  return module.DEMO_ANSWERS;
}

const hasCommand = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

/** The mono PCM16 samples of a WAV file (espeak-ng writes 22 050 Hz mono PCM16). */
export function readWav(buffer) {
  let offset = 12;
  let format;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        channels: buffer.readUInt16LE(body + 2),
        sampleRate: buffer.readUInt32LE(body + 4),
        bits: buffer.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.channels !== 1 || format.bits !== 16)
        throw new Error('expected a mono 16-bit WAV from espeak-ng');
      const end = Math.min(buffer.length, body + size);
      const samples = new Int16Array((end - body) >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = buffer.readInt16LE(body + i * 2);
      return { sampleRate: format.sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk in the WAV');
}

export function writeWav(file, { sampleRate, samples }) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length * 2, 40);
  const body = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => body.writeInt16LE(s, i * 2));
  writeFileSync(file, Buffer.concat([header, body]));
}

/** First and last sample index of speech (espeak-ng pads each sentence with silence). */
function voicedSpan(samples) {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) < VOICED_PCM16) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]) < VOICED_PCM16) last--;
  return { first, last };
}

/**
 * One WAV of the answer's sentences with pauses between them, and each sentence's voiced span in
 * it: the answer's segments, in milliseconds from the WAV's start.
 */
export function joinSentences(sentenceWavs, sentences) {
  const { sampleRate } = sentenceWavs[0];
  const ms = (n) => Math.round((n * 1000) / sampleRate);
  const silence = (millis) => new Int16Array(Math.round((millis * sampleRate) / 1000));
  const parts = [silence(LEAD_MS)];
  const segments = [];
  let at = parts[0].length;
  sentenceWavs.forEach((wav, i) => {
    if (wav.sampleRate !== sampleRate) throw new Error('sentences at different sample rates');
    const { first, last } = voicedSpan(wav.samples);
    segments.push({
      text: sentences[i],
      offsetMs: ms(at + first),
      durationMs: ms(last - first + 1),
    });
    parts.push(wav.samples);
    at += wav.samples.length;
    const pause = silence(i === sentenceWavs.length - 1 ? TAIL_MS : GAP_MS);
    parts.push(pause);
    at += pause.length;
  });
  const samples = new Int16Array(at);
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  return { wav: { sampleRate, samples }, segments, durationMs: ms(samples.length) };
}

/**
 * Records the fake camera and the microphone (playing the answer's WAV) for `ms` in the page, with
 * the candidate's recorder settings; returns the chunks, where speech begins in the recording
 * (decoded in the page) and the video's size.
 */
/* global document, window, MediaRecorder, OfflineAudioContext, FileReader -- recordInPage runs in the browser */
async function recordInPage({ ms, settings }) {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { width: settings.width, height: settings.height },
    audio: true,
  });
  const recorder = new MediaRecorder(stream, {
    mimeType: settings.mimeType,
    videoBitsPerSecond: settings.videoBitsPerSecond,
    audioBitsPerSecond: settings.audioBitsPerSecond,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(settings.timesliceMs);
  await new Promise((resolve) => window.setTimeout(resolve, ms));
  recorder.stop();
  await stopped;
  stream.getTracks().forEach((track) => track.stop());

  const file = new Blob(chunks, { type: settings.mimeType });
  const audio = await new OfflineAudioContext(1, 1, 48_000).decodeAudioData(
    await file.arrayBuffer(),
  );
  const pcm = audio.getChannelData(0);
  let firstVoiced = 0;
  while (firstVoiced < pcm.length && Math.abs(pcm[firstVoiced]) < 0.02) firstVoiced++;
  const video = document.createElement('video');
  video.muted = true;
  const size = await new Promise((resolve, reject) => {
    video.onloadedmetadata = () => resolve({ width: video.videoWidth, height: video.videoHeight });
    video.onerror = () => reject(new Error('the recording does not load as video'));
    video.src = URL.createObjectURL(file);
  });
  const base64 = (blob) =>
    new Promise((resolve) => {
      const reader = new FileReader();
      // data:<type>;base64,<data>; the type itself holds a comma (codecs=vp8,opus).
      reader.onload = () => resolve(String(reader.result).split(';base64,')[1]);
      reader.readAsDataURL(blob);
    });
  return {
    chunks: await Promise.all(chunks.map(base64)),
    speechStartsMs: firstVoiced < pcm.length ? (firstVoiced * 1000) / audio.sampleRate : null,
    audioMs: audio.duration * 1000,
    ...size,
  };
}

/** One Chromium per answer: the fake microphone plays one file for the whole browser. */
async function recordAnswer(chromium, wavFile, durationMs, settings) {
  const browser = await chromium.launch({
    executablePath: HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${wavFile}`],
  });
  // A browser that never finishes (a camera that never opens) must not hold up npm start.
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void browser.close();
  }, durationMs + 60_000);
  try {
    const page = await browser.newPage();
    // getUserMedia needs a secure context; http://localhost is one, served from here.
    const url = 'http://localhost/hiq-demo-recorder';
    await page.route(url, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>recorder</title>' }),
    );
    await page.goto(url);
    return await page.evaluate(recordInPage, { ms: durationMs, settings });
  } catch (error) {
    throw timedOut ? new Error(`Chromium did not finish recording in time`) : error;
  } finally {
    clearTimeout(timer);
    await browser.close();
  }
}

const exec = promisify(execFile);

async function recordAll(answers, settings, dir) {
  const { chromium } = await import('@playwright/test');
  const work = join(dir, 'speech');
  mkdirSync(work, { recursive: true });
  return Promise.all(
    answers.map(async (answer) => {
      const name = `${answer.interviewId}-${answer.questionIndex}`;
      const sentenceWavs = [];
      for (const [i, sentence] of answer.sentences.entries()) {
        const file = join(work, `${name}-${i}.wav`);
        await exec('espeak-ng', ['-s', String(WORDS_PER_MINUTE), '-w', file, sentence]);
        sentenceWavs.push(readWav(readFileSync(file)));
      }
      const spoken = joinSentences(sentenceWavs, answer.sentences);
      const wavFile = join(work, `${name}.wav`);
      writeWav(wavFile, spoken.wav);
      const recorded = await recordAnswer(chromium, wavFile, spoken.durationMs, settings);
      if (recorded.speechStartsMs === null) throw new Error(`no speech was recorded for ${name}`);
      if (!(recorded.width > 0)) throw new Error(`no video was recorded for ${name}`);
      // The microphone began playing before the recorder started: move every segment by the
      // difference between where speech starts in the recording and in the WAV.
      const shift = recorded.speechStartsMs - spoken.segments[0].offsetMs;
      const segments = spoken.segments.map((s) => ({
        ...s,
        offsetMs: Math.max(0, Math.round(s.offsetMs + shift)),
      }));
      const chunks = recorded.chunks.map((data, seq) => {
        const file = `${name}-${String(seq).padStart(5, '0')}.webm`;
        writeFileSync(join(dir, file), Buffer.from(data, 'base64'));
        return file;
      });
      return {
        interviewId: answer.interviewId,
        questionIndex: answer.questionIndex,
        transcript: answer.sentences.join(' '),
        segments,
        mimeType: settings.mimeType,
        durationMs: Math.round(recorded.audioMs),
        width: recorded.width,
        height: recorded.height,
        chunks,
      };
    }),
  );
}

function readManifest() {
  try {
    return JSON.parse(readFileSync(DEMO_MEDIA_MANIFEST, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Makes sure .cache/demo-media holds recordings of the current demo answers. Never fails the
 * caller: without Chromium or espeak-ng, or when recording fails, it says why and the seed stores
 * the answers without media. Returns whether the recordings are there.
 */
export async function prepareDemoMedia() {
  const answers = await demoAnswers();
  const settings = await recordingSettings();
  const key = createHash('sha256')
    .update(JSON.stringify({ answers, settings, LEAD_MS, GAP_MS, TAIL_MS, WORDS_PER_MINUTE }))
    .digest('hex')
    .slice(0, 16);
  const current = readManifest();
  if (
    current?.key === key &&
    current.answers.every((a) => a.chunks.every((c) => existsSync(join(DEMO_MEDIA_DIR, key, c))))
  ) {
    return true;
  }
  const missing = [
    !existsSync(HEADLESS_SHELL_PATH) && `Chromium's headless shell (${HEADLESS_SHELL_PATH})`,
    !hasCommand('espeak-ng', ['--version']) && 'espeak-ng',
  ].filter(Boolean);
  if (missing.length > 0) {
    log(
      `the demo interviews' answers get no recordings: ${missing.join(' and ')} not found (apt-get install -y chromium-headless-shell espeak-ng adds them).`,
    );
    return false;
  }
  const started = Date.now();
  log(`recording the demo interviews' ${answers.length} video answers (Chromium, espeak-ng)…`);
  const dir = join(DEMO_MEDIA_DIR, key);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    const recorded = await recordAll(answers, settings, dir);
    rmSync(join(dir, 'speech'), { recursive: true, force: true });
    writeFileSync(
      DEMO_MEDIA_MANIFEST,
      `${JSON.stringify({ key, dir: key, settings, answers: recorded }, null, 2)}\n`,
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    log(
      `the demo interviews' answers get no recordings: recording failed (${error instanceof Error ? error.message : error}).`,
    );
    return false;
  }
  // Recordings of answers that changed since are of no further use.
  for (const entry of readdirSync(DEMO_MEDIA_DIR, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== key)
      rmSync(join(DEMO_MEDIA_DIR, entry.name), { recursive: true, force: true });
  }
  log(`recorded the demo answers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * prepareDemoMedia in a child process, so it records while the caller builds and starts the
 * emulators (their synchronous steps would stall this process's event loop, not the child's).
 */
export function prepareDemoMediaInBackground() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit((await prepareDemoMedia()) ? 0 : 2);
}
