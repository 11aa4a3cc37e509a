// An org's question sets: created, edited, duplicated (also from the HiQ library), archived and
// restored by any member of the org. A set is looked up only under the caller's org, so another
// org's id is simply not found. Edits and archiving are racing changes on the set's document:
// an edit that loses to an archive re-reads and answers 409, never writing an archived set.
import { FieldValue } from 'firebase-admin/firestore';
import { LIBRARY_SET_PREFIX } from '../../shared/constants/ids';
import { collections } from '../../shared/contract/collections';
import type { QuestionSetDoc, SetQuestionDoc } from '../../shared/contract/collections';
import type { QuestionSetView } from '../../shared/contract/endpoints/question-sets';
import { QUESTION_SET_MESSAGES as M } from '../../shared/messages/question-sets';
import { librarySet } from '../../shared/question-library';
import type { SetQuestion } from '../../shared/schemas/question-sets';
import { commitRacingChange } from '../../lib/contention';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { conflict, notFound } from '../../lib/http-error';
import { requiredData, storedData } from '../../lib/stored-document';
import type { Author } from './author';

/** A set as the editor sends it, once parsed. */
export interface QuestionSetContent {
  name: string;
  description: string;
  /** Absent on a set made before follow-ups (a duplicate of one keeps it absent: the default). */
  followUpsPerQuestion?: number;
  questions: SetQuestion[];
}

const setRef = (orgId: string, id: string) => docRef(collections.questionSets, orgId, id);

/** The library's ids are reserved: such an id never names a document. */
const isLibraryId = (id: string) => id.startsWith(LIBRARY_SET_PREFIX);

/** Library sets are read-only (409); an id that is no library set is not found. */
function refuseLibrary(id: string): void {
  if (!isLibraryId(id)) return;
  throw librarySet(id) ? conflict(M.libraryReadOnly) : notFound(M.notFound);
}

/** The stored questions: exactly the fields of the contract, whatever the input carried. */
const storedQuestions = (questions: readonly SetQuestionDoc[]): SetQuestionDoc[] =>
  questions.map(
    ({ id, text, hint, rubric, probes, thinkTimeSec, answerLimitSec, retakes, answerMode }) => ({
      id,
      text,
      hint,
      rubric: [...rubric],
      ...(probes
        ? { probes: probes.map((p) => p && { prompt: p.prompt, askIfMissing: p.askIfMissing }) }
        : {}),
      thinkTimeSec,
      answerLimitSec,
      retakes,
      answerMode,
    }),
  );

/** The setting as stored: absent stays absent (the default applies when scheduling). */
const followUpsField = (set: object): { followUpsPerQuestion?: number } =>
  'followUpsPerQuestion' in set && typeof set.followUpsPerQuestion === 'number'
    ? { followUpsPerQuestion: set.followUpsPerQuestion }
    : {};

/** The API's view of a set just written: its update time is now. */
function viewOf(id: string, doc: Omit<QuestionSetDoc, 'createdAt' | 'updatedAt'>): QuestionSetView {
  const { createdBy: _createdBy, updatedBy: _updatedBy, ...rest } = doc;
  return { id, ...rest, updatedAt: new Date().toISOString() };
}

export async function createQuestionSet(
  author: Author,
  content: QuestionSetContent,
): Promise<QuestionSetView> {
  const ref = collectionRef(collections.questionSets, author.orgId).doc();
  const questions = storedQuestions(content.questions);
  const doc = {
    name: content.name,
    description: content.description,
    ...followUpsField(content),
    questions,
    questionCount: questions.length,
    archived: false,
    createdBy: author.uid,
    createdByName: author.name,
    updatedBy: author.uid,
    updatedByName: author.name,
  };
  await ref.create({
    ...doc,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return viewOf(ref.id, doc);
}

/** Replaces name, description and questions of one of the org's sets that is not archived. */
export async function updateQuestionSet(
  author: Author,
  id: string,
  content: QuestionSetContent,
): Promise<QuestionSetView> {
  refuseLibrary(id);
  const ref = setRef(author.orgId, id);
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const snap = await ref.get();
      // One that does not read as a set is as missing.
      const current = requiredData(snap, notFound(M.notFound));
      if (current.archived) throw conflict(M.archived);
      const questions = storedQuestions(content.questions);
      const changes = {
        name: content.name,
        description: content.description,
        ...followUpsField(content),
        questions,
        questionCount: questions.length,
        updatedBy: author.uid,
        updatedByName: author.name,
      };
      batch.update(
        ref,
        { ...changes, updatedAt: FieldValue.serverTimestamp() },
        { lastUpdateTime: snap.updateTime! },
      );
      const { createdAt: _c, updatedAt: _u, ...kept } = current;
      return viewOf(id, { ...kept, ...changes });
    },
  );
}

/** A new set of the org, "Copy of <name>", from one of its sets (archived too) or a library set. */
export async function duplicateQuestionSet(author: Author, id: string): Promise<QuestionSetView> {
  const source = isLibraryId(id)
    ? librarySet(id)
    : storedData(await setRef(author.orgId, id).get(), notFound(M.notFound));
  if (!source) throw notFound(M.notFound);
  return createQuestionSet(author, {
    name: M.copyName(source.name),
    description: source.description,
    ...followUpsField(source),
    questions: storedQuestions(source.questions),
  });
}

/** Archives or restores one of the org's sets; asking for the state it is in changes nothing. */
export async function setArchived(
  author: Author,
  id: string,
  archived: boolean,
): Promise<{ id: string; archived: boolean }> {
  refuseLibrary(id);
  const ref = setRef(author.orgId, id);
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const snap = await ref.get();
      // One that does not read as a set is as missing.
      const current = requiredData(snap, notFound(M.notFound));
      if (current.archived === archived) return;
      batch.update(
        ref,
        {
          archived,
          updatedBy: author.uid,
          updatedByName: author.name,
          updatedAt: FieldValue.serverTimestamp(),
        },
        { lastUpdateTime: snap.updateTime! },
      );
    },
  );
  return { id, archived };
}
