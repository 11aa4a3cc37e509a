import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { anyStatus } from '@/lib/error-message';
import { useMutation } from '@/lib/use-mutation';
import { paths } from '@/config/paths';
import { archiveQuestionSet } from '../api/archive-question-set';
import { duplicateQuestionSet } from '../api/duplicate-question-set';
import { restoreQuestionSet } from '../api/restore-question-set';

const perform = (_key: string, action: () => Promise<unknown>) => action();

/**
 * Duplicate, archive and restore, from the list or the editor: which are under way (their buttons
 * are disabled), the last one's success line and the last failure's message (the server's).
 * A duplicate opens in the editor.
 */
export function useSetActions() {
  const navigate = useNavigate();
  const actions = useMutation(perform, {
    fallback: M.actionFailed,
    show: anyStatus,
  });
  const [done, setDone] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<unknown>, success: string | null) {
    setDone(null);
    const result = await actions.run(key, action);
    if (result.ok && success) setDone(success);
    return result.ok;
  }

  return {
    duplicate: async (id: string) => {
      let copyId: string | undefined;
      const ok = await run(
        `duplicate:${id}`,
        async () => {
          copyId = (await duplicateQuestionSet(id)).questionSet.id;
        },
        null,
      );
      if (ok && copyId) navigate(paths.questionSet(copyId));
    },
    archive: (set: { id: string; name: string }) =>
      run(`archive:${set.id}`, () => archiveQuestionSet(set.id), M.archivedDone(set.name)),
    restore: (set: { id: string; name: string }) =>
      run(`restore:${set.id}`, () => restoreQuestionSet(set.id), M.restoredDone(set.name)),
    isBusy: (action: 'duplicate' | 'archive' | 'restore', id: string) =>
      actions.running.some(([key]) => key === `${action}:${id}`),
    done,
    error: actions.error,
    clearError: actions.reset,
  };
}
