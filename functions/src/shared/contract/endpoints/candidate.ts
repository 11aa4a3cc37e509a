// The candidate's calls: no sign-in, addressed by the session link's 22-character sessionId.
import { answerSchema, audioQuerySchema, completeSchema } from '../../schemas/candidate';
import { z } from '../../schemas/zod';
import { defineEndpoint } from '../endpoint';

const publicQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  hint: z.string().nullable(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/** Which interview this is, as the candidate's screen names it. */
const publicInterviewSchema = z.object({
  candidateName: z.string(),
  orgName: z.string(),
  type: z.string(),
  level: z.string(),
  status: z.string(),
});
export type PublicInterview = z.infer<typeof publicInterviewSchema>;

/** How this browser transcribes: an Azure token, the local stand-in, or not at all (typing). */
const speechTokenResponseSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('azure'),
    token: z.string(),
    region: z.string(),
    expiresInMs: z.number(),
  }),
  z.object({ mode: z.literal('standin'), host: z.string() }),
  z.object({ mode: z.literal('none') }),
]);
export type SpeechTokenResponse = z.infer<typeof speechTokenResponseSchema>;

export const candidateEndpoints = {
  /** The questions, which interview this is, and the answers saved so far. */
  getQuestions: defineEndpoint({
    method: 'GET',
    path: '/public/interviews/:sessionId/questions',
    response: z.object({
      questions: z.array(publicQuestionSchema),
      interview: publicInterviewSchema,
      /** questionId → saved transcript, so a reload resumes at the first unanswered question. */
      answers: z.record(z.string(), z.string()),
    }),
  }),
  /** One answer per question: a retry overwrites. */
  saveAnswer: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/answer',
    request: answerSchema,
    response: z.object({ saved: z.literal(true), questionId: z.string() }),
  }),
  completeInterview: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/complete',
    request: completeSchema,
    response: z.object({ status: z.literal('completed') }),
  }),
  getSpeechToken: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/speech-token',
    response: speechTokenResponseSchema,
  }),
  /** One numbered chunk of an answer's recording; the body is the chunk's bytes. */
  uploadAudioChunk: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/audio',
    query: audioQuerySchema,
    raw: 'request',
    response: z.object({ stored: z.literal(true), questionId: z.string(), seq: z.number() }),
  }),
};
