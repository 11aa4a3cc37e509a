import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { REVIEW_DECISIONS } from '@shared/constants/domain';
import type { ReviewDecision } from '@shared/constants/domain';
import { FEEDBACK_TEMPLATES } from '@shared/messages/feedback';
import { DECISION_LABELS } from '@shared/messages/review';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { OrgSettingsShape } from '@shared/schemas/team';
import type { OrgSettings, OrgSettingsInput } from '@shared/schemas/team';
import { useHeldValue } from '../lib/use-held-value';

type Templates = OrgSettings['feedbackTemplates'];

const sameTemplates = (a: Templates, b: Templates) =>
  REVIEW_DECISIONS.every((decision) => a[decision] === b[decision]);

/**
 * The messages reviewers start from when they send a candidate feedback, one per decision. Owners
 * edit and save all three at once (each checked with the shared schema's rule, its message shown at
 * the field) or put the default texts back; members read them. Typed text stays after a failed
 * save and gives way to the stored text once the org document moves.
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
  const draft = useHeldValue<Templates>(templates, sameTemplates);
  const [errors, setErrors] = useState<Partial<Record<ReviewDecision, string>>>({});
  const titleId = useId();
  const hintId = useId();

  const change = (decision: ReviewDecision, value: string) => {
    draft.hold({ ...draft.shown, [decision]: value });
    setErrors((current) => ({ ...current, [decision]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editable || busy) return;
    const checked = OrgSettingsShape.shape.feedbackTemplates.safeParse(draft.shown);
    if (!checked.success) {
      const found: Partial<Record<ReviewDecision, string>> = {};
      for (const issue of checked.error.issues) {
        const decision = issue.path[0] as ReviewDecision;
        found[decision] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await onSave({ feedbackTemplates: checked.data });
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={titleId}
      aria-describedby={hintId}
    >
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
            value={draft.shown[decision]}
            onChange={(event) => change(decision, event.currentTarget.value)}
            rows={6}
            error={errors[decision]}
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
                draft.hold(FEEDBACK_TEMPLATES);
                setErrors({});
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
