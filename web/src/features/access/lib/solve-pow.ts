// The captcha's proof of work, solved in a worker of its own: the solver (altcha-lib) loads only
// with the request form, never with the landing page's first render.
import type { PowChallenge, PowPayload } from '@shared/schemas/captcha-pow';

/**
 * Resolves with the solved payload to send with the attempt; rejects if it cannot be solved or
 * `signal` aborts first (a new code replaced this one: its worker stops).
 */
export function solvePow(challenge: PowChallenge, signal?: AbortSignal): Promise<PowPayload> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new Error('proof of work no longer needed'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    const done = () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<PowPayload['solution'] | null>) => {
      done();
      if (event.data) resolve({ challenge, solution: event.data });
      else reject(new Error('proof of work not solved'));
    };
    worker.onerror = () => {
      done();
      reject(new Error('proof of work worker failed'));
    };
    worker.postMessage(challenge);
  });
}
