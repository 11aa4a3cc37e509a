import { useId } from 'react';
import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REVIEW_DECISIONS } from '@shared/constants/domain';
import { FEEDBACK_TEMPLATES } from '@shared/messages/feedback';
import { DECISION_LABELS } from '@shared/messages/review';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { OrgSettingsShape } from '@shared/schemas/team';
import type { OrgSettings, OrgSettingsInput } from '@shared/schemas/team';
import { schemaValidator, unlessBlocked } from '@/lib/schema-form';
import { useFollowStored } from '../lib/use-follow-stored';

type Templates = OrgSettings['feedbackTemplates'];

/** The API's own rule for the three texts (trimmed), each problem at its decision's field. */
const TemplatesSchema = OrgSettingsShape.shape.feedbackTemplates;
const validateTemplates = schemaValidator<Templates>(TemplatesSchema);

const sameTemplates = (a: Templates, b: Templates) =>
  REVIEW_DECISIONS.every((decision) => a[decision] === b[decision]);

/**
 * The messages reviewers start from when they send a candidate feedback, one per decision. Owners
 * edit and save all three at once (each checked with the API's own schema, its message shown at
 * the field) or put the default texts back; members read them. The form shows the stored texts
 * while nothing is being edited; typed text stays through live updates and after a failed save.
 */
export function FeedbackTemplatesForm({
  templates,
  editable,
  busy,
  onSave,
}: {
  templates: Templates;
  editable: boolean;
  busy: boolean;
  /** Resolves true when the server stored the change. */
  onSave: (input: OrgSettingsInput) => Promise<boolean>;
}) {
  const form = useForm<Templates>({
    initialValues: templates,
    validate: validateTemplates,
    transformValues: (values) => TemplatesSchema.parse(values),
  });
  useFollowStored(form, templates, sameTemplates);
  const titleId = useId();
  const hintId = useId();

  const save = async (sent: Templates, submitted: Templates) => {
    if (!(await onSave({ feedbackTemplates: sent }))) return;
    // The saved (trimmed) texts replace what was typed, unless typing went on during the save.
    if (sameTemplates(form.getValues(), submitted)) form.setValues(sent);
    form.resetDirty(sent);
  };
  // The values as typed are read when the form is sent (the handler runs in the same event).
  const submit = unlessBlocked(
    !editable || busy,
    form.onSubmit((sent) => void save(sent, form.getValues())),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} aria-describedby={hintId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={titleId}>
          {TEAM_MESSAGES.feedbackTemplatesTitle}
        </Title>
        <Text size="sm" c="dimmed" id={hintId}>
          {TEAM_MESSAGES.feedbackTemplatesHint}
        </Text>
        {REVIEW_DECISIONS.map((decision) => (
          <Textarea
            key={decision}
            label={TEAM_MESSAGES.feedbackTemplateLabel(DECISION_LABELS[decision])}
            {...form.getInputProps(decision)}
            rows={6}
            disabled={!editable}
          />
        ))}
        {editable && (
          <Group>
            <Button type="submit" disabled={busy}>
              {TEAM_MESSAGES.feedbackTemplatesSave}
            </Button>
            <Button
              variant="default"
              disabled={busy}
              onClick={() => {
                form.setValues(FEEDBACK_TEMPLATES);
                form.clearErrors();
              }}
            >
              {TEAM_MESSAGES.feedbackTemplatesRestore}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
