import { useId, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { v1Endpoints } from '@shared/contract/endpoints/v1';
import type { ApiKeyView } from '@shared/contract/endpoints/integrations';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { paths } from '@/config/paths';
import { useMembership } from '@/lib/auth/membership';
import { apiUrl } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';
import { LoadFailedAlert } from '@/components/feedback/load-failed-alert';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { StaffOrgScreen } from '@/components/layout/staff-org-screen';
import { listApiKeys } from '../api/list-api-keys';
import { revokeApiKey } from '../api/revoke-api-key';
import { INTEGRATIONS_ERRORS } from '../lib/integrations-errors';
import { useApiList } from '../lib/use-api-list';
import { ApiKeysTable } from './api-keys-table';
import { AshbySection } from './ashby-section';
import { CreateKeyDialog } from './create-key-dialog';
import { SecretDialog } from './secret-dialog';
import { WebhooksSection } from './webhooks-section';

const loadKeys = async () => (await listApiKeys()).keys;

/** The org's API keys: owners create and revoke them; members see the list only. */
function OrgKeys() {
  const membership = useMembership();
  const keys = useApiList(loadKeys);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const revoke = useMutation(revokeApiKey, INTEGRATIONS_ERRORS);
  const titleId = useId();

  if (membership.status === 'error' || (keys.status === 'error' && keys.items.length === 0)) {
    return <LoadFailedAlert message={M.loadFailed} retryLabel={M.retry} onRetry={keys.reload} />;
  }
  if (membership.status === 'loading' || (keys.status === 'loading' && keys.items.length === 0)) {
    return (
      <Text role="status" c="gray.7" ta="center" py="xl">
        {M.loading}
      </Text>
    );
  }
  const isOwner = membership.role === 'owner';

  const confirmRevoke = async (key: ApiKeyView) => {
    setDone(null);
    const result = await revoke.run(key.id);
    if (!result.ok) return;
    setRevoking(null);
    setDone(M.revoked(key.name));
    keys.reload();
  };

  return (
    <Stack gap="lg">
      <Text>{M.intro}</Text>
      <Text>
        {M.apiDocumentIntro}{' '}
        <Anchor href={apiUrl(v1Endpoints.getV1OpenApiDocument.path)} target="_blank">
          {M.apiDocument}
        </Anchor>
        .{' '}
        <Anchor component={Link} to={paths.apiReference}>
          {M.apiReferenceLink}
        </Anchor>
      </Text>
      {!isOwner && <Alert color="blue">{M.readOnlyNote}</Alert>}
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h3" id={titleId}>
            {M.keysTitle}
          </Title>
          {isOwner && <Button onClick={() => setCreating(true)}>{M.create}</Button>}
        </Group>
        <Text role="status" size="sm" fw={500}>
          {done}
        </Text>
        {/* A failed refresh keeps the keys shown and says they may be out of date. */}
        {keys.status === 'error' && (
          <LoadFailedAlert message={M.loadFailed} retryLabel={M.retry} onRetry={keys.reload} />
        )}
        <ApiKeysTable
          keys={keys.items}
          labelledBy={titleId}
          actions={
            isOwner
              ? {
                  onRevoke: (key) => {
                    revoke.reset();
                    setRevoking(key);
                  },
                  isBusy: (key) => revoke.running.some(([id]) => id === key.id),
                }
              : undefined
          }
        />
      </Stack>
      {isOwner && (
        <>
          <CreateKeyDialog
            opened={creating}
            onClose={() => setCreating(false)}
            onCreated={(created) => {
              setCreating(false);
              setDone(M.created(created.key.name));
              setSecret(created.secret);
              keys.reload();
            }}
          />
          <SecretDialog secret={secret} onClose={() => setSecret(null)} />
          {/* Revoking asks first: the integration using the key stops working at once. */}
          <ConfirmDialog
            opened={revoking !== null}
            title={M.revokeTitle}
            cancelLabel={M.cancel}
            confirmLabel={M.revokeButton}
            busy={revoke.busy}
            error={revoke.error}
            onClose={() => setRevoking(null)}
            onConfirm={() => revoking && void confirmRevoke(revoking)}
          >
            {revoking && <Text>{M.revokeConfirm(revoking.name)}</Text>}
          </ConfirmDialog>
        </>
      )}
      <WebhooksSection isOwner={isOwner} />
      <AshbySection isOwner={isOwner} />
    </Stack>
  );
}

/** /integrations: a company user's API keys and webhooks. Anyone else (the admin) is told they are not in a team. */
export function IntegrationsScreen() {
  return <StaffOrgScreen title={M.title}>{() => <OrgKeys />}</StaffOrgScreen>;
}
