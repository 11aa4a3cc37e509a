import type { ZodType } from 'zod';
import { issueDetails, issueMessage } from '../shared/schemas/issue-message';
import { badRequest } from './http-error';

/** Parses input with a schema; a failure becomes a 400 whose message is the first issue's. */
export function parse<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(issueMessage(result.error), issueDetails(result.error));
}
