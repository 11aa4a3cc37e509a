// The question sets an API key's org can schedule from: its own (by name), then HiQ's library.
// Names and sizes only: the questions and their rubrics stay with the staff screens.
import { collections } from '../../shared/contract/collections';
import type { V1QuestionSet } from '../../shared/contract/endpoints/v1';
import { LIBRARY_SETS } from '../../shared/question-library';
import { db } from '../../lib/firebase';
import { readOrSkip } from '../../lib/stored-document';

/** The fields listed, read through the set's schema; a set whose fields do not read is left out. */
const listed = collections.questionSets.schema.pick({
  name: true,
  questionCount: true,
  archived: true,
});

export async function listV1QuestionSets(orgId: string): Promise<V1QuestionSet[]> {
  // Only the fields listed are read (a set may hold 50 questions with their rubrics), so not
  // through the converter, which parses whole sets.
  const own = await db
    .collection(collections.questionSets.path(orgId))
    .select('name', 'questionCount', 'archived')
    .get();
  const mine = own.docs
    .flatMap((doc) => {
      const set = readOrSkip(listed, doc);
      return set ? [{ id: doc.id, ...set }] : [];
    })
    .map((set) => ({
      id: set.id,
      name: set.name,
      source: 'org' as const,
      position: null,
      questionCount: set.questionCount,
      archived: set.archived,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const library = LIBRARY_SETS.map((set) => ({
    id: set.id,
    name: set.name,
    source: 'library' as const,
    position: { type: set.type, level: set.level },
    questionCount: set.questionCount,
    archived: false,
  }));
  return [...mine, ...library];
}
