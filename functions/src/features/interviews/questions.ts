import type { SetQuestionDoc } from '../../shared/contract/collections';
import { collections } from '../../shared/contract/collections';
import { QUESTION_SET_MESSAGES } from '../../shared/messages/question-sets';
import { SCHEDULE_DESIGN_MESSAGES } from '../../shared/messages/interviews';
import { LIBRARY_SET_PREFIX } from '../../shared/constants/ids';
import { FOLLOW_UPS_PER_QUESTION_DEFAULT } from '../../shared/constants/limits';
import { librarySet } from '../../shared/question-library';
import type { LibrarySetQuestion } from '../../shared/question-library';
import { docRef } from '../../lib/firebase';
import { badRequest, conflict } from '../../lib/http-error';
import { requiredData } from '../../lib/stored-document';
import type { InterviewQuestion } from './interview-record';

/** What an interview copies from the set it is scheduled from. */
export interface QuestionSetSnapshot {
  questionSetId: string;
  questionSetName: string;
  questions: InterviewQuestion[];
}

/**
 * A question as the interview keeps it: text, hint, rubric, its points' follow-ups, how many
 * follow-ups it may ask and settings as written in the set. Extra time is not applied here: the
 * candidate's limits are computed from these and the interview's extraTime, so the snapshot stays
 * what the set said.
 */
function snapshotQuestion(
  question: SetQuestionDoc | LibrarySetQuestion,
  maxFollowUps: number,
): InterviewQuestion {
  const { id, text, hint, rubric, probes, thinkTimeSec, answerLimitSec, retakes, answerMode } =
    question;
  return {
    id,
    text,
    ...(hint ? { hint } : {}),
    rubric: [...rubric],
    ...(probes?.some(Boolean) ? { probes: probes.map((p) => p && { ...p }) } : {}),
    maxFollowUps,
    thinkTimeSec,
    answerLimitSec,
    retakes,
    answerMode,
  };
}

/** The set's questions as the interview keeps them; a set without the setting takes the default. */
const snapshotQuestions = (
  questions: readonly (SetQuestionDoc | LibrarySetQuestion)[],
  followUpsPerQuestion = FOLLOW_UPS_PER_QUESTION_DEFAULT,
) => questions.map((q) => snapshotQuestion(q, followUpsPerQuestion));

/**
 * The questions of the set an interview is scheduled from, copied so that later edits of the set
 * never change it. A library set comes from code; an org's set is read under the org, so another
 * org's id is unknown here (400, as for any id that names no set). An archived set answers 409, an
 * empty one 400.
 */
export async function snapshotQuestionSet(
  orgId: string,
  questionSetId: string,
): Promise<QuestionSetSnapshot> {
  if (questionSetId.startsWith(LIBRARY_SET_PREFIX)) {
    const set = librarySet(questionSetId);
    if (!set) throw badRequest(SCHEDULE_DESIGN_MESSAGES.questionSetInvalid);
    return {
      questionSetId,
      questionSetName: set.name,
      questions: snapshotQuestions(set.questions),
    };
  }
  const snap = await docRef(collections.questionSets, orgId, questionSetId).get();
  // A set that does not read as one cannot be scheduled from, as an unknown one.
  const invalid = badRequest(SCHEDULE_DESIGN_MESSAGES.questionSetInvalid);
  const set = requiredData(snap, invalid);
  if (set.archived) throw conflict(QUESTION_SET_MESSAGES.setArchived);
  if (set.questions.length === 0) throw badRequest(QUESTION_SET_MESSAGES.setEmpty);
  return {
    questionSetId,
    questionSetName: set.name,
    questions: snapshotQuestions(set.questions, set.followUpsPerQuestion),
  };
}
