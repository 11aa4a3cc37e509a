import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { LINK_EXPIRY_DAYS_RANGE, RETENTION_DAYS_RANGE } from '@shared/constants/limits';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { OrgSettingsShape } from '@shared/schemas/team';
import type { OrgSettingsInput } from '@shared/schemas/team';
import { useHeldValue } from '../lib/use-held-value';

type DayField = 'retentionDays' | 'linkExpiryDays';
/** What the inputs hold: a number, or the text typed so far ('' when cleared). */
type Draft = Record<DayField, number | string>;

const FIELDS: readonly {
  name: DayField;
  label: string;
  description?: string;
  range: { min: number; max: number };
}[] = [
  {
    name: 'retentionDays',
    label: TEAM_MESSAGES.retentionDaysLabel,
    description: TEAM_MESSAGES.retentionDaysHint,
    range: RETENTION_DAYS_RANGE,
  },
  {
    name: 'linkExpiryDays',
    label: TEAM_MESSAGES.linkExpiryDaysLabel,
    range: LINK_EXPIRY_DAYS_RANGE,
  },
];

const sameDraft = (a: Draft, b: Draft) =>
  a.retentionDays === b.retentionDays && a.linkExpiryDays === b.linkExpiryDays;

/**
 * How long candidates' data is kept and how long their links work, in whole days. Owners type and
 * save both at once; each value is checked with the shared schema's rule and its message shown at
 * the field. Typed values stay on screen after a failed save (to be corrected or retried) and give
 * way to the stored ones once the org document moves.
 */
export function RetentionForm({
  retentionDays,
  linkExpiryDays,
  editable,
  busy,
  onSave,
}: {
  retentionDays: number;
  linkExpiryDays: number;
  editable: boolean;
  busy: boolean;
  /** Resolves true when the server stored the change. */
  onSave: (input: OrgSettingsInput) => Promise<boolean>;
}) {
  const draft = useHeldValue<Draft>({ retentionDays, linkExpiryDays }, sameDraft);
  const [errors, setErrors] = useState<Partial<Record<DayField, string>>>({});
  const titleId = useId();

  const change = (name: DayField, value: number | string) => {
    draft.hold({ ...draft.shown, [name]: value });
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editable || busy) return;
    const found: Partial<Record<DayField, string>> = {};
    const input: OrgSettingsInput = {};
    for (const { name } of FIELDS) {
      const checked = OrgSettingsShape.shape[name].safeParse(draft.shown[name]);
      if (checked.success) input[name] = checked.data;
      else found[name] = checked.error.issues[0]?.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await onSave(input);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={titleId}>
          {TEAM_MESSAGES.retentionTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map(({ name, label, description, range }) => (
            <NumberInput
              key={name}
              label={label}
              description={description}
              value={draft.shown[name]}
              onChange={(value) => change(name, value)}
              min={range.min}
              max={range.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={errors[name]}
              disabled={!editable}
            />
          ))}
        </SimpleGrid>
        {editable && (
          <Group>
            <Button type="submit" disabled={busy}>
              {TEAM_MESSAGES.retentionSave}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
