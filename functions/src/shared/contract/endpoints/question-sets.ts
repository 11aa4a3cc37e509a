// An org's question sets: staff write them through the API and read them live from Firestore.
// Library sets (`library-<type>-<level>`) can be duplicated, never changed.
import { questionSetInputSchema } from '../../schemas/question-sets';
import { z } from '../../schemas/zod';
import { collections } from '../collections';
import { defineEndpoint } from '../endpoint';

/** A set as the API answers it: the stored document with its id, its time as an ISO string. */
const questionSetView = collections.questionSets.schema
  .omit({ createdAt: true, updatedAt: true, createdBy: true, updatedBy: true })
  .extend({ id: z.string(), updatedAt: z.string() });
export type QuestionSetView = z.infer<typeof questionSetView>;

const archivedState = z.object({ id: z.string(), archived: z.boolean() });

export const questionSetEndpoints = {
  createQuestionSet: defineEndpoint({
    method: 'POST',
    path: '/question-sets',
    request: questionSetInputSchema,
    response: z.object({ questionSet: questionSetView }),
  }),
  /** Replaces name, description and questions; an archived or library set answers 4xx. */
  updateQuestionSet: defineEndpoint({
    method: 'PUT',
    path: '/question-sets/:id',
    request: questionSetInputSchema,
    response: z.object({ questionSet: questionSetView }),
  }),
  /** A new set of the org, "Copy of <name>", from one of its sets or a library set. */
  duplicateQuestionSet: defineEndpoint({
    method: 'POST',
    path: '/question-sets/:id/duplicate',
    response: z.object({ questionSet: questionSetView }),
  }),
  archiveQuestionSet: defineEndpoint({
    method: 'POST',
    path: '/question-sets/:id/archive',
    response: z.object({ questionSet: archivedState }),
  }),
  restoreQuestionSet: defineEndpoint({
    method: 'POST',
    path: '/question-sets/:id/restore',
    response: z.object({ questionSet: archivedState }),
  }),
};
