import { useId, useState } from 'react';
import { Alert, Stack, Switch, Text, Title } from '@mantine/core';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { useMutation } from '@/lib/use-mutation';
import { updateOrgSettings } from '../api/update-org-settings';
import { TEAM_ERRORS } from '../lib/team-errors';

const SETTINGS_ERRORS = {
  ...TEAM_ERRORS,
  fallback: TEAM_MESSAGES.settingsFailed,
  invalidInput: TEAM_MESSAGES.settingsFailed,
};

/**
 * The org's notification setting: owners switch it, members see it disabled. The stored value
 * comes from the live org document; a change shows at once and holds until that document
 * moves (or the save fails), so the switch never flips back while the listener catches up.
 */
export function OrgSettings({
  notifyOnComplete,
  editable,
}: {
  notifyOnComplete: boolean;
  editable: boolean;
}) {
  const save = useMutation(updateOrgSettings, SETTINGS_ERRORS);
  const [pending, setPending] = useState<{ value: boolean; over: boolean } | null>(null);
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  const checked = pending && pending.over === notifyOnComplete ? pending.value : notifyOnComplete;

  const change = async (value: boolean) => {
    setSaved(false);
    setPending({ value, over: notifyOnComplete });
    const result = await save.run({ notifyOnComplete: value });
    if (result.ok) setSaved(true);
    else setPending(null);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {TEAM_MESSAGES.settingsTitle}
      </Title>
      <Switch
        label={TEAM_MESSAGES.notifyOnCompleteLabel}
        checked={checked}
        disabled={!editable || save.busy}
        onChange={(event) => void change(event.currentTarget.checked)}
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
