// How every browser run here starts Debian's Chromium (tests, benchmarks): one list of flags.

/** Debian's Chromium, the browser a user runs: what the benchmarks measure. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell): the same engine
 * without the desktop browser around it, which is how Playwright runs Chromium headless by
 * default. The browser tests and the demo's recordings run in it: the browser tests took 1 145
 * CPU-s and 9.5 minutes in it against 1 408 CPU-s and 11.8 minutes in the full browser.
 */
export const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The Debian package that installs each of them. */
export const CHROMIUM_PACKAGES = {
  [CHROMIUM_PATH]: 'chromium',
  [HEADLESS_SHELL_PATH]: 'chromium-headless-shell',
};

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
