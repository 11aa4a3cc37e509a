// The video bench's uploads: answers opened as a candidate's would be, chunks sent through the
// real endpoint with the web uploader's retries, via a counting proxy that can fail requests.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { collections } from '../../functions/lib/shared/contract/collections.js';
import { admin, openTakes } from '../support.mjs';
import { closeServer } from './servers.mjs';

const root = resolve(import.meta.dirname, '..', '..');

/** The web uploader's back-off, read from its source so the bench cannot drift from it. */
export function webRetryDelays() {
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

// ---- Answers to upload into ----

/**
 * A consented copy of the scheduled interview with its first question open on a take of its own,
 * written to Firestore as consenting and opening the question would (an upload is accepted only
 * for the question's current take).
 */
export async function openAnswer(template) {
  const [take] = await openTakes(template, 1);
  return take;
}

/** The answer's interview marked completed, as the candidate's last answer leaves it. */
export async function completeInterview(answer) {
  const { db } = await admin();
  await db.doc(collections.interviews.doc(answer.interviewId)).update({ status: 'completed' });
}

// ---- Uploading through a counting, fault-injecting proxy ----

/**
 * An HTTP proxy in front of the hosting emulator. It counts what each request carried on the
 * wire (request line, headers, body) and, at `faultRate`, fails it: half refused with a 503 before
 * the API sees them, half passed on (so stored) and the connection then cut before the answer.
 */
export async function startProxy(targetOrigin) {
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
export async function uploadAnswer(origin, answer, chunks, mimeType, delays) {
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
export async function storedChunks(answer) {
  const { bucket, mediaChunkSeq, mediaTakePrefix } =
    await import('../../functions/lib/lib/storage.js');
  const prefix = mediaTakePrefix(answer.interviewId, answer.questionId, answer.takeId);
  const [files] = await bucket().getFiles({ prefix });
  const chunks = new Map();
  for (const file of files) {
    // Each upload of a seq is its own object (a retried one stores the same bytes again); heads
    // are left out.
    const seq = mediaChunkSeq(file.name);
    if (seq !== undefined && !chunks.has(seq)) chunks.set(seq, (await file.download())[0]);
  }
  return chunks;
}

/** Chunks missing from the store or stored with other bytes than were recorded. */
export function lostChunks(chunks, stored) {
  return chunks.filter((chunk, seq) => !stored.get(seq)?.equals(chunk)).length;
}
