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
  return { status: res.status, body: parseBody(text) };
}

/** The JSON answer; a non-JSON one (e.g. the emulator's own timeout text) as `{error: text}`. */
function parseBody(text: string): Record<string, unknown> {
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { error: text };
  }
}
