// Candidate links are bounded: a link can't mint paid speech sessions without end.
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@shared/messages/api';
import { apiBase } from '../support/api';
import { createTestInterview, defaultQuestions } from '../support/interviews';
import { inOneWindow, oneWindowTimeout } from '../support/rate-window';
import {
  SPEECH_TOKEN_WINDOW_MS,
  SPEECH_TOKENS_PER_QUESTION,
} from '../../functions/src/shared/constants/limits';

/** The product's figures, written out: a change to them must change this test too. */
const TOKENS_PER_QUESTION = 6;
const WINDOW_HOURS = 24;

const speechToken = (sessionId: string) =>
  fetch(`${apiBase}/api/public/interviews/${sessionId}/speech-token`, { method: 'POST' });

describe('speech tokens per candidate link', () => {
  it(
    '6 per question (and the practice question) a day, then 429; another link is unaffected',
    inOneWindow(WINDOW_HOURS * 60 * 60_000, 60_000, async () => {
      expect(SPEECH_TOKENS_PER_QUESTION).toBe(TOKENS_PER_QUESTION);
      expect(SPEECH_TOKEN_WINDOW_MS).toBe(WINDOW_HOURS * 60 * 60_000);
      const interview = await createTestInterview();
      const allowed = TOKENS_PER_QUESTION * (defaultQuestions.length + 1);
      const statuses: number[] = [];
      for (let i = 0; i < allowed; i += 6) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(6, allowed - i) }, () => speechToken(interview.sessionId)),
        );
        statuses.push(...batch.map((r) => r.status));
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(allowed);
      const over = await speechToken(interview.sessionId);
      expect(over.status).toBe(429);
      expect(((await over.json()) as { error: string }).error).toBe(API_MESSAGES.tooManyRequests);
      const other = await createTestInterview();
      expect((await speechToken(other.sessionId)).status).toBe(200);
      console.log(`[candidate links] ${allowed} speech tokens for a 2-question link, then 429`);
    }),
    oneWindowTimeout(60_000),
  );
});
