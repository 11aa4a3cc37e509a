import { useId } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LINK_EXPIRY_DAYS_RANGE, RETENTION_DAYS_RANGE } from '@shared/constants/limits';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { OrgSettingsShape } from '@shared/schemas/team';
import type { OrgSettings, OrgSettingsInput } from '@shared/schemas/team';
import { schemaValidator, unlessBlocked } from '@/lib/schema-form';
import { useFollowStored } from '../lib/use-follow-stored';

type DayField = 'retentionDays' | 'linkExpiryDays';
/** What the inputs hold: a number, or the text typed so far ('' when cleared). */
type Draft = Record<DayField, number | string>;
/** What is sent: both in whole days. */
type Days = Pick<OrgSettings, DayField>;

/** The API's own rules for the two settings, with their messages. */
const DaysSchema = OrgSettingsShape.pick({ retentionDays: true, linkExpiryDays: true });
const validateDays = schemaValidator<Draft>(DaysSchema);

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
 * save both at once; each value is checked with the API's own schema and its message shown at the
 * field. The form shows the stored values while nothing is being edited; typed values stay on
 * screen through live updates and after a failed save (to be corrected or retried).
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
  const form = useForm<Draft, Days>({
    initialValues: { retentionDays, linkExpiryDays },
    validate: validateDays,
    transformValues: (values) => DaysSchema.parse(values),
  });
  useFollowStored(form, { retentionDays, linkExpiryDays }, sameDraft);
  const titleId = useId();

  const save = async (sent: Days) => {
    if (await onSave(sent)) form.resetDirty(sent);
  };
  const submit = unlessBlocked(
    !editable || busy,
    form.onSubmit((sent) => void save(sent)),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
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
              {...form.getInputProps(name)}
              min={range.min}
              max={range.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
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
