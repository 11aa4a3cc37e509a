// AI assist for reviewers: why a reviewer sees the local engine's suggestions instead of the
// language model's, and when an answer repeats the rubric's own words.
export const INSIGHTS_MESSAGES = {
  llmInvalid:
    "The language model's answer was not valid; these are the local engine's suggestions.",
  llmSlow: "The language model took too long to answer; these are the local engine's suggestions.",
  llmUnavailable:
    "The language model could not be reached; these are the local engine's suggestions.",
  rubricEcho: "Parts of this answer repeat the rubric's wording word for word.",
} as const;
