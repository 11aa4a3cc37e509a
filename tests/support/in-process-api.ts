// The API's Express app served from the test's own process, against the same emulators: for
// sweeps of thousands of requests where the Hosting rewrite and the Functions emulator's proxy
// would cost more than the app itself. Tests that prove the deployed topology use apiBase.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { vi } from 'vitest';

/** KEY=value lines (functions/.env, functions/.secret.local) for the keys not set already. */
function loadEnvFile(file: string) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match && process.env[match[1]] === undefined) vi.stubEnv(match[1], match[2]);
  }
}

/**
 * Starts the app on a free port; its origin, and a way to stop it. `rateLimits: false` serves it
 * without the rate limits (each costs several Firestore round trips per request), for sweeps whose
 * subject is what the app does after them; the deployed topology keeps them.
 */
export async function startApiInProcess({ rateLimits = true } = {}): Promise<{
  origin: string;
  close: () => void;
}> {
  const functions = join(__dirname, '../../functions');
  // The params and secrets the Functions emulator gives the deployed code.
  loadEnvFile(join(functions, '.env'));
  loadEnvFile(join(functions, '.secret.local'));
  // As under the Functions emulator: answers are checked against the contract.
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  if (!rateLimits) vi.stubEnv('HIQ_DISABLE_RATE_LIMITS', 'true');
  const { createApp } = await import('../../functions/src/app');
  // As the Functions runtime does before the app: the whole body read (up to 32 MB) and its bytes
  // kept in rawBody, so the app answers a request it refuses early after reading it, as deployed.
  const runtime = express();
  runtime.use(
    express.raw({
      type: () => true,
      limit: '32mb',
      verify: (req, _res, bytes) => {
        (req as unknown as { rawBody: Buffer }).rawBody = bytes;
      },
    }),
  );
  runtime.use(createApp());
  const server = runtime.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
