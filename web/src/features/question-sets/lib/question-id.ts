/**
 * A new question's id: "q" and 15 hex digits of a random UUID, which QUESTION_ID_PATTERN accepts.
 * It is made once, when the question is added, and kept through every later edit.
 */
export const newQuestionId = (random: () => string = () => crypto.randomUUID()): string =>
  `q${random().replace(/-/g, '').slice(0, 15)}`;
