import type { ReactNode } from 'react';
import { Checkbox, Stack } from '@mantine/core';

/**
 * A labelled group of checkboxes, one per choice, stacked: a form field whose value is the ticked
 * choices (what `form.getInputProps` gives a list field). Anything that is not one of `choices`
 * never reaches the value.
 */
export function CheckboxChoices<T extends string>({
  label,
  choices,
  labelOf,
  value,
  onChange,
  error,
}: {
  label: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: T[];
  onChange: (values: T[]) => void;
  error?: ReactNode;
}) {
  const isChoice = (value: string): value is T => choices.includes(value as T);
  return (
    <Checkbox.Group
      label={label}
      value={value}
      onChange={(values) => onChange(values.filter(isChoice))}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {choices.map((choice) => (
          <Checkbox key={choice} value={choice} label={labelOf(choice)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
