import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { WEBHOOK_EVENTS } from '@shared/constants/domain';
import type { WebhookEvent } from '@shared/constants/domain';
import type { WebhookView } from '@shared/contract/endpoints/integrations';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { useMutation } from '@/lib/use-mutation';
import { createWebhook, updateWebhook } from '../api/webhooks';
import { INTEGRATIONS_ERRORS } from '../lib/integrations-errors';

const isEvent = (value: string): value is WebhookEvent =>
  WEBHOOK_EVENTS.includes(value as WebhookEvent);

/** Both saves answer with the endpoint; a new one also with its signing secret. */
const save = async (
  editing: WebhookView | null,
  input: { url: string; description: string; events: WebhookEvent[] },
): Promise<{ endpoint: WebhookView; secret?: string }> =>
  editing
    ? updateWebhook(editing.id, { description: input.description, events: input.events })
    : createWebhook(input);

/**
 * Owners add an endpoint (its URL, events, description) or change one's events and description
 * (its URL stays: a new address is a new endpoint with its own secret).
 */
export function WebhookDialog({
  opened,
  editing,
  onClose,
  onSaved,
}: {
  opened: boolean;
  /** The endpoint being changed; null to add one. */
  editing: WebhookView | null;
  onClose: () => void;
  onSaved: (saved: { endpoint: WebhookView; secret?: string }) => void;
}) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const mutation = useMutation(save, INTEGRATIONS_ERRORS);
  const { busy, error } = mutation;

  useEffect(() => {
    if (!opened) return;
    setUrl(editing?.url ?? '');
    setDescription(editing?.description ?? '');
    setEvents(editing ? [...editing.events] : []);
  }, [opened, editing]);

  const close = () => {
    if (busy) return;
    mutation.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = await mutation.run(editing, { url, description, events });
    if (result.ok) onSaved(result.value);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing ? M.editWebhookTitle : M.addWebhookTitle}
      centered
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={M.webhookUrlLabel}
            description={M.webhookUrlHint}
            type="url"
            value={url}
            autoComplete="off"
            data-autofocus
            readOnly={busy || editing !== null}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              mutation.reset();
            }}
          />
          <TextInput
            label={M.webhookDescriptionLabel}
            description={M.webhookDescriptionHint}
            value={description}
            autoComplete="off"
            readOnly={busy}
            onChange={(e) => {
              setDescription(e.currentTarget.value);
              mutation.reset();
            }}
          />
          <Checkbox.Group
            label={M.webhookEventsLabel}
            value={events}
            onChange={(values) => {
              setEvents(values.filter(isEvent));
              mutation.reset();
            }}
          >
            <Stack gap="xs" mt="xs">
              {WEBHOOK_EVENTS.map((type) => (
                <Checkbox key={type} value={type} label={M.eventLabels[type]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {M.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? M.saving : editing ? M.saveWebhook : M.addWebhookSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
