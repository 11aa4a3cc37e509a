// The throttled phone the candidate benches run on: Chromium with CDP network throttling (150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up), 4× CPU slowdown and a phone viewport, a fresh
// context (cold cache) per visit.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const PHONE_NOTE = `CDP throttling ${NETWORK.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, ${CPU_SLOWDOWN}× CPU; ${PHONE.viewport.width}×${PHONE.viewport.height} mobile viewport; fake camera and microphone`;

/**
 * A fresh throttled context at `url`: `prepare(context)` before it opens, `ready(page, elapsed)`
 * once it has (`elapsed()`: milliseconds since the driver asked for the page); returns what
 * `ready` returned.
 */
export async function visit(browser, url, prepare, ready) {
  const context = await browser.newContext(PHONE);
  try {
    await prepare(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    return await ready(page, () => Date.now() - started);
  } finally {
    await context.close();
  }
}
