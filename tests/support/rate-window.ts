// Rate limits count in fixed windows aligned to the epoch (a window of an hour starts on the hour,
// one of a day at midnight UTC). A test that fills a window and expects the next call refused
// fails by chance if the window ends while it runs: the later calls land in a fresh window and are
// served. `inOneWindow` starts such a test only when its whole time budget fits in the current
// window (else it waits for the next one to begin), and stops it once the budget is spent, so the
// test runs inside one window or fails saying it ran too long.

/** Slack on either side of a window's edge: the functions' clock and this one may differ slightly. */
const EDGE_MS = 1_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** How long until the window of `windowMs` that holds `at` ends. */
const windowLeftAt = (windowMs: number, at: number) => windowMs - (at % windowMs);

/**
 * A test body run inside one window of `windowMs`, given at most `budgetMs`. Pass
 * `oneWindowTimeout(budgetMs)` as the test's time-out: the wait for the next window plus the budget.
 */
export function inOneWindow(
  windowMs: number,
  budgetMs: number,
  body: () => Promise<void>,
): () => Promise<void> {
  if (budgetMs + 2 * EDGE_MS > windowMs) throw new Error('the budget does not fit in one window');
  return async () => {
    const left = windowLeftAt(windowMs, Date.now());
    if (left < budgetMs + EDGE_MS) await sleep(left + EDGE_MS);
    let timer: NodeJS.Timeout | undefined;
    const spent = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(`ran over its ${budgetMs} ms budget, so it may have crossed a window's edge`),
          ),
        budgetMs,
      );
    });
    try {
      await Promise.race([body(), spent]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The time-out for a test run by `inOneWindow`: at most a budget's wait, then the budget. */
export const oneWindowTimeout = (budgetMs: number) => 2 * budgetMs + 4 * EDGE_MS;
