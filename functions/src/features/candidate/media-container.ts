// Whether a take's first chunk starts a file a player can read: a WebM's EBML header, Segment and
// complete Tracks, or an MP4's ftyp and moov boxes. Checked at upload, so a recording that passes
// only the four magic bytes is never stored to be parsed again and again on playback.
import { Decoder } from 'ts-ebml';

const WEBM_DOC_TYPES = new Set(['webm', 'matroska']);

/** EBML header (a WebM or Matroska DocType), then a Segment whose Tracks end with a track in it. */
function startsWebm(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return false;
  let elements;
  try {
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    elements = new Decoder().decode(copy as ArrayBuffer);
  } catch {
    return false;
  }
  const step = { header: false, docType: false, segment: false, tracks: 0 };
  for (const elm of elements) {
    if (elm.name === 'DocType' && elm.type === 's') step.docType = WEBM_DOC_TYPES.has(elm.value);
    else if (elm.name === 'EBML' && elm.type === 'm' && elm.isEnd) step.header = step.docType;
    else if (elm.name === 'Segment' && elm.type === 'm' && !elm.isEnd) step.segment = step.header;
    else if (elm.name === 'TrackEntry' && elm.type === 'm' && elm.isEnd) step.tracks += 1;
    else if (elm.name === 'Tracks' && elm.type === 'm' && elm.isEnd)
      return step.segment && step.tracks > 0;
  }
  return false;
}

/** Top-level boxes from the start: ftyp first, and a moov box whole within the chunk. */
function startsMp4(bytes: Buffer): boolean {
  let offset = 0;
  let first = true;
  while (offset + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      size = Number(bytes.readBigUInt64BE(offset + 8));
    } else if (size === 0) size = bytes.length - offset;
    if (size < 8) return false;
    if (first && type !== 'ftyp') return false;
    if (type === 'moov') return offset + size <= bytes.length;
    first = false;
    offset += size;
  }
  return false;
}

/** Does the chunk start a playable file of its declared container? */
export function startsContainer(bytes: Buffer, container: string): boolean {
  if (container === 'webm') return startsWebm(bytes);
  if (container === 'mp4') return startsMp4(bytes);
  return false;
}
