import type { QuestionSetDoc, SetQuestionDoc } from '@shared/contract/collections';

/** A HiQ library set as the API serves it (the library itself is never in the web app). */
export type { LibrarySetView as LibrarySet } from '@shared/contract/endpoints/question-sets';

/** One question of a set, as the editor and the read-only view show it. */
export type SetQuestionView = SetQuestionDoc;

/** An org's question set, as its list and its editor read it live. */
export interface QuestionSetRow extends Pick<
  QuestionSetDoc,
  | 'name'
  | 'description'
  | 'questions'
  | 'followUpsPerQuestion'
  | 'questionCount'
  | 'archived'
  | 'updatedByName'
> {
  id: string;
  /** ISO; undefined until the server's time is known. */
  updatedAt?: string;
}
