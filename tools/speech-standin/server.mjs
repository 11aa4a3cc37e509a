// Local stand-in for the Azure Speech-to-text websocket service (continuous recognition).
// The real `microsoft-cognitiveservices-speech-sdk` connects to it with
// `SpeechConfig.fromHost(new URL('ws://127.0.0.1:PORT'), 'any-key')` and gets a scripted
// transcript back, paced by the audio it streams. See README.md for the protocol notes.
import { createServer } from 'node:http';
import * as wsModule from 'ws';
import { runStandinIfMain } from '../lib/run-standin.mjs';

// ws 8 exports WebSocketServer from its ESM wrapper; the ws 7 that firebase-tools hoists to
// the repo root is CommonJS-only, with the server as `.Server` on its default export.
/** @type {typeof import('ws').WebSocketServer} */
const WebSocketServer = wsModule.WebSocketServer ?? Reflect.get(wsModule.default, 'Server');
/** @typedef {import('ws').WebSocket} WebSocket */

/** @typedef {'close' | 'error-message'} FailKind */
/** A scripted phrase: its text, or its text and how sure the "recogniser" claims to be (0–1). */
/** @typedef {string | { text: string, confidence: number }} ScriptPhrase */
/** @typedef {{ text: string, confidence: number }} Phrase */

const DEFAULT_SCRIPT = ['Hello, my name is Alex.', 'I have five years of experience.'];
/** The confidence a phrase is recognised with unless the script says otherwise. */
const DEFAULT_CONFIDENCE = 0.9;
const BYTES_PER_SECOND = 32_000; // PCM16, 16 kHz, mono: what the SDK's push stream sends.
const TICKS_PER_BYTE = 10_000_000 / BYTES_PER_SECOND; // Offsets/Durations are 100 ns ticks.
const PHRASE_BYTES = BYTES_PER_SECOND / 2; // Each scripted phrase "takes" 0.5 s of audio.
// 1002 (protocol error) is one of the few close codes (1002, 1003, 1007, 4000) the SDK turns
// into a `canceled` event at once; on others (1006, 1011, ...) it silently reconnects instead.
const FAIL_CLOSE_CODE = 1002;

/** `Name: value` lines (CRLF-separated) → headers keyed by lower-cased name. */
function parseHeaders(/** @type {string} */ text) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Binary frame: 2-byte big-endian header length, ASCII headers, then the audio payload. */
function parseBinaryFrame(/** @type {Buffer} */ data) {
  const headerLength = data.length >= 2 ? data.readUInt16BE(0) : 0;
  return {
    headers: parseHeaders(data.subarray(2, 2 + headerLength).toString('latin1')),
    payload: data.subarray(2 + headerLength),
  };
}

/** Bytes of a RIFF/WAVE header up to and including the `data` chunk header (44 for PCM). */
function wavHeaderLength(/** @type {Buffer} */ payload) {
  if (payload.length < 12 || payload.toString('latin1', 0, 4) !== 'RIFF') return 0;
  for (let at = 12; at + 8 <= payload.length; at += 8 + payload.readUInt32LE(at + 4)) {
    if (payload.toString('latin1', at, at + 4) === 'data') return at + 8;
  }
  return payload.length;
}

/** What the recogniser "hears" for one phrase: growing word prefixes, then the phrase. */
function phraseSteps(/** @type {string} */ phrase) {
  const words = phrase.split(/\s+/).filter(Boolean);
  const hypotheses = Math.max(1, Math.min(3, words.length - 1));
  const prefixes = [];
  for (let k = 1; k <= hypotheses; k += 1) {
    prefixes.push(words.slice(0, Math.ceil((words.length * k) / (hypotheses + 1))).join(' '));
  }
  return prefixes;
}

/** @returns {phrase is ScriptPhrase} */
function isScriptPhrase(/** @type {unknown} */ phrase) {
  if (typeof phrase === 'string') return true;
  if (typeof phrase !== 'object' || phrase === null) return false;
  const { text, confidence } = /** @type {Record<string, unknown>} */ (phrase);
  return (
    typeof text === 'string' && typeof confidence === 'number' && confidence >= 0 && confidence <= 1
  );
}

/** @returns {Phrase} */
function phraseOf(/** @type {ScriptPhrase} */ phrase) {
  return typeof phrase === 'string' ? { text: phrase, confidence: DEFAULT_CONFIDENCE } : phrase;
}

