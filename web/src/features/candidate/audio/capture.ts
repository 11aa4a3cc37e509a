import { AUDIO_CONSTRAINTS, CAMERA_CONSTRAINTS } from '@shared/constants/capture';
import { frameLevel } from './pcm';

/** Audio capture and audio contexts (with worklets) are required to take an interview. */
export function browserSupportsCapture(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    !!navigator.mediaDevices?.getUserMedia &&
    typeof window.AudioContext === 'function' &&
    typeof window.AudioWorkletNode === 'function'
  );
}

/** Camera (ideal 1280x720 at 15 fps) and microphone (echo cancellation, noise suppression, 44.1 kHz). */
export function requestCameraAndMicrophone(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: CAMERA_CONSTRAINTS,
    audio: AUDIO_CONSTRAINTS,
  });
}

export type FrameListener = (frame: Int16Array, sampleRate: number) => void;

/** The capture worklet (web/public/audio); the candidate's page prefetches it. */
export const WORKLET_URL = '/audio/pcm16-capture.worklet.js';

/**
 * An audio context with the capture worklet loaded: all the pipeline needs besides the microphone,
 * so it can be made while the camera and microphone are still being opened.
 */
export async function prepareCaptureContext(): Promise<AudioContext> {
  const context = new AudioContext();
  try {
    await context.audioWorklet.addModule(WORKLET_URL);
  } catch (error) {
    void context.close().catch(() => undefined);
    throw error;
  }
  return context;
}

/**
 * The one capture pipeline: microphone → AudioWorklet → mono PCM16 frames of 2048 samples. Frames
 * feed the level meter and the speech push stream; the worklet's audio output feeds the recorder
 * through `recordStream`.
 */
export class AudioCapture {
  level = 0;
  private listeners = new Set<FrameListener>();

  private constructor(
    private readonly context: AudioContext,
    private readonly source: MediaStreamAudioSourceNode,
    private readonly node: AudioWorkletNode,
    private readonly destination: MediaStreamAudioDestinationNode,
  ) {
    node.port.onmessage = (event: MessageEvent<Int16Array>) => {
      const frame = event.data;
      this.level = frameLevel(frame);
      for (const l of this.listeners) l(frame, context.sampleRate);
    };
  }

  /**
   * The pipeline for `stream`, in `prepared` (a context from `prepareCaptureContext`, made before
   * the microphone opened) or in a new one.
   */
  static async open(
    stream: MediaStream,
    prepared: Promise<AudioContext> = prepareCaptureContext(),
  ): Promise<AudioCapture> {
    const context = await prepared;
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, 'pcm16-capture', {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      outputChannelCount: [1],
      channelCount: 1,
      channelCountMode: 'explicit',
    });
    const destination = context.createMediaStreamDestination();
    destination.channelCount = 1;
    source.connect(node);
    node.connect(destination);
    return new AudioCapture(context, source, node, destination);
  }

  get sampleRate() {
    return this.context.sampleRate;
  }

  /** What the recorder records: the pipeline's own mono output. */
  get recordStream(): MediaStream {
    return this.destination.stream;
  }

  resume() {
    return this.context.state === 'suspended' ? this.context.resume() : Promise.resolve();
  }

  onFrame(listener: FrameListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close() {
    this.listeners.clear();
    this.node.port.onmessage = null;
    this.source.disconnect();
    this.node.disconnect();
    for (const t of this.destination.stream.getTracks()) t.stop();
    void this.context.close().catch(() => undefined);
  }
}

export function stopStream(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
