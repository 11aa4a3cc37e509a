import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import { callApi } from '@/lib/api-client';

/** The candidate agrees to the recording notice (idempotent); nothing is recorded before. */
export async function giveConsent(sessionId: string): Promise<void> {
  await callApi(candidateEndpoints.giveConsent, { params: { sessionId }, body: { consent: true } });
}
