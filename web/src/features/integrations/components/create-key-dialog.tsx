import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CheckboxChoices } from '@/components/form/checkbox-choices';
import { API_KEY_SCOPES } from '@shared/constants/domain';
import type { ApiKeyScope } from '@shared/constants/domain';
import type { ResponseOf } from '@shared/contract/endpoint';
import type { integrationsEndpoints } from '@shared/contract/endpoints/integrations';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { CreateApiKeySchema } from '@shared/schemas/api-keys';
import { schemaValidator } from '@/lib/schema-form';
import { useMutation } from '@/lib/use-mutation';
import { createApiKey } from '../api/create-api-key';
import { INTEGRATIONS_ERRORS } from '../lib/integrations-errors';

export type CreatedKey = ResponseOf<typeof integrationsEndpoints.createApiKey>;

interface KeyValues {
  name: string;
  scopes: ApiKeyScope[];
}
const validateKey = schemaValidator<KeyValues>(CreateApiKeySchema);

/** Owners name a key and choose its scopes; a created key goes to `onCreated` with its secret. */
export function CreateKeyDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: CreatedKey) => void;
}) {
  const create = useMutation(createApiKey, INTEGRATIONS_ERRORS);
  const form = useForm<KeyValues>({
    initialValues: { name: '', scopes: ['interviews:read'] },
    validate: validateKey,
    // A change answers the server's refusal: its message no longer applies.
    onValuesChange: () => create.reset(),
  });
  const { busy, error } = create;

  const close = () => {
    if (busy) return;
    create.reset();
    form.reset();
    onClose();
  };
  const submit = async (values: KeyValues) => {
    if (busy) return;
    const result = await create.run(values);
    if (!result.ok) return;
    form.reset();
    onCreated(result.value);
  };

  return (
    <Modal opened={opened} onClose={close} title={M.createTitle} centered>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={M.nameLabel}
            description={M.nameHint}
            autoComplete="off"
            data-autofocus
            readOnly={busy}
            {...form.getInputProps('name')}
          />
          <CheckboxChoices
            label={M.scopesLabel}
            choices={API_KEY_SCOPES}
            labelOf={(choice) => M.scopeLabels[choice]}
            value={form.values.scopes}
            onChange={(values) => form.setFieldValue('scopes', values)}
            error={form.errors.scopes}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {M.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? M.createSubmitting : M.createSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
