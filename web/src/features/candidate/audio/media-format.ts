import type { RecordingMode } from '@shared/constants/domain';

/**
 * Camera and microphone, best first: WebM (VP9, then VP8, with Opus), else MP4 for Safari. A
 * codecs list is quoted, as a Content-Type needs: unquoted, its comma makes body parsers (the
 * functions runtime's among them) skip the upload's body.
 */
const VIDEO_TYPES = [
  'video/webm;codecs="vp9,opus"',
  'video/webm;codecs="vp8,opus"',
  'video/webm',
  'video/mp4;codecs="avc1,mp4a"',
  'video/mp4',
];
/** The microphone only. */
const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/mp4'];

export interface MediaFormat {
  kind: RecordingMode;
  mimeType: string;
}

/**
 * What a take is recorded as: video when the interview records the camera, there is a camera
 * track and the browser can record one of the video types; else audio; null when it can record
 * neither (the answer is then transcribed but not recorded).
 */
export function chooseMediaFormat(
  mode: RecordingMode,
  hasCamera: boolean,
  isTypeSupported: (mimeType: string) => boolean,
): MediaFormat | null {
  if (mode === 'video' && hasCamera) {
    const video = VIDEO_TYPES.find(isTypeSupported);
    if (video) return { kind: 'video', mimeType: video };
  }
  const audio = AUDIO_TYPES.find(isTypeSupported);
  return audio ? { kind: 'audio', mimeType: audio } : null;
}
