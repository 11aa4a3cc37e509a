import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { collections } from '../../shared/contract/collections';
import { LLM_API_KEY } from '../../lib/config';
import { logger } from '../../lib/logger';
import { syncInsights } from './sync-insights';

/** interviews/{id}/answers/{questionId} written → its AI-assist suggestions follow. */
export const analyseAnswers = onDocumentWritten(
  {
    document: collections.answers.doc('{interviewId}', '{questionId}'),
    retry: true,
    // The language model's key, when one is configured.
    secrets: [LLM_API_KEY],
  },
  async (event) => {
    const { interviewId } = event.params;
    // A follow-up's answer: its question's insights (read over both) follow.
    const { action, ms, questionId } = await syncInsights(interviewId, event.params.questionId);
    if (action.kind === 'write') {
      const { engine, note } = action.insight;
      logger.info(
        `insights: ${interviewId}/${questionId} analysed by ${engine.name} ${engine.version} in ${ms} ms${note ? ` (${note})` : ''}`,
      );
    }
    if (action.kind === 'delete') logger.info(`insights: ${interviewId}/${questionId} deleted`);
    if (action.kind === 'none' && action.reason === 'stale')
      logger.info(
        `insights: ${interviewId}/${questionId} changed while analysed; left to its event`,
      );
  },
);
