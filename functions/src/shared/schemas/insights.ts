import { z } from './zod';

/**
 * A passage of the transcript the reviewer can check: `transcript.slice(start, end) === text`.
 * `offsetMs` (where it was said in the recording) only when the answer has timed phrases.
 */
const quoteSchema = z.strictObject({
  text: z.string().min(1),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  offsetMs: z.number().int().min(0).optional(),
});

/** One rubric point and the passages that cover it (none when missing). */
const coverageItemSchema = z.strictObject({
  point: z.string(),
  status: z.enum(['covered', 'partly', 'missing']),
  quotes: z.array(quoteSchema),
});

/** How the answer was given: figures a reviewer would otherwise estimate by listening. */
const deliverySchema = z.strictObject({
  mode: z.enum(['spoken', 'typed']),
  words: z.number().int().min(0),
  /** From the first timed phrase's start to the last one's end; null for a typed answer. */
  speakingMs: z.number().int().min(0).nullable(),
  wordsPerMinute: z.number().min(0).nullable(),
  /** Gaps of 2 s or more between consecutive timed phrases. */
  longPauses: z.number().int().min(0),
  /** um, uh, er, erm, hmm and "you know" per 100 words. */
  fillerRate: z.number().min(0),
});

/** A rubric point the answer repeats word for word, with the passage that repeats it. */
const rubricEchoSchema = z.strictObject({ point: z.string(), quote: quoteSchema });

/**
 * An assistant's reading of one answer, for the reviewer: coverage of each rubric point (in rubric
 * order), a short extractive summary (2–4 sentences, fewer only when the answer has fewer), and
 * delivery figures. Every claim points at an exact passage so the reviewer can check it.
 * `tooLittleText`: the answer was too short, or heard too unsurely, to read; then no point has
 * evidence, nothing is quoted and the summary is empty (delivery figures still hold).
 */
export const answerInsightsSchema = z.strictObject({
  coverage: z.array(coverageItemSchema),
  summary: z.array(z.strictObject({ sentence: z.string().min(1), quote: quoteSchema })).max(4),
  delivery: deliverySchema,
  engine: z.strictObject({ name: z.enum(['local', 'llm']), version: z.string().min(1) }),
  tooLittleText: z.literal(true).optional(),
  /**
   * Rubric points whose wording the answer reproduces (absent: none): a pasted rubric reads as
   * covered, so reviewers are told. Computed apart from the engines, the same for both.
   */
  rubricEcho: z.array(rubricEchoSchema).optional(),
});

export type AnswerInsights = z.infer<typeof answerInsightsSchema>;
export type CoverageStatus = AnswerInsights['coverage'][number]['status'];
export type Quote = z.infer<typeof quoteSchema>;
export type RubricEcho = z.infer<typeof rubricEchoSchema>;
