import type { ZodType } from 'zod';
import { API_MESSAGES } from '../shared/messages/common';
import { badRequest } from './http-error';

/** Parses input with a schema; a failure becomes a 400 whose message is the first issue's. */
export function parse<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const message =
    first && first.code === 'custom' ? first.message : (first?.message ?? API_MESSAGES.validation);
  throw badRequest(
    message,
    result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}
