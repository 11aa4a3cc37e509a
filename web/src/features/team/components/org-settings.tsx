import { useId, useState } from 'react';
import { Alert, Checkbox, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { RECORDING_MODES } from '@shared/constants/domain';
import type { RecordingMode } from '@shared/constants/domain';
import { TEAM_MESSAGES } from '@shared/messages/team';
import type { OrgSettings as OrgSettingsValues, OrgSettingsInput } from '@shared/schemas/team';
import { useMutation } from '@/lib/use-mutation';
import { updateOrgSettings } from '../api/update-org-settings';
import { TEAM_ERRORS } from '../lib/team-errors';
import { useHeldValue } from '../lib/use-held-value';
import { FeedbackTemplatesForm } from './feedback-templates-form';
import { RetentionForm } from './retention-form';

const SETTINGS_ERRORS = {
  ...TEAM_ERRORS,
  fallback: TEAM_MESSAGES.settingsFailed,
  invalidInput: TEAM_MESSAGES.settingsFailed,
};

const isRecordingMode = (value: string): value is RecordingMode =>
  RECORDING_MODES.includes(value as RecordingMode);

/**
 * The org's settings: the completion notice, what candidates are recorded with, whether reviewers
 * get AI-assist suggestions, whether candidates may be asked follow-up questions, whether reviewers may send candidates feedback and what it starts from, and how long their data and links last. Owners change them, members
 * see them disabled. The stored values come from the live org document (defaults filled in); a
 * switch, radio or checkbox change shows at once and holds until that document moves (or the save
 * fails), so nothing flips back while the listener catches up.
 */
export function OrgSettings({
  settings,
  editable,
}: {
  settings: OrgSettingsValues;
  editable: boolean;
}) {
  const save = useMutation(updateOrgSettings, SETTINGS_ERRORS);
  const notice = useHeldValue(settings.notifyOnComplete);
  const mode = useHeldValue(settings.recordingMode);
  const aiAssist = useHeldValue(settings.aiAssist);
  const followUps = useHeldValue(settings.followUps);
  const feedback = useHeldValue(settings.candidateFeedback);
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  const recordingTitleId = useId();
  const aiAssistTitleId = useId();
  const followUpsTitleId = useId();
  const feedbackTitleId = useId();

  /** Saves some settings; true when the server stored them. */
  const store = async (input: OrgSettingsInput) => {
    setSaved(false);
    const result = await save.run(input);
    if (result.ok) setSaved(true);
    return result.ok;
  };

  /** Shows `value` at once, saves it, and lets go of it when the save fails. */
  const storeHeld = async <T,>(
    held: { hold(v: T): void; release(): void },
    value: T,
    input: OrgSettingsInput,
  ) => {
    held.hold(value);
    if (!(await store(input))) held.release();
  };
  const changeMode = (value: string) => {
    if (isRecordingMode(value)) void storeHeld(mode, value, { recordingMode: value });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {TEAM_MESSAGES.settingsTitle}
      </Title>
      <Switch
        label={TEAM_MESSAGES.notifyOnCompleteLabel}
        checked={notice.shown}
        disabled={!editable || save.busy}
        onChange={(event) => {
          const value = event.currentTarget.checked;
          void storeHeld(notice, value, { notifyOnComplete: value });
        }}
      />
      <Stack gap="xs" component="section" aria-labelledby={recordingTitleId}>
        <Title order={3} size="h4" id={recordingTitleId}>
          {TEAM_MESSAGES.recordingTitle}
        </Title>
        <Radio.Group
          label={TEAM_MESSAGES.recordingModeLabel}
          value={mode.shown}
          onChange={changeMode}
          disabled={!editable || save.busy}
        >
          <Stack gap="xs" mt="xs">
            {RECORDING_MODES.map((m) => (
              <Radio key={m} value={m} label={TEAM_MESSAGES.recordingModeLabels[m]} />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby={aiAssistTitleId}>
        <Title order={3} size="h4" id={aiAssistTitleId}>
          {TEAM_MESSAGES.aiAssistTitle}
        </Title>
        <Checkbox
          label={TEAM_MESSAGES.aiAssistLabel}
          checked={aiAssist.shown}
          disabled={!editable || save.busy}
          onChange={(event) => {
            const value = event.currentTarget.checked;
            void storeHeld(aiAssist, value, { aiAssist: value });
          }}
        />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby={followUpsTitleId}>
        <Title order={3} size="h4" id={followUpsTitleId}>
          {TEAM_MESSAGES.followUpsTitle}
        </Title>
        <Checkbox
          label={TEAM_MESSAGES.followUpsLabel}
          checked={followUps.shown}
          disabled={!editable || save.busy}
          onChange={(event) => {
            const value = event.currentTarget.checked;
            void storeHeld(followUps, value, { followUps: value });
          }}
        />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby={feedbackTitleId}>
        <Title order={3} size="h4" id={feedbackTitleId}>
          {TEAM_MESSAGES.candidateFeedbackTitle}
        </Title>
        <Checkbox
          label={TEAM_MESSAGES.candidateFeedbackLabel}
          checked={feedback.shown}
          disabled={!editable || save.busy}
          onChange={(event) => {
            const value = event.currentTarget.checked;
            void storeHeld(feedback, value, { candidateFeedback: value });
          }}
        />
        <FeedbackTemplatesForm
          templates={settings.feedbackTemplates}
          editable={editable}
          busy={save.busy}
          onSave={store}
        />
      </Stack>
      <RetentionForm
        retentionDays={settings.retentionDays}
        linkExpiryDays={settings.linkExpiryDays}
        editable={editable}
        busy={save.busy}
        onSave={store}
      />
      {save.error && (
        <Alert color="red" role="alert" withCloseButton onClose={save.reset}>
          {save.error}
        </Alert>
      )}
      {editable && (
        <Text role="status" size="sm" fw={500}>
          {saved ? TEAM_MESSAGES.settingsSaved : ''}
        </Text>
      )}
    </Stack>
  );
}
