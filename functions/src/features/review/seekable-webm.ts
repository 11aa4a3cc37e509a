import { Decoder, Reader, tools } from 'ts-ebml';
import type { EBMLElementDetail } from 'ts-ebml';

/** A header that makes a MediaRecorder WebM seekable, and the original bytes it stands in for. */
export interface SeekableHead {
  /** EBML header, SeekHead, Info with Duration, Tracks and Cues. */
  bytes: Buffer;
  /** How many bytes at the start of the file the head replaces (the original metadata). */
  replaces: number;
  durationMs: number;
}

/**
 * MediaRecorder's WebM has no Duration and no Cues, so browsers can't seek it (and show its length
 * as Infinity). This reads the file piece by piece, in order, and builds the header with both
 * (ts-ebml's makeMetadataSeekable); the clusters after it are kept byte for byte. Cue positions
 * and the duration need every cluster, so the whole file is read, but only one piece (and the
 * cluster being parsed) is held at a time.
 */
export class SeekableHeadBuilder {
  private readonly decoder = new Decoder();
  private readonly reader = new Reader();
  private failed = false;
  /** Per cluster (by position): whether each track's first block in it is a keyframe. */
  private readonly clusterStarts = new Map<number, Map<number, boolean>>();
  private cluster: Map<number, boolean> | undefined;

  constructor() {
    this.reader.logging = false;
    this.reader.drop_default_duration = false;
  }

  /** Whether what was fed cannot be WebM: nothing more need be fed, finish() answers undefined. */
  get broken(): boolean {
    return this.failed;
  }

  /** The next bytes of the file. Anything that is not WebM only makes finish() answer undefined. */
  feed(piece: Uint8Array): void {
    if (this.failed || piece.byteLength === 0) return;
    try {
      const ab = piece.buffer.slice(piece.byteOffset, piece.byteOffset + piece.byteLength);
      for (const elm of this.decoder.decode(ab as ArrayBuffer)) {
        // A MediaRecorder's WebM has only elements the schema knows: anything else is not one,
        // and reading on through it only costs time.
        if (elm.name === 'unknown') {
          this.failed = true;
          return;
        }
        this.noteClusterStart(elm);
        this.reader.read(elm);
      }
    } catch {
      this.failed = true;
    }
  }

  private noteClusterStart(elm: EBMLElementDetail) {
    if (elm.type === 'm' && elm.name === 'Cluster' && !elm.isEnd) {
      this.cluster = new Map();
      this.clusterStarts.set(elm.tagStart, this.cluster);
    } else if (elm.type === 'b' && elm.name === 'SimpleBlock' && this.cluster) {
      const { trackNumber, keyframe } = tools.ebmlBlock(elm.data);
      if (!this.cluster.has(trackNumber)) this.cluster.set(trackNumber, keyframe);
    }
  }

  /** The head for everything fed so far; undefined when it was not a WebM with media in it. */
  finish(): SeekableHead | undefined {
    if (this.failed) return undefined;
    const reader = this.reader;
    try {
      reader.stop();
      if (!reader.metadatas.length || reader.metadataSize <= 0 || !(reader.duration > 0))
        return undefined;
      // ts-ebml's encoder returns `concat(...).buffer`: in Node a small Buffer lives in a shared
      // 8 KiB pool, so that would be the whole pool. Without the pool the ArrayBuffer is exactly ours.
      const poolSize = Buffer.poolSize;
      let refined: ArrayBuffer;
      try {
        Buffer.poolSize = 0;
        // ts-ebml cues every cluster, but a player can only start decoding at a keyframe: Chromium
        // records VP9 with one keyframe per take, and seeking to a cluster that starts mid-stream
        // failed with a decode error. Only clusters whose frame of the cued track is a keyframe.
        const cues = reader.cues.filter(
          (cue) => this.clusterStarts.get(cue.CueClusterPosition)?.get(cue.CueTrack) !== false,
        );
        refined = tools.makeMetadataSeekable(reader.metadatas, reader.duration, cues);
      } finally {
        Buffer.poolSize = poolSize;
      }
      return {
        bytes: Buffer.from(refined),
        replaces: reader.metadataSize,
        durationMs: Math.round((reader.duration * reader.timestampScale) / 1e6),
      };
    } catch {
      return undefined;
    }
  }
}
