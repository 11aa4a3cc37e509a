import type { SpeechTokenResponse } from '../../shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { SPEECH_KEY } from '../../lib/config';
import { HttpError } from '../../lib/http-error';
import { logger } from '../../lib/logger';
import { assertTakeable, findInterview } from './session';
import { speechTokenFor } from './speech';

function speechKey(): string | undefined {
  try {
    return SPEECH_KEY.value() || process.env.SPEECH_KEY;
  } catch {
    return process.env.SPEECH_KEY;
  }
}

/** How this session's browser transcribes; 502 when the speech service issues no token. */
export async function speechTokenForSession(sessionId: string): Promise<SpeechTokenResponse> {
  const doc = await findInterview(sessionId);
  assertTakeable(doc);
  try {
    return await speechTokenFor({ key: speechKey(), standinUrl: process.env.SPEECH_STANDIN_URL });
  } catch (error) {
    logger.error('speech token failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new HttpError(502, CANDIDATE_MESSAGES.speechInitFailed);
  }
}
