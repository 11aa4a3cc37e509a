// Calls built from the contract's own endpoints: the path from its pattern and typed parameters,
// the body typed by its request schema, a success read back through its response schema. Tests
// that send what the contract cannot type (a malformed body, a hand-made path) use `callApi`, whose
// literal paths also stand as an oracle independent of the contract.
import { pathOf } from '@shared/contract/endpoint';
import type {
  Endpoint,
  PathParamsOf,
  QueryOf,
  RequestOf,
  ResponseOf,
} from '@shared/contract/endpoint';
import { apiBase } from './api';
import { bearer } from './users';
import type { TestUser } from './users';

type Options<E extends Endpoint> = {
  /** Signed in as this user; absent: anonymous. */
  as?: TestUser;
  query?: QueryOf<E>;
} & (keyof PathParamsOf<E> extends never ? { params?: undefined } : { params: PathParamsOf<E> }) &
  (RequestOf<E> extends undefined ? { body?: undefined } : { body: RequestOf<E> });

/** A success, its body as the contract reads it; or a refusal, its `{ error }`. */
export type Answer<E extends Endpoint> =
  | { ok: true; status: number; body: ResponseOf<E> }
  | { ok: false; status: number; body: { error: string } };

const queryString = (query: unknown) => {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * One call to a JSON endpoint as the browser makes it (through Hosting). A success whose body does
 * not pass the endpoint's response schema throws: the test fails where the contract drifted.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[options]: keyof PathParamsOf<E> extends never
    ? RequestOf<E> extends undefined
      ? [Options<E>?]
      : [Options<E>]
    : [Options<E>]
): Promise<Answer<E>> {
  if (endpoint.raw) throw new Error(`${endpoint.path}: not a JSON endpoint`);
  const { as, params, body, query } = (options ?? {}) as {
    as?: TestUser;
    params?: Record<string, string>;
    body?: unknown;
    query?: unknown;
  };
  const res = await fetch(`${apiBase}/api${pathOf(endpoint, params)}${queryString(query)}`, {
    method: endpoint.method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(as ? bearer(as) : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json: unknown = text ? JSON.parse(text) : {};
  if (!res.ok) return { ok: false, status: res.status, body: json as { error: string } };
  const checked = endpoint.response.safeParse(json);
  if (!checked.success)
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered ${res.status} outside its contract: ${checked.error.message}`,
    );
  // The body as sent, as the web client takes it: parsing would drop keys the schema does not
  // name, and a test asserting that the API leaves something out must see what really came.
  return { ok: true, status: res.status, body: json as ResponseOf<E> };
}

/**
 * The body of a success answered with `status`; anything else throws, saying what came instead
 * (no test runner imported: the end-to-end tests use this file too).
 */
export function bodyOf<E extends Endpoint>(answer: Answer<E>, status: number): ResponseOf<E> {
  if (!answer.ok || answer.status !== status)
    throw new Error(
      `expected ${status}, answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  return answer.body;
}

/** `[status, error]` of an answer (no error for a success), to compare a refusal in one line. */
export const refusal = (answer: Answer<Endpoint>) =>
  [answer.status, answer.ok ? undefined : answer.body.error] as const;
