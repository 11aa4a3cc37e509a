// Reading one stored document against its collection's schema without throwing: a list of many
// documents shows the one that does not match as unreadable instead of failing as a whole.
import type { z } from '../schemas/zod';

/** A document that does not match its collection's schema: its id and what is wrong, briefly. */
export class UnreadableDocument {
  constructor(
    readonly id: string,
    readonly reason: string,
  ) {}
}

export const isUnreadable = (value: unknown): value is UnreadableDocument =>
  value instanceof UnreadableDocument;

/** A document as read: parsed, or unreadable. */
export type Readable<T> = T | UnreadableDocument;

/** The first problem zod found, with the field it is in ("questions.0.id: ..."). */
export function mismatchReason(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return 'does not match its schema';
  const field = issue.path.map(String).join('.');
  const more = error.issues.length > 1 ? ` (+${error.issues.length - 1} more)` : '';
  return `${field ? `${field}: ` : ''}${issue.message}${more}`;
}

/**
 * `data` (a document's stored fields) parsed with its collection's schema — Timestamps kept as the
 * schema reads them, fields it does not know left out — or, when it does not match, an
 * UnreadableDocument naming `id`. Never throws.
 */
export function readDocument<S extends z.ZodType>(
  schema: S,
  id: string,
  data: unknown,
): Readable<z.output<S>> {
  const result = schema.safeParse(data);
  return result.success ? result.data : new UnreadableDocument(id, mismatchReason(result.error));
}
