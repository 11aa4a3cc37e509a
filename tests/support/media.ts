// The recordings' objects in the Storage emulator, for tests (admin SDK: rules never apply).
import { NO_TAKE, bucket, mediaChunkSeq, mediaPrefix } from '../../functions/src/lib/storage';
import './admin';

process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';

export interface StoredChunk {
  /** The take id (`_` for a chunk stored without one). */
  take: string;
  seq: number;
  bytes: Buffer;
}

/**
 * The stored chunks of one answer, every take, in take then seq order (heads left out; every
 * stored upload of a seq, whether its index names it or not).
 */
export async function storedChunks(
  interviewId: string,
  questionId: string,
): Promise<StoredChunk[]> {
  const prefix = mediaPrefix(interviewId, questionId);
  const [files] = await bucket().getFiles({ prefix });
  const chunks = await Promise.all(
    files.flatMap((file) => {
      const [take] = file.name.slice(prefix.length).split('/');
      const seq = mediaChunkSeq(file.name);
      if (seq === undefined) return [];
      return [file.download().then(([bytes]) => ({ take: take || NO_TAKE, seq, bytes }))];
    }),
  );
  return chunks.sort((a, b) => a.take.localeCompare(b.take) || a.seq - b.seq);
}
