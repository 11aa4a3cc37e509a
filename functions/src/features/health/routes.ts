import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'express';
import { docRef } from '../../lib/firebase';
import { route, send } from '../../lib/endpoint-route';
import { documents } from '../../shared/contract/collections';
import { healthEndpoints } from '../../shared/contract/endpoints/health';

const version = (() => {
  try {
    return (
      (
        JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
          version?: string;
        }
      ).version ?? 'unknown'
    );
  } catch {
    return 'unknown';
  }
})();

export const healthRouter = Router();

/** Says which services answered: a Firestore read, and the code's version. */
route(healthRouter, healthEndpoints.health, async (_req, res) => {
  const started = Date.now();
  let firestore: 'ok' | 'error' = 'ok';
  try {
    await docRef(documents.healthPing).get();
  } catch {
    firestore = 'error';
  }
  const ok = firestore === 'ok';
  send(
    res,
    healthEndpoints.health,
    {
      status: ok ? 'ok' : 'degraded',
      version,
      services: { firestore, firestoreMs: Date.now() - started },
      time: new Date().toISOString(),
    },
    ok ? 200 : 503,
  );
});
