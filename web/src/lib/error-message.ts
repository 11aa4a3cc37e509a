// The one policy turning a failed call into the line a screen shows. The API client already maps
// every response to a message (ApiError.message); a screen picks which of those it shows, where
// the server's own words win, and its fallback for everything else.
import { ApiError } from './api-client';

export interface MessagePolicy {
  /** Statuses whose ApiError message is shown as is (0: no answer). */
  show?: StatusFilter;
  /** Statuses whose response body's own text (error, then details, then message) is shown. */
  serverText?: StatusFilter;
  /** Server texts shown in other words (the screen's own wording of a known refusal). */
  reword?: Readonly<Record<string, string>>;
  /** Fixed lines for statuses that show neither of the above (or whose body had no text). */
  byStatus?: Readonly<Record<number, string>>;
  /** A body the shared schema refused before sending shows its first rule, else this line. */
  invalidInput?: string;
}

/** Which statuses an option applies to: a list, or a test. */
type StatusFilter = readonly number[] | ((status: number) => boolean);

/**
 * A zod validation error, recognised by shape: importing zod here would put it in the landing
 * page's first chunk, which loads it only when the visitor starts the form.
 */
const invalidInputOf = (error: unknown) =>
  error instanceof Error &&
  error.name === 'ZodError' &&
  Array.isArray((error as { issues?: unknown }).issues)
    ? (error as Error & { issues: { message?: unknown }[] })
    : undefined;

const matches = (filter: StatusFilter | undefined, status: number) =>
  typeof filter === 'function' ? filter(status) : (filter?.includes(status) ?? false);

function bodyText(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  for (const key of ['error', 'details', 'message'] as const) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** Every status: the server's (or the API client's) words whatever went wrong. */
export const anyStatus = () => true;

/** The message for `error` under `policy`; `fallback` when no rule applies (or it is no API error). */
export function messageFor(error: unknown, fallback: string, policy: MessagePolicy = {}): string {
  const invalid = invalidInputOf(error);
  if (invalid && policy.invalidInput !== undefined) {
    const first = invalid.issues[0]?.message;
    return typeof first === 'string' ? first : policy.invalidInput;
  }
  if (!(error instanceof ApiError)) return fallback;
  if (matches(policy.show, error.status)) return error.message;
  const text = matches(policy.serverText, error.status) ? bodyText(error.data) : undefined;
  if (text !== undefined) return policy.reword?.[text] ?? text;
  return policy.byStatus?.[error.status] ?? fallback;
}

/** The HTTP status of a failed API call (0: no answer); undefined for any other error. */
export const statusOf = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/** The body of a failed API call's response, if it had one. */
export const bodyOf = (error: unknown): unknown =>
  error instanceof ApiError ? error.data : undefined;
