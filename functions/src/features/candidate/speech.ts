import { SPEECH_REGION } from '../../shared/constants/capture';
import type { SpeechTokenResponse } from '../../shared/contract/endpoints/candidate';

/** Azure's token service for our region; a token lives 10 minutes. */
export const AZURE_TOKEN_URL = `https://${SPEECH_REGION}.api.cognitive.microsoft.com/sts/v1.0/issueToken`;
const AZURE_TOKEN_TTL_MS = 9 * 60_000;

export interface SpeechConfigInput {
  /** The SPEECH_KEY secret; 'none' or empty means no Azure subscription. */
  key: string | undefined;
  /** A local stand-in speaking the SDK protocol, e.g. ws://127.0.0.1:7070. */
  standinUrl: string | undefined;
}

const usable = (value: string | undefined) => {
  const v = value?.trim();
  return v && v.toLowerCase() !== 'none' ? v : undefined;
};

/**
 * Decides how the candidate's browser transcribes: a key → a
 * short-lived Azure token (the key never leaves the server); a stand-in → its host; else none,
 * and the candidate types.
 */
export async function speechTokenFor(
  config: SpeechConfigInput,
  fetchImpl: typeof fetch = fetch,
): Promise<SpeechTokenResponse> {
  const key = usable(config.key);
  if (key) {
    const response = await fetchImpl(AZURE_TOKEN_URL, {
      method: 'POST',
      headers: { 'Ocp-Apim-Subscription-Key': key, 'Content-Length': '0' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`speech token service answered ${response.status}`);
    const token = (await response.text()).trim();
    if (!token) throw new Error('speech token service answered an empty token');
    return { mode: 'azure', token, region: SPEECH_REGION, expiresInMs: AZURE_TOKEN_TTL_MS };
  }
  const host = usable(config.standinUrl);
  if (host && /^wss?:\/\//.test(host)) return { mode: 'standin', host };
  return { mode: 'none' };
}
