// One API call as a signed-in (or anonymous) browser makes it, with the JSON answer parsed.
import { apiBase } from './api';
import { bearer } from './users';
import type { TestUser } from './users';

export async function callApi(method: string, path: string, user?: TestUser, body?: unknown) {
  const res = await fetch(`${apiBase}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(user ? bearer(user) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
