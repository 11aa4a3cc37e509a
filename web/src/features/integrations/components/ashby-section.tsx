import { useCallback, useId, useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { atsEndpoints } from '@shared/contract/endpoints/ats';
import { INTEGRATIONS_MESSAGES } from '@shared/messages/integrations';
import { schemaValidator, unlessBlocked } from '@/lib/schema-form';
import { useMutation } from '@/lib/use-mutation';
import { LoadFailedAlert } from '@/components/feedback/load-failed-alert';
import {
  clearAshbyConnection,
  getAshbyConnection,
  setAshbyConnection,
} from '../api/ashby-connection';
import { INTEGRATIONS_ERRORS } from '../lib/integrations-errors';
import { useApiList } from '../lib/use-api-list';

const M = INTEGRATIONS_MESSAGES.ashby;

interface KeyValues {
  apiKey: string;
}
/** The body sent: the key without the spaces a paste may bring. */
const toBody = ({ apiKey }: KeyValues) => ({ apiKey: apiKey.trim() });
/** The endpoint's own schema checks that body, its message shown at the field. */
const validateKey = schemaValidator<KeyValues>(atsEndpoints.setAshbyConnection.request, toBody);

/**
 * The org's Ashby API key, for HiQ's calls back to Ashby: every member sees whether it is set (by
 * its last 4 characters); owners set or remove it. The key itself is never read back.
 */
export function AshbySection({ isOwner }: { isOwner: boolean }) {
  const load = useCallback(async () => [await getAshbyConnection()], []);
  const connection = useApiList(load);
  const form = useForm<KeyValues>({ initialValues: { apiKey: '' }, validate: validateKey });
  const [done, setDone] = useState<string | null>(null);
  const save = useMutation(setAshbyConnection, INTEGRATIONS_ERRORS);
  const clear = useMutation(clearAshbyConnection, INTEGRATIONS_ERRORS);
  const titleId = useId();
  const current = connection.items[0];

  const onSave = async (values: KeyValues) => {
    setDone(null);
    const result = await save.run(toBody(values).apiKey);
    if (!result.ok) return;
    form.reset();
    setDone(M.saved);
    connection.reload();
  };
  const submit = unlessBlocked(
    save.busy,
    form.onSubmit(
      (values) => void onSave(values),
      // A refused key replaces the last outcome, as a refusal by the server does.
      () => {
        setDone(null);
        save.reset();
      },
    ),
  );
  const field = form.getInputProps('apiKey');
  const onClear = async () => {
    setDone(null);
    const result = await clear.run();
    if (!result.ok) return;
    setDone(M.cleared);
    connection.reload();
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {M.title}
      </Title>
      <Text>{M.intro}</Text>
      {connection.status === 'error' && (
        <LoadFailedAlert
          message={M.loadFailed}
          retryLabel={INTEGRATIONS_MESSAGES.retry}
          onRetry={connection.reload}
        />
      )}
      {current && (
        <Text fw={500}>{current.last4 !== null ? M.keySet(current.last4) : M.keyNotSet}</Text>
      )}
      <Text role="status" size="sm" fw={500}>
        {done}
      </Text>
      {isOwner && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end">
            <PasswordInput
              label={M.keyLabel}
              {...field}
              // The schema's message for what was typed, else the server's refusal.
              error={field.error ?? save.error}
              autoComplete="off"
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" loading={save.busy} disabled={form.values.apiKey.trim() === ''}>
              {M.save}
            </Button>
            {current?.configured && (
              <Button variant="default" loading={clear.busy} onClick={() => void onClear()}>
                {M.clear}
              </Button>
            )}
          </Group>
          {clear.error && (
            <Text c="red.8" size="sm">
              {clear.error}
            </Text>
          )}
        </form>
      )}
    </Stack>
  );
}
