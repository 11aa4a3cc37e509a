import {
  AUDIO_BITS_PER_SECOND,
  AUDIO_CHUNK_INTERVAL_MS,
  CAMERA_CONSTRAINTS,
  VIDEO_RECORDING_CONSTRAINTS,
} from '@shared/constants/capture';
import type { MediaChunk } from '../api/upload-media-chunk';
import type { MediaFormat } from './media-format';
import { RecordingClock } from './recording-clock';
import { TakeHead } from './take-head';

/** What one take records: the tracks, and what to stop once the take is over. */
interface TakeStream {
  stream: MediaStream;
  release: () => void;
}

/**
 * The tracks of one take: the capture pipeline's audio, with a video format also a copy of the
 * camera track scaled to VIDEO_RECORDING_CONSTRAINTS. The copy is the one resized (each track
 * has its own constraints), so the preview keeps the camera's full size; a camera that refuses
 * the size is recorded as it is. Chromium's MediaRecorder encodes the camera's own frame size
 * whatever the copy's constraints (its frames are only marked for scaling), so there the
 * take's bit rate, not its size, is what bounds the upload.
 */
export async function takeStream(
  format: MediaFormat,
  camera: MediaStream | null,
  audio: MediaStream,
): Promise<TakeStream> {
  const source = format.kind === 'video' ? camera?.getVideoTracks()[0] : undefined;
  if (!source) return { stream: audio, release: () => undefined };
  const video = source.clone();
  try {
    // New constraints replace all the copy's own: the camera's frame rate is asked for again.
    await video.applyConstraints({
      ...VIDEO_RECORDING_CONSTRAINTS,
      frameRate: CAMERA_CONSTRAINTS.frameRate,
    });
  } catch (error) {
    console.warn('recording at the camera size', error);
  }
  return {
    stream: new MediaStream([video, ...audio.getAudioTracks()]),
    release: () => video.stop(),
  };
}

/**
 * Records one take (video and audio, or audio only) in numbered chunks every 2 s; the chunks of a
 * take concatenate into one playable file. Pause/resume keep one file when a save fails and the
 * candidate goes on with the same answer, and the clock counts recorded time only, so a phrase
 * heard after a pause is placed where it is in the file.
 */
export class AnswerRecorder {
  private seq = 0;
  private recorder: MediaRecorder;
  /** A discarded take's remaining chunks go nowhere (the server would refuse them). */
  private discarded = false;
  private stopped: Promise<void>;
  /** The recorder's data, its first pieces joined until they start the file. */
  private readonly data: TakeHead;
  readonly clock: RecordingClock;

  constructor(
    media: TakeStream,
    readonly questionId: string,
    /** The server's id of this take (its attempt's takeId): chunks of an older take are refused. */
    readonly take: string,
    readonly format: MediaFormat,
    videoBitsPerSecond: number,
    onChunk: (chunk: MediaChunk) => void,
  ) {
    const { mimeType } = format;
    try {
      this.recorder = new MediaRecorder(media.stream, {
        mimeType,
        audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
        ...(format.kind === 'video'
          ? {
              videoBitsPerSecond,
              // A keyframe at least every chunk, so the review can seek anywhere without
              // decoding the take from its start (Chromium otherwise writes one per take).
              videoKeyFrameIntervalDuration: AUDIO_CHUNK_INTERVAL_MS,
            }
          : {}),
      } as MediaRecorderOptions);
    } catch (error) {
      media.release();
      throw error;
    }
    this.data = new TakeHead(mimeType, (data) => {
      if (!this.discarded)
        onChunk({ questionId, seq: this.seq++, take: this.take, data, mimeType });
    });
    this.recorder.ondataavailable = (event) => {
      if (event.data.size > 0 && !this.discarded) this.data.add(event.data);
    };
    this.stopped = new Promise((resolve) => {
      this.recorder.onstop = () => {
        media.release();
        resolve();
      };
    });
    this.recorder.start(AUDIO_CHUNK_INTERVAL_MS);
    this.clock = new RecordingClock();
  }

  pause() {
    if (this.recorder.state !== 'recording') return;
    this.recorder.pause();
    this.clock.pause();
  }

  resume() {
    if (this.recorder.state !== 'paused') return;
    this.recorder.resume();
    this.clock.resume();
  }

  /** Stops and hands over the last chunk. */
  async stop(): Promise<void> {
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    await this.stopped;
    await this.data.end();
  }

  /** Stops without handing over what is left: the take was retaken or was never uploaded. */
  async discard(): Promise<void> {
    this.discarded = true;
    await this.stop();
  }
}