/**
 * Starts a stand-in. `port: 0` picks a free port. The same port serves the websocket (any
 * path) and the HTTP control endpoints `POST /script`, `POST /fail`, `GET /stats`.
 * @param {{ port?: number, host?: string, log?: (message: string) => void }} [options]
 */
export async function startSpeechStandin({ port = 0, host = '127.0.0.1', log = () => {} } = {}) {
  let script = DEFAULT_SCRIPT.map(phraseOf);
  let totalConnections = 0;
  let totalAudioBytes = 0;
  /** @type {FailKind[]} Failures queued for the next connections, one each. */
  const pendingFailures = [];

  const http = createServer((req, res) => {
    /** @param {number} status @param {unknown} body */
    const reply = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/stats') {
      reply(200, {
        connections: totalConnections,
        openConnections: wss.clients.size,
        audioBytes: totalAudioBytes,
      });
      return;
    }
    if (req.method !== 'POST' || (path !== '/script' && path !== '/fail')) {
      reply(404, { error: 'use POST /script, POST /fail or GET /stats' });
      return;
    }
    let raw = '';
    req.setEncoding('utf8').on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      try {
        const body = JSON.parse(raw || '{}');
        if (path === '/script') {
          if (!Array.isArray(body.phrases) || !body.phrases.every(isScriptPhrase)) {
            throw new Error('expected {"phrases": (string | {text, confidence: 0-1})[]}');
          }
          api.setScript(body.phrases);
        } else {
          api.failNext(body.kind);
        }
        reply(200, { ok: true });
      } catch (error) {
        reply(400, { error: error instanceof Error ? error.message : String(error) });
      }
    });
  });

  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (ws, req) => {
    totalConnections += 1;
    const fail = pendingFailures.shift();
    const path = (req.url ?? '').replace(/(subscription-key|authorization)=[^&]*/gi, '$1=***');
    log(`speech-standin: connection ${totalConnections} ${path}${fail ? ` (fail: ${fail})` : ''}`);
    handleConnection(ws, fail);
  });

  /** One websocket = one SDK recogniser; a turn restarts at each `speech.context`. */
  function handleConnection(/** @type {WebSocket} */ ws, /** @type {FailKind | undefined} */ fail) {
    let requestId = '';
    /** @type {{ phrases: Phrase[], pcmBytes: number, phrase: number, step: number, started: boolean, speaking: boolean, ended: boolean }} */
    let turn = newTurn();
    function newTurn() {
      return {
        phrases: [],
        pcmBytes: 0,
        phrase: 0,
        step: 0,
        started: false,
        speaking: false,
        ended: false,
      };
    }

    /** Replies must echo the client's latest X-RequestId, or the SDK drops them silently. */
    function send(/** @type {string} */ path, /** @type {object} */ body) {
      if (ws.readyState !== ws.OPEN) return;
      ws.send(
        `Path: ${path}\r\nX-RequestId: ${requestId}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(body)}`,
      );
    }
    function startTurn() {
      if (turn.started) return;
      turn.started = true;
      send('turn.start', { context: { serviceTag: `standin-${requestId}` } });
    }
    /** Sends a final result; Offset/Duration are clamped to the audio actually received. */
    function sendFinal(/** @type {number} */ index) {
      const { text, confidence } = turn.phrases[index];
      const heard = turn.pcmBytes * TICKS_PER_BYTE;
      const offset = Math.min(index * PHRASE_BYTES * TICKS_PER_BYTE, heard);
      const duration = Math.min((index + 1) * PHRASE_BYTES * TICKS_PER_BYTE, heard) - offset;
      const lexical = text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}'\s]/gu, '')
        .replace(/\s+/g, ' ')
        .trim();
      send('speech.phrase', {
        RecognitionStatus: 'Success',
        DisplayText: text,
        Offset: Math.round(offset),
        Duration: Math.round(duration),
        // With OutputFormat.Detailed the SDK reports NBest[0].Display, not DisplayText.
        NBest: [
          {
            Confidence: confidence,
            Lexical: lexical,
            ITN: lexical,
            MaskedITN: lexical,
            Display: text,
          },
        ],
      });
    }

    /** Emits every hypothesis/final whose share of the audio has now been received. */
    function advance() {
      while (turn.phrase < turn.phrases.length) {
        const steps = phraseSteps(turn.phrases[turn.phrase].text);
        const start = turn.phrase * PHRASE_BYTES;
        const due = start + (PHRASE_BYTES * (turn.step + 1)) / (steps.length + 1);
        if (turn.pcmBytes < due) return;
        if (turn.step < steps.length) {
          send('speech.hypothesis', {
            Text: steps[turn.step],
            Offset: Math.round(start * TICKS_PER_BYTE),
            Duration: Math.round((due - start) * TICKS_PER_BYTE),
          });
          turn.step += 1;
        } else {
          sendFinal(turn.phrase);
          turn.phrase += 1;
          turn.step = 0;
        }
      }
    }

    /** Empty audio payload = end of stream: flush the script, then end the turn. */
    function endTurn() {
      if (turn.ended) return;
      turn.ended = true;
      startTurn();
      if (turn.pcmBytes > 0) {
        for (; turn.phrase < turn.phrases.length; turn.phrase += 1) sendFinal(turn.phrase);
      }
      if (turn.speaking)
        send('speech.endDetected', { Offset: Math.round(turn.pcmBytes * TICKS_PER_BYTE) });
      send('turn.end', {}); // Without it, stopContinuousRecognitionAsync never completes.
    }

    function onAudio(/** @type {Buffer} */ payload) {
      if (ws.readyState !== ws.OPEN || turn.ended) return; // Closing, failed or already ended.
      if (payload.length === 0) {
        endTurn();
        return;
      }
      startTurn();
      if (fail === 'error-message') {
        // A failed phrase is what makes the SDK raise `canceled` (reason Error, ServiceError);
        // turn.end afterwards lets it also raise `sessionStopped`.
        fail = undefined;
        turn.ended = true;
        send('speech.phrase', { RecognitionStatus: 'Error', Offset: 0, Duration: 0 });
        send('turn.end', {});
        return;
      }
      const pcm = payload.subarray(wavHeaderLength(payload));
      if (pcm.length === 0) return;
      if (turn.pcmBytes === 0) {
        turn.phrases = [...script]; // The script a turn plays is fixed when its audio starts.
        turn.speaking = true;
        send('speech.startDetected', { Offset: 0 });
      }
      turn.pcmBytes += pcm.length;
      totalAudioBytes += pcm.length;
      advance();
    }

    ws.on(
      'message',
      (/** @type {Buffer | string} */ data, /** @type {boolean | undefined} */ isBinary) => {
        // ws 8 passes (Buffer, isBinary); ws 7 passes a string for text frames.
        const binary = isBinary ?? typeof data !== 'string';
        const buffer = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
        if (binary) {
          const { headers, payload } = parseBinaryFrame(buffer);
          requestId = headers['x-requestid'] ?? requestId;
          if (headers.path === 'audio') onAudio(payload);
          return;
        }
        const text = buffer.toString('utf8');
        const headers = parseHeaders(text.slice(0, Math.max(0, text.indexOf('\r\n\r\n'))));
        requestId = headers['x-requestid'] ?? requestId;
        if (headers.path === 'speech.config' && fail === 'close') {
          fail = undefined;
          ws.close(FAIL_CLOSE_CODE, 'speech-standin: failNext(close)');
        } else if (headers.path === 'speech.context') {
          turn = newTurn(); // The SDK sends speech.context (new request id) at each recognition.
        }
      },
    );
  }

  await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => resolve(undefined));
  });
  const address = http.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  const api = {
    port: boundPort,
    url: `ws://${host}:${boundPort}`,
    /** Phrases recognised by turns whose audio starts from now on (confidence 0.9 unless given). */
    setScript(/** @type {ScriptPhrase[]} */ phrases) {
      script = phrases.map(phraseOf);
    },
    /** Websocket connections accepted since start (not only the open ones). */
    connections: () => totalConnections,
    /** PCM bytes received (WAV headers excluded), all connections together. */
    receivedAudioBytes: () => totalAudioBytes,
    /** Makes the next connection fail: 'close' after speech.config, or an error result. */
    failNext(/** @type {FailKind} */ kind) {
      if (kind !== 'close' && kind !== 'error-message')
        throw new Error(`unknown failure kind: ${kind}`);
      pendingFailures.push(kind);
    },
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => wss.close(() => resolve(undefined)));
      await new Promise((resolve) => http.close(() => resolve(undefined)));
    },
  };
  return api;
}

// `node tools/speech-standin/server.mjs --port 7070 [--host 127.0.0.1]`
await runStandinIfMain(
  import.meta.url,
  (arg) =>
    startSpeechStandin({
      port: Number(arg('--port') ?? 7070),
      host: arg('--host') ?? '127.0.0.1',
      log: (message) => console.log(message),
    }),
  (standin) => `speech-standin listening on ${standin.url} (POST /script, POST /fail, GET /stats)`,
);
