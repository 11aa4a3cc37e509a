// Solves one captcha proof of work off the main thread, so typing stays smooth while it runs.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { PowChallenge, PowPayload } from '@shared/schemas/captcha-pow';

/** The worker's own scope (the app's types are the window's). */
const scope = self as unknown as {
  onmessage: (event: MessageEvent<PowChallenge>) => void;
  postMessage: (solution: PowPayload['solution'] | null) => void;
};

scope.onmessage = (event) => {
  solveChallenge({ challenge: event.data, deriveKey })
    .then((solution) => scope.postMessage(solution))
    .catch(() => scope.postMessage(null));
};
