// Which answers belong to one question: its own, then its follow-ups' in the order they were
// asked. A follow-up has no rubric of its own, so its answer is read, shown and reviewed with its
// question's; the server's sequence, the insights and the review all group them this one way.

/** What grouping needs of an asked follow-up. */
interface AskedFollowUp {
  id: string;
  parentId: string;
}

/** The question's follow-ups, in the order asked. */
export const followUpsOf = <F extends AskedFollowUp>(
  followUps: readonly F[] | undefined,
  questionId: string,
): F[] => (followUps ?? []).filter((f) => f.parentId === questionId);

/** The question an answer belongs to: a follow-up's parent, else the answer's own question. */
export const questionOfAnswer = (
  followUps: readonly AskedFollowUp[] | undefined,
  answerId: string,
): string => followUps?.find((f) => f.id === answerId)?.parentId ?? answerId;

/** The ids whose answers are read together: the question's, then its follow-ups'. */
export const answerIdsOf = (
  followUps: readonly AskedFollowUp[] | undefined,
  questionId: string,
): string[] => [questionId, ...followUpsOf(followUps, questionId).map((f) => f.id)];
