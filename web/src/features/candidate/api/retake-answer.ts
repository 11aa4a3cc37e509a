import { callApi } from '@/lib/api-client';
import { endpoint } from './contract';

/** Discards the current take (the server deletes its answer) and opens the next one. */
export const retakeAnswer = async (sessionId: string, questionId: string) =>
  callApi(await endpoint('retakeAnswer'), { params: { sessionId, questionId } });
