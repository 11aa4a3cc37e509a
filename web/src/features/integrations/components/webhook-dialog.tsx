import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CheckboxChoices } from '@/components/form/checkbox-choices';
import { WEBHOOK_EVENTS } from '@shared/constants/domain';
import type { WebhookEvent } from '@shared/constants/domain';
import type { WebhookView } from '@shared/contract/endpoints/integrations';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { CreateWebhookSchema, UpdateWebhookSchema } from '@shared/schemas/api-keys';
import { schemaValidator } from '@/lib/schema-form';
import { useMutation } from '@/lib/use-mutation';
import { createWebhook, updateWebhook } from '../api/webhooks';
import { INTEGRATIONS_ERRORS } from '../lib/integrations-errors';

interface WebhookValues {
  url: string;
  description: string;
  events: WebhookEvent[];
}
const validateNew = schemaValidator<WebhookValues>(CreateWebhookSchema);
const validateChange = schemaValidator<WebhookValues>(UpdateWebhookSchema, (v) => ({
  description: v.description,
  events: v.events,
}));

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
  const mutation = useMutation(save, INTEGRATIONS_ERRORS);
  const close = () => {
    if (mutation.busy) return;
    mutation.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing ? M.editWebhookTitle : M.addWebhookTitle}
      centered
    >
      {/* Mounted per opening: the form starts from the endpoint being changed, or empty. */}
      <WebhookForm
        key={editing?.id ?? 'new'}
        editing={editing}
        mutation={mutation}
        onCancel={close}
        onSaved={onSaved}
      />
    </Modal>
  );
}

function WebhookForm({
  editing,
  mutation,
  onCancel,
  onSaved,
}: {
  editing: WebhookView | null;
  mutation: ReturnType<
    typeof useMutation<Parameters<typeof save>, Awaited<ReturnType<typeof save>>>
  >;
  onCancel: () => void;
  onSaved: (saved: { endpoint: WebhookView; secret?: string }) => void;
}) {
  const { busy, error, reset } = mutation;
  const form = useForm<WebhookValues>({
    initialValues: {
      url: editing?.url ?? '',
      description: editing?.description ?? '',
      events: editing ? [...editing.events] : [],
    },
    // A change keeps its URL: only the events and description are checked, as the API does.
    validate: editing ? validateChange : validateNew,
    // A change answers the server's refusal: its message no longer applies.
    onValuesChange: () => reset(),
  });
  const submit = async (values: WebhookValues) => {
    if (busy) return;
    const result = await mutation.run(editing, values);
    if (result.ok) onSaved(result.value);
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
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
          autoComplete="off"
          data-autofocus
          readOnly={busy || editing !== null}
          {...form.getInputProps('url')}
        />
        <TextInput
          label={M.webhookDescriptionLabel}
          description={M.webhookDescriptionHint}
          autoComplete="off"
          readOnly={busy}
          {...form.getInputProps('description')}
        />
        <CheckboxChoices
          label={M.webhookEventsLabel}
          choices={WEBHOOK_EVENTS}
          labelOf={(choice) => M.eventLabels[choice]}
          value={form.values.events}
          onChange={(values) => form.setFieldValue('events', values)}
          error={form.errors.events}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {M.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? M.saving : editing ? M.saveWebhook : M.addWebhookSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
