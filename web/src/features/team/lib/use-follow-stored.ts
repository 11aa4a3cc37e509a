import { useEffect, useRef } from 'react';
import type { UseFormReturnType } from '@mantine/form';

/**
 * Keeps a form on a live stored value (the org document): each new stored value is shown unless
 * the user is editing, that is unless the form's values differ from the ones it last took from
 * the store or saved. An edit is never overwritten by a live update; once nothing is being edited
 * the stored value shows again. After a save, call `form.resetDirty(sent)` so the saved values
 * count as unedited.
 */
export function useFollowStored<Values>(
  form: Pick<UseFormReturnType<Values>, 'isDirty' | 'getValues' | 'setValues' | 'resetDirty'>,
  stored: Values,
  same: (a: Values, b: Values) => boolean,
) {
  const seen = useRef(stored);
  useEffect(() => {
    if (same(seen.current, stored)) return;
    seen.current = stored;
    if (form.isDirty() && !same(form.getValues(), stored)) return;
    form.setValues(stored);
    form.resetDirty(stored);
  }, [form, stored, same]);
}
