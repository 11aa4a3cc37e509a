import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { API_KEY_SCOPES } from '@shared/constants/domain';
import type { ApiKeyScope } from '@shared/constants/domain';
import type { ResponseOf } from '@shared/contract/endpoint';
import type { integrationsEndpoints } from '@shared/contract/endpoints/integrations';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { useMutation } from '@/lib/use-mutation';
import { createApiKey } from '../api/create-api-key';
import { INTEGRATIONS_ERRORS } from '../lib/integrations-errors';

export type CreatedKey = ResponseOf<typeof integrationsEndpoints.createApiKey>;

const isScope = (value: string): value is ApiKeyScope =>
  API_KEY_SCOPES.includes(value as ApiKeyScope);

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
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['interviews:read']);
  const create = useMutation(createApiKey, INTEGRATIONS_ERRORS);
  const { busy, error } = create;

  const close = () => {
    if (busy) return;
    create.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = await create.run({ name, scopes });
    if (!result.ok) return;
    setName('');
    setScopes(['interviews:read']);
    onCreated(result.value);
  };

  return (
    <Modal opened={opened} onClose={close} title={M.createTitle} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={M.nameLabel}
            description={M.nameHint}
            value={name}
            autoComplete="off"
            data-autofocus
            onChange={(e) => {
              setName(e.currentTarget.value);
              create.reset();
            }}
            readOnly={busy}
          />
          <Checkbox.Group
            label={M.scopesLabel}
            value={scopes}
            onChange={(values) => {
              setScopes(values.filter(isScope));
              create.reset();
            }}
          >
            <Stack gap="xs" mt="xs">
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope} label={M.scopeLabels[scope]} />
              ))}
            </Stack>
          </Checkbox.Group>
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
