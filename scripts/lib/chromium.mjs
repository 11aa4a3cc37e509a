// How every browser run here starts Debian's Chromium (tests, benchmarks): one list of flags.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless on a machine without a GPU or a network beyond loopback; fake camera and microphone. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  // Without a GPU its process only composites in software: run that in the browser process and
  // save a process and its messages (Chromium's CPU in three browser tests: 55 and 51 CPU-s
  // with the process, 46 and 45 without).
  '--in-process-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
