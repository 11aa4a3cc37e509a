// The question sets an API key's org can schedule from: its own (by name), then HiQ's library.
// Names and sizes only: the questions and their rubrics stay with the staff screens.
import { collections } from '../../shared/contract/collections';
import type { V1QuestionSet } from '../../shared/contract/endpoints/v1';
import { LIBRARY_SETS } from '../../shared/question-library';
import { collectionRef } from '../../lib/firebase';

export async function listV1QuestionSets(orgId: string): Promise<V1QuestionSet[]> {
  // Only the fields listed are read (a set may hold 50 questions with their rubrics).
  const own = await collectionRef(collections.questionSets, orgId)
    .select('name', 'questionCount', 'archived')
    .get();
  const mine = own.docs
    .map((doc) => ({
      id: doc.id,
      name: String(doc.get('name') ?? ''),
      source: 'org' as const,
      position: null,
      questionCount: Number(doc.get('questionCount') ?? 0),
      archived: doc.get('archived') === true,
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
