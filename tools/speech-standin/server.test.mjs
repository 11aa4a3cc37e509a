// Drives the stand-in with the real Speech SDK (in Node) to prove the protocol is right:
// the SDK drops anything it does not like silently, so only its events are proof.
import sdk from 'microsoft-cognitiveservices-speech-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSpeechStandin } from './server.mjs';

const CHUNK_BYTES = 3200; // 100 ms of PCM16 16 kHz mono, like the app's audio worklet.

/** 100 ms of a 440 Hz tone: the stand-in only counts bytes, but keep it real audio. */
function toneChunk() {
  const samples = new Int16Array(CHUNK_BYTES / 2);
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16000));
  }
  return samples.buffer;
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check()` is true (the SDK delivers events asynchronously). */
async function waitFor(/** @type {() => boolean} */ check, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for SDK events');
    await sleep(20);
  }
}

/** A continuous recogniser on a push stream, configured like the app (en-US, detailed). */
async function startRecognizer(/** @type {string} */ url) {
  const config = sdk.SpeechConfig.fromHost(new URL(url), 'any-key');
  config.speechRecognitionLanguage = 'en-US';
  config.outputFormat = sdk.OutputFormat.Detailed;
  const stream = sdk.AudioInputStream.createPushStream(
    sdk.AudioStreamFormat.getWaveFormatPCM(16000, 16, 1),
  );
  const recognizer = new sdk.SpeechRecognizer(config, sdk.AudioConfig.fromStreamInput(stream));
  const events = {
    /** @type {string[]} */ recognizing: [],
    /** @type {string[]} */ recognized: [],
    /** @type {unknown[]} NBest[0].Confidence of each final, as the app reads it. */ confidence: [],
    /** @type {{ reason: string, errorCode: string, details: string }[]} */ canceled: [],
    /** @type {string[]} */ order: [],
  };
  recognizer.recognizing = (_r, e) => {
    events.recognizing.push(e.result.text);
    events.order.push('recognizing');
  };
  recognizer.recognized = (_r, e) => {
    if (e.result.reason !== sdk.ResultReason.RecognizedSpeech) return;
    events.recognized.push(e.result.text);
    events.confidence.push(JSON.parse(e.result.json).NBest?.[0]?.Confidence);
    events.order.push('recognized');
  };
  recognizer.canceled = (_r, e) => {
    events.canceled.push({
      reason: sdk.CancellationReason[e.reason],
      errorCode: sdk.CancellationErrorCode[e.errorCode],
      details: e.errorDetails,
    });
  };
  await new Promise((resolve, reject) =>
    recognizer.startContinuousRecognitionAsync(() => resolve(undefined), reject),
  );
  return {
    events,
    /** Pushes `seconds` of audio, a bit faster than real time. */
    async speak(/** @type {number} */ seconds) {
      for (let i = 0; i < Math.round(seconds * 10); i += 1) {
        stream.write(toneChunk());
        await sleep(10);
      }
    },
    /** Resolves true once stopContinuousRecognitionAsync completes (false after 5 s). */
    stop() {
      return Promise.race([
        new Promise((resolve, reject) =>
          recognizer.stopContinuousRecognitionAsync(() => resolve(true), reject),
        ),
        sleep(5000).then(() => false),
      ]);
    },
    close: () => recognizer.close(),
  };
}

describe('speech stand-in with the real Speech SDK', { timeout: 20_000 }, () => {
  /** @type {Awaited<ReturnType<typeof startSpeechStandin>>} */
  let standin;
  beforeEach(async () => {
    standin = await startSpeechStandin();
  });
  afterEach(async () => {
    await standin.close();
  });

  it('paces interim results by the audio, then recognises the script in order', async () => {
    standin.setScript(['Hello, my name is Alex.', 'I have five years of experience.']);
    const recognizer = await startRecognizer(standin.url);

    await recognizer.speak(0.3); // Less than one phrase's share (0.5 s) of audio.
    await waitFor(() => recognizer.events.recognizing.length >= 1);
    await sleep(200);
    expect(recognizer.events.recognized).toEqual([]);
    expect('Hello, my name is Alex.'.startsWith(recognizer.events.recognizing[0])).toBe(true);

    await recognizer.speak(2.7);
    await waitFor(() => recognizer.events.recognized.length >= 2);
    expect(await recognizer.stop()).toBe(true);
    recognizer.close();

    expect(recognizer.events.recognized).toEqual([
      'Hello, my name is Alex.',
      'I have five years of experience.',
    ]);
    expect(recognizer.events.recognizing).toContain('Hello, my name is');
    expect(recognizer.events.order.indexOf('recognizing')).toBeLessThan(
      recognizer.events.order.indexOf('recognized'),
    );
    expect(recognizer.events.canceled).toEqual([]);
    expect(standin.connections()).toBe(1);
    expect(standin.receivedAudioBytes()).toBe(30 * CHUNK_BYTES);
  });

  it('flushes the rest of the script as finals when the audio ends early', async () => {
    standin.setScript(['One two three four.', 'Five six.', 'Seven.']);
    const recognizer = await startRecognizer(standin.url);
    await recognizer.speak(0.3);
    expect(await recognizer.stop()).toBe(true);
    recognizer.close();
    expect(recognizer.events.recognized).toEqual(['One two three four.', 'Five six.', 'Seven.']);
  });

  it("reports each final's confidence in the detailed result: 0.9 unless scripted", async () => {
    standin.setScript(['Clearly heard.', { text: 'Barely heard.', confidence: 0.3 }]);
    const recognizer = await startRecognizer(standin.url);
    await recognizer.speak(1.2);
    expect(await recognizer.stop()).toBe(true);
    recognizer.close();
    expect(recognizer.events.recognized).toEqual(['Clearly heard.', 'Barely heard.']);
    expect(recognizer.events.confidence).toEqual([0.9, 0.3]);
  });

  it('takes the script from another process over HTTP and reports stats', async () => {
    const base = standin.url.replace('ws://', 'http://');
    const posted = await fetch(`${base}/script`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        phrases: ['Scripted over HTTP.', { text: 'Unsure.', confidence: 0.2 }],
      }),
    });
    expect(posted.status).toBe(200);
    for (const body of [
      { phrases: 'no' },
      { phrases: [{ text: 'Sure?', confidence: 1.5 }] },
      { phrases: [{ text: 'Sure?' }] },
    ]) {
      const rejected = await fetch(`${base}/script`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      expect(rejected.status).toBe(400);
    }

    const recognizer = await startRecognizer(standin.url);
    await recognizer.speak(1);
    expect(await recognizer.stop()).toBe(true);
    recognizer.close();
    expect(recognizer.events.recognized).toEqual(['Scripted over HTTP.', 'Unsure.']);
    expect(recognizer.events.confidence).toEqual([0.9, 0.2]);

    const stats = await (await fetch(`${base}/stats`)).json();
    expect(stats).toMatchObject({ connections: 1, audioBytes: 10 * CHUNK_BYTES });
  });

  it("failNext('close') closes the next connection so the SDK cancels with an error", async () => {
    standin.failNext('close');
    const recognizer = await startRecognizer(standin.url);
    await recognizer.speak(0.5);
    await waitFor(() => recognizer.events.canceled.length >= 1);
    await recognizer.stop();
    recognizer.close();
    expect(recognizer.events.canceled[0]).toMatchObject({
      reason: 'Error',
      errorCode: 'ConnectionFailure',
    });
    expect(recognizer.events.recognized).toEqual([]);
  });

  it("failNext('error-message') fails the recognition so the SDK cancels with an error", async () => {
    standin.failNext('error-message');
    const recognizer = await startRecognizer(standin.url);
    await recognizer.speak(0.5);
    await waitFor(() => recognizer.events.canceled.length >= 1);
    await recognizer.stop();
    recognizer.close();
    expect(recognizer.events.canceled[0]).toMatchObject({
      reason: 'Error',
      errorCode: 'ServiceError',
    });
    expect(recognizer.events.recognized).toEqual([]);
  });

  it('fails only the next connection', async () => {
    standin.failNext('error-message');
    const failed = await startRecognizer(standin.url);
    await failed.speak(0.2);
    await waitFor(() => failed.events.canceled.length >= 1);
    failed.close();

    const recognizer = await startRecognizer(standin.url);
    await recognizer.speak(1.2);
    expect(await recognizer.stop()).toBe(true);
    recognizer.close();
    expect(recognizer.events.recognized).toHaveLength(2);
    expect(recognizer.events.canceled).toEqual([]);
  });
});
