import { callApi } from '@/lib/api-client';
import { endpoint } from './contract';

/** The candidate agrees to the recording notice (idempotent); nothing is recorded before. */
export async function giveConsent(sessionId: string): Promise<void> {
  await callApi(await endpoint('giveConsent'), { params: { sessionId }, body: { consent: true } });
}
