import { Decoder, Reader, tools } from 'ts-ebml';

/**
 * MediaRecorder's WebM has no Duration and no Cues, so browsers can't seek it (and show its length
 * as Infinity). This rewrites the header with both (ts-ebml's makeMetadataSeekable); the media
 * data is kept byte for byte. Anything that isn't parseable WebM is returned unchanged.
 */
export function makeSeekableWebm(input: Buffer): Buffer {
  try {
    const decoder = new Decoder();
    const reader = new Reader();
    reader.logging = false;
    reader.drop_default_duration = false;
    const ab = input.buffer.slice(input.byteOffset, input.byteOffset + input.byteLength);
    for (const elm of decoder.decode(ab as ArrayBuffer)) reader.read(elm);
    reader.stop();
    if (!reader.metadatas.length || reader.metadataSize <= 0 || !(reader.duration > 0))
      return input;
    // ts-ebml's encoder returns `concat(...).buffer`: in Node a small Buffer lives in a shared
    // 8 KiB pool, so that would be the whole pool. Without the pool the ArrayBuffer is exactly ours.
    const poolSize = Buffer.poolSize;
    let refined: ArrayBuffer;
    try {
      Buffer.poolSize = 0;
      refined = tools.makeMetadataSeekable(reader.metadatas, reader.duration, reader.cues);
    } finally {
      Buffer.poolSize = poolSize;
    }
    return Buffer.concat([Buffer.from(refined), input.subarray(reader.metadataSize)]);
  } catch {
    return input;
  }
}
