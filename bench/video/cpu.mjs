// The machine's CPU over a stretch of the bench, from /proc/stat: how busy every core was, so a
// timing measured while the machine had no CPU to spare says so.
import { readFileSync } from 'node:fs';

/** All cores' summed jiffies: idle (idle + iowait) and total; null where there is no /proc. */
function cpuTimes() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** Runs `work`; returns its result and the share of CPU time idle meanwhile (0–1, or null). */
export async function withIdleShare(work) {
  const before = cpuTimes();
  const result = await work();
  const after = cpuTimes();
  const idleShare =
    before && after && after.total > before.total
      ? (after.idle - before.idle) / (after.total - before.total)
      : null;
  return { result, idleShare };
}
