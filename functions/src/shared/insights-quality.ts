// How well the offline engine finds evidence for rubric points, measured on held-out hand-labelled
// answers at the last release. The bench (bench/insights.mjs) writes and checks these figures, and
// the review screen shows them, so both read this one record. precision: of the points the engine
// found evidence for, the share people judged addressed; recall: of the points people judged
// addressed, the share the engine found evidence for.
export const LOCAL_ENGINE_QUALITY = {
  version: '2',
  heldOut: { answers: 0, points: 0, precision: 0, recall: 0 },
  measuredOn: '2026-11-27',
} as const;
