/* global window, document -- page functions run in the browser */
// The video bench's playback: a grant, the recording's URL, and a <video> timed to its first
// frame and to a seek, alternating between sources.

export async function playbackGrant(origin, idToken, interviewId) {
  const res = await fetch(`${origin}/api/interviews/${interviewId}/playback-grant`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}` },
  });
  if (!res.ok) throw new Error(`playback grant: ${res.status} ${await res.text()}`);
  return (await res.json()).grant;
}

export const recordingPath = (answer, grant) =>
  `/api/interviews/${answer.interviewId}/recordings/${answer.questionId}?grant=${encodeURIComponent(grant)}`;

/**
 * In the page: a <video> from `src` to its first frame, then a seek to `seekAt` of it made at
 * once (while the player is still reading ahead from the start), then, once it has played on for
 * `settleMs`, a seek to `seekAgainAt` (a reviewer's later jump, nothing else under way).
 */
async function playInPage({ src, seekAt, seekAgainAt, settleMs }) {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  const nextFrame = () =>
    new Promise((done, fail) => {
      const timer = window.setTimeout(() => fail(new Error('no frame in 60 s')), 60_000);
      video.requestVideoFrameCallback((now, meta) => {
        window.clearTimeout(timer);
        done(meta);
      });
    });
  /** Milliseconds from setting currentTime to the first frame shown from the new place. */
  const seekTo = async (target) => {
    const t1 = performance.now();
    const seeked = new Promise((done) => video.addEventListener('seeked', done, { once: true }));
    video.currentTime = target;
    await seeked;
    for (;;) {
      const meta = await nextFrame();
      if (meta.mediaTime >= target - 1) break;
    }
    return performance.now() - t1;
  };
  const t0 = performance.now();
  video.src = src;
  document.body.append(video);
  const first = nextFrame();
  await video.play();
  await first;
  const firstFrameMs = performance.now() - t0;
  const duration = video.duration;
  let seekMs = NaN;
  let settledSeekMs = NaN;
  if (Number.isFinite(duration)) {
    seekMs = await seekTo(duration * seekAt);
    await new Promise((done) => window.setTimeout(done, settleMs));
    settledSeekMs = await seekTo(duration * seekAgainAt);
  }
  video.pause();
  video.removeAttribute('src');
  video.load();
  return { firstFrameMs, duration, seekMs, settledSeekMs };
}

/**
 * Alternating trials (a fresh browser context each, so nothing is cached) of every source, the
 * order turned by one each trial so that no source always follows the same one. `playback` is
 * where and when each trial seeks (see `playInPage`).
 */
export async function comparePlayback(browser, pageUrl, sources, { trials, ...playback }) {
  const results = Object.fromEntries(Object.keys(sources).map((k) => [k, []]));
  const entries = Object.entries(sources);
  for (let i = 0; i < trials; i++) {
    const turn = i % entries.length;
    for (const [name, src] of [...entries.slice(turn), ...entries.slice(0, turn)]) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(pageUrl);
        results[name].push(await page.evaluate(playInPage, { src, ...playback }));
      } finally {
        await context.close();
      }
    }
  }
  return results;
}

/**
 * Milliseconds for one range of `bytes` at `offset` of each URL (the same file, by different
 * paths), `requests` times each, alternating, from this process: what a path adds to a seek.
 */
export async function rangeRequestTimes(urls, { offset, bytes, requests }) {
  const results = Object.fromEntries(Object.keys(urls).map((k) => [k, []]));
  for (let i = 0; i < requests; i++) {
    for (const [name, url] of Object.entries(urls)) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { Range: `bytes=${offset}-${offset + bytes - 1}` } });
      const body = await res.arrayBuffer();
      if (res.status !== 206 || body.byteLength !== bytes)
        throw new Error(`${name}: a range answered ${res.status} with ${body.byteLength} bytes`);
      results[name].push(performance.now() - t0);
    }
  }
  return results;
}
