// Whether a take's first chunk starts a file a player can read: a WebM's EBML header, Segment and
// complete Tracks, or an MP4's ftyp and moov boxes. The server checks it at upload, so a recording
// that passes only the four magic bytes is never stored to be parsed again and again on playback;
// the browser checks it before sending a take's first chunk, since a recorder may hand over the
// start of a file cut short.
//
// The WebM walk reads element headers only and skips every body it does not need, so its cost is
// bounded by the number of top-level elements before Tracks, never by the chunk's size: a full
// EBML decoder spent seconds on some megabytes of noise behind valid magic bytes.

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CLUSTER = 0x1f43b675;
const WEBM_DOC_TYPES = new Set(['webm', 'matroska']);

interface Element {
  id: number;
  /** Where the body starts. */
  start: number;
  /** Where the body ends; undefined for an element of unknown size (a live recording's Segment). */
  end: number | undefined;
}

/** The bytes from `start` to `end` as Latin-1 text (short names only: a box type, a DocType). */
const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** An EBML variable-length integer: 1–8 bytes, its length told by the first byte's leading zeros. */
function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean) {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return undefined;
  const mask = 0xff >> length;
  let value = keepMarker ? first : first & mask;
  let allOnes = (first & mask) === mask;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[offset + i];
    allOnes &&= bytes[offset + i] === 0xff;
  }
  return { value, length, allOnes };
}

function readElement(bytes: Uint8Array, offset: number): Element | undefined {
  const id = readVint(bytes, offset, true);
  if (!id || id.length > 4) return undefined;
  const size = readVint(bytes, offset + id.length, false);
  if (!size) return undefined;
  const start = offset + id.length + size.length;
  return { id: id.value, start, end: size.allOnes ? undefined : start + size.value };
}

/** The children of a sized element that lies whole within the chunk. */
function* childrenOf(bytes: Uint8Array, parent: Element) {
  let offset = parent.start;
  while (parent.end !== undefined && offset < parent.end) {
    const child = readElement(bytes, offset);
    if (!child || child.end === undefined || child.end > parent.end) return;
    yield child;
    offset = child.end;
  }
}

/** EBML header (a WebM or Matroska DocType), then a Segment whose Tracks hold a track. */
function startsWebm(bytes: Uint8Array): boolean {
  const header = readElement(bytes, 0);
  if (header?.id !== EBML || header.end === undefined || header.end > bytes.length) return false;
  const docType = [...childrenOf(bytes, header)].find((child) => child.id === DOC_TYPE);
  // No DocType of ours is longer; a longer one is not read at all.
  if (!docType || docType.end === undefined || docType.end - docType.start > 16) return false;
  const name = latin1(bytes, docType.start, docType.end).replace(/\0+$/, '');
  if (!WEBM_DOC_TYPES.has(name)) return false;

  const segment = readElement(bytes, header.end);
  if (segment?.id !== SEGMENT) return false;
  const segmentEnd = Math.min(segment.end ?? bytes.length, bytes.length);
  let offset = segment.start;
  while (offset < segmentEnd) {
    const child = readElement(bytes, offset);
    // Tracks come before the first Cluster; anything of unknown size here cannot be skipped.
    if (!child || child.end === undefined || child.id === CLUSTER) return false;
    if (child.id === TRACKS) {
      if (child.end > bytes.length) return false;
      return [...childrenOf(bytes, child)].some((entry) => entry.id === TRACK_ENTRY);
    }
    offset = child.end;
  }
  return false;
}

/** Top-level boxes from the start: ftyp first, and a moov box whole within the chunk. */
function startsMp4(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  let first = true;
  while (offset + 8 <= bytes.length) {
    let size = view.getUint32(offset);
    const type = latin1(bytes, offset + 4, offset + 8);
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      size = Number(view.getBigUint64(offset + 8));
    } else if (size === 0) size = bytes.length - offset;
    if (size < 8) return false;
    if (first && type !== 'ftyp') return false;
    if (type === 'moov') return offset + size <= bytes.length;
    first = false;
    offset += size;
  }
  return false;
}

/**
 * A MIME type's family and container, lower-cased, its parameters dropped: `video` and `webm` of
 * `video/webm;codecs="vp9,opus"`. Read the same way where a take is recorded and where it is stored.
 */
export function mimeParts(mimeType: string): { family: string; container: string } {
  const [family = '', container = ''] = mimeType.split(';')[0].trim().toLowerCase().split('/');
  return { family, container };
}

/** Does the chunk start a playable file of its declared container? */
export function startsContainer(bytes: Uint8Array, container: string): boolean {
  if (container === 'webm') return startsWebm(bytes);
  if (container === 'mp4') return startsMp4(bytes);
  return false;
}
