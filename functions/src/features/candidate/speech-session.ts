import type { SpeechTokenResponse } from '../../shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { SPEECH_KEY } from '../../lib/config';
import { HttpError } from '../../lib/http-error';
import { logger } from '../../lib/logger';
import { checkRateLimit } from '../../lib/rate-limit';
import { SPEECH_TOKEN_WINDOW_MS, SPEECH_TOKENS_PER_QUESTION } from '../../shared/constants/limits';
import { assertTakeable, findInterview, interviewOf } from './session';
import { speechTokenFor } from './speech';

function speechKey(): string | undefined {
  try {
    return SPEECH_KEY.value() || process.env.SPEECH_KEY;
  } catch {
    return process.env.SPEECH_KEY;
  }
}

/**
 * How this session's browser transcribes; 502 when the speech service issues no token, 429 once
 * the link has minted its share of tokens.
 */
export async function speechTokenForSession(sessionId: string): Promise<SpeechTokenResponse> {
  const doc = await findInterview(sessionId);
  assertTakeable(doc);
  const questions = interviewOf(doc).questions.length;
  await checkRateLimit(
    {
      name: 'speech-token',
      limit: SPEECH_TOKENS_PER_QUESTION * (questions + 1),
      windowMs: SPEECH_TOKEN_WINDOW_MS,
    },
    doc.id,
  );
  try {
    return await speechTokenFor({ key: speechKey(), standinUrl: process.env.SPEECH_STANDIN_URL });
  } catch (error) {
    logger.error('speech token failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new HttpError(502, CANDIDATE_MESSAGES.speechInitFailed);
  }
}
