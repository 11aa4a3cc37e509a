import type { FormEvent } from 'react';
import type { z } from '@shared/schemas/zod';

/**
 * A @mantine/form `validate` from a shared schema: each field's first failing rule, in the
 * schema's own words, so the form and the API refuse the same input with the same message.
 * `toInput` turns the form's values into what the API takes; `fieldOf` names the field that
 * shows a problem of the input's top-level key (by default the same name), given the problem's
 * whole path too for an input whose items are fields of their own.
 */
export function schemaValidator<Values>(
  schema: z.ZodType,
  toInput: (values: Values) => unknown = (values) => values,
  fieldOf: (key: string, path: readonly PropertyKey[]) => string = (key) => key,
): (values: Values) => Record<string, string> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''), issue.path);
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  };
}

/**
 * A form's submit handler that sends nothing while `blocked` (its save running, or the form read
 * only), else hands the event to `submit` (the form's `onSubmit(valid, invalid)`): pressing Enter
 * again during a save must not send it twice.
 */
export const unlessBlocked =
  (blocked: boolean, submit: (event?: FormEvent<HTMLFormElement>) => void) =>
  (event: FormEvent<HTMLFormElement>) => {
    if (blocked) event.preventDefault();
    else submit(event);
  };
