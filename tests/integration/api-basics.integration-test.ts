import { describe, expect, it } from 'vitest';
import { apiBase } from '../support/api';

describe('the api function through the hosting rewrite', () => {
  it('GET /api/health answers 200 and says which services it reached', async () => {
    const response = await fetch(`${apiBase}/api/health`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', services: { firestore: 'ok' } });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('an unknown /api path is a JSON 404', async () => {
    const response = await fetch(`${apiBase}/api/nothing/here`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('a malformed JSON body is a 400, never a 500', async () => {
    // The Functions runtime parses JSON before our code sees it (platform behaviour), so only the status is ours to check here.
    const response = await fetch(`${apiBase}/api/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{bad',
    });
    expect(response.status).toBe(400);
  });
});
