// The kinds of id the API is addressed by, one rule each. The contract declares the kind of every
// path parameter, and the server checks it before any handler reads anything.
import { DOCUMENT_ID_PATTERN, QUESTION_ID_PATTERN, SESSION_ID_PATTERN } from '../constants/ids';
import { z } from './zod';

const idKind = (pattern: RegExp, description: string) => ({
  pattern,
  description,
  schema: z.string().regex(pattern),
});

export const ID_KINDS = {
  documentId: idKind(
    DOCUMENT_ID_PATTERN,
    'a Firestore auto-id, an account uid or a library set id',
  ),
  sessionId: idKind(SESSION_ID_PATTERN, "a candidate's session link, never a document id"),
  questionId: idKind(QUESTION_ID_PATTERN, "a question's id in its set and its interviews"),
};
export type IdKind = keyof typeof ID_KINDS;
