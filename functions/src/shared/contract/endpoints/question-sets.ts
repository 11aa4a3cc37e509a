// An org's question sets: staff write them through the API and read them live from Firestore.
// Library sets (`library-<type>-<level>`) can be duplicated, never changed; staff read them here.
import { INTERVIEW_LEVELS, INTERVIEW_TYPES } from '../../constants/domain';
import { questionSetInputSchema } from '../../schemas/question-sets';
import { QUESTION_SET_MESSAGES } from '../../messages/question-sets';
import { z } from '../../schemas/zod';
import { collections } from '../collections';
import { defineEndpoint, pathParam } from '../endpoint';

/** A set as the API answers it: the stored document with its id, its time as an ISO string. */
const questionSetView = collections.questionSets.schema
  .omit({ createdAt: true, updatedAt: true, createdBy: true, updatedBy: true })
  .extend({ id: z.string(), updatedAt: z.string() });
export type QuestionSetView = z.infer<typeof questionSetView>;

const archivedState = z.object({ id: z.string(), archived: z.boolean() });

/** A library set, questions and rubrics included, shaped like an org's set. */
const librarySetView = z.object({
  id: z.string(),
  type: z.enum(INTERVIEW_TYPES),
  level: z.enum(INTERVIEW_LEVELS),
  name: z.string(),
  description: z.string(),
  questions: collections.questionSets.schema.shape.questions,
  questionCount: z.number().int(),
  archived: z.literal(false),
});
export type LibrarySetView = z.infer<typeof librarySetView>;

const setId = pathParam('documentId', 404, QUESTION_SET_MESSAGES.notFound);

export const questionSetEndpoints = {
  /**
   * The HiQ library's sets for signed-in staff. Their rubrics are what answers are judged by, so
   * the library is served here and never shipped in the web app's public files.
   */
  librarySets: defineEndpoint({
    method: 'GET',
    path: '/question-sets/library',
    response: z.object({ sets: z.array(librarySetView) }),
  }),
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
    params: { id: setId },
    request: questionSetInputSchema,
    response: z.object({ questionSet: questionSetView }),
  }),
  /** A new set of the org, "Copy of <name>", from one of its sets or a library set. */
  duplicateQuestionSet: defineEndpoint({
    method: 'POST',
    path: '/question-sets/:id/duplicate',
    params: { id: setId },
    response: z.object({ questionSet: questionSetView }),
  }),
  archiveQuestionSet: defineEndpoint({
    method: 'POST',
    path: '/question-sets/:id/archive',
    params: { id: setId },
    response: z.object({ questionSet: archivedState }),
  }),
  restoreQuestionSet: defineEndpoint({
    method: 'POST',
    path: '/question-sets/:id/restore',
    params: { id: setId },
    response: z.object({ questionSet: archivedState }),
  }),
};
