// The word-vectors file: a 4-byte little-endian header length, a JSON header
// `{source, dimensions, scale, words}`, then one signed byte per dimension per word, in the
// header's word order. Each vector is made unit length and multiplied by `scale` before rounding.

/** Unit vectors' components stay inside ±0.6 for these words (0.59 at most); 127/0.65 keeps 1/195. */
const SCALE = 127 / 0.65;

export function encodeWordVectors({ source, dimensions, words, vectors }) {
  const header = Buffer.from(JSON.stringify({ source, dimensions, scale: SCALE, words }), 'utf8');
  const body = Buffer.alloc(words.length * dimensions);
  vectors.forEach((vector, i) => {
    const norm = Math.hypot(...vector) || 1;
    for (let d = 0; d < dimensions; d++) {
      const q = Math.round((vector[d] / norm) * SCALE);
      body.writeInt8(Math.max(-127, Math.min(127, q)), i * dimensions + d);
    }
  });
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length, 0);
  return Buffer.concat([length, header, body]);
}
