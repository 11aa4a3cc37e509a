// How the candidate's browser captures: camera and microphone settings, the level meter, the
// speech service, and the recorder's bit rates and time slices. Imports nothing.

export const CAMERA_CONSTRAINTS = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 15 },
};
export const AUDIO_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  sampleRate: 44_100,
};
export const AUDIO_LEVEL_INTERVAL_MS = 100;
export const AUDIO_LEVEL_MAX = 255;
export const SPEAK_LOUDER_BELOW = 50;
export const SPEECH_LANGUAGE = 'en-US';
export const SPEECH_REGION = 'eastus';

/** The recorder's time slice and audio bit rate (Opus ≈ 24 kbit/s ≈ 180 KB per minute). */
export const AUDIO_CHUNK_INTERVAL_MS = 2_000;
export const AUDIO_BITS_PER_SECOND = 24_000;

/**
 * Video bit rates, best first: a take starts at the first and the next take steps down one
 * when the upload queue held more than VIDEO_STEP_DOWN_QUEUE chunks (never below the last).
 */
export const VIDEO_BITS_PER_SECOND_STEPS = [600_000, 400_000, 250_000, 150_000] as const;
export const VIDEO_STEP_DOWN_QUEUE = 3;

/** The camera as recorded (the preview keeps CAMERA_CONSTRAINTS). */
export const VIDEO_RECORDING_CONSTRAINTS = { width: 640, height: 360 };

/** How long completion waits for the last audio chunks to be stored. */
export const AUDIO_FLUSH_TIMEOUT_MS = 15_000;
