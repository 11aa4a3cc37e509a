// AI assist for reviewers: why a reviewer sees the local engine's suggestions instead of the
// language model's.
export const INSIGHTS_MESSAGES = {
  llmInvalid:
    "The language model's answer was not valid; these are the local engine's suggestions.",
  llmSlow: "The language model took too long to answer; these are the local engine's suggestions.",
  llmUnavailable:
    "The language model could not be reached; these are the local engine's suggestions.",
} as const;
