import { useCallback, useId, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { WebhookView } from '@shared/contract/endpoints/integrations';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { useMutation } from '@/lib/use-mutation';
import { LoadFailedAlert } from '@/components/feedback/load-failed-alert';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { ScrollTable } from '@/components/table/scroll-table';
import { deleteWebhook, listWebhooks, sendTestWebhook, updateWebhook } from '../api/webhooks';
import { INTEGRATIONS_ERRORS } from '../lib/integrations-errors';
import { useApiList } from '../lib/use-api-list';
import { DeliveriesDialog } from './deliveries-dialog';
import { SecretDialog } from './secret-dialog';
import { WebhookDialog } from './webhook-dialog';

const SECRET_TEXTS = {
  title: M.webhookSecretTitle,
  warning: M.webhookSecretWarning,
  label: M.webhookSecretLabel,
};

const loadWebhooks = async () => (await listWebhooks()).endpoints;

function status(endpoint: WebhookView) {
  if (endpoint.enabled) return { color: 'green', label: M.webhookOn };
  return endpoint.disabledReason === 'failures'
    ? { color: 'red', label: M.webhookOffByFailures }
    : { color: 'gray', label: M.webhookOffByOwner };
}

/** The org's webhook endpoints: owners add, change, switch, test and delete them; members read. */
export function WebhooksSection({ isOwner }: { isOwner: boolean }) {
  const endpoints = useApiList<WebhookView>(loadWebhooks);
  const [dialog, setDialog] = useState<{ editing: WebhookView | null } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookView | null>(null);
  const [logOf, setLogOf] = useState<WebhookView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const switchOnOff = useMutation(
    (endpoint: WebhookView) => updateWebhook(endpoint.id, { enabled: !endpoint.enabled }),
    INTEGRATIONS_ERRORS,
  );
  const test = useMutation(
    (endpoint: WebhookView) => sendTestWebhook(endpoint.id),
    INTEGRATIONS_ERRORS,
  );
  const remove = useMutation(
    (endpoint: WebhookView) => deleteWebhook(endpoint.id),
    INTEGRATIONS_ERRORS,
  );
  const titleId = useId();
  const { reload } = endpoints;

  const act = useCallback(
    async (
      mutation: { run: (e: WebhookView) => Promise<{ ok: boolean }> },
      endpoint: WebhookView,
      message: string,
    ) => {
      setDone(null);
      const result = await mutation.run(endpoint);
      if (!result.ok) return false;
      setDone(message);
      reload();
      return true;
    },
    [reload],
  );
  const busyWith = (endpoint: WebhookView) =>
    [switchOnOff, test].some((m) => m.running.some(([e]) => e.id === endpoint.id));
  const error = switchOnOff.error ?? test.error;

  const c = M.webhookColumns;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h3" id={titleId}>
          {M.webhooksTitle}
        </Title>
        {isOwner && <Button onClick={() => setDialog({ editing: null })}>{M.addWebhook}</Button>}
      </Group>
      <Text>{M.webhooksIntro}</Text>
      {!isOwner && <Alert color="blue">{M.webhooksReadOnlyNote}</Alert>}
      <Text role="status" size="sm" fw={500}>
        {done}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {endpoints.status === 'error' && (
        <LoadFailedAlert message={M.webhooksLoadFailed} retryLabel={M.retry} onRetry={reload} />
      )}
      {endpoints.status === 'loading' && endpoints.items.length === 0 ? (
        <Text role="status" c="gray.7" ta="center" py="md">
          {M.webhooksLoading}
        </Text>
      ) : endpoints.items.length === 0 ? (
        endpoints.status === 'success' && (
          <Text c="gray.7" py="md">
            {M.noWebhooks}
          </Text>
        )
      ) : (
        <ScrollTable
          labelledBy={titleId}
          minWidth={isOwner ? 980 : 720}
          columns={[c.endpoint, c.events, c.status, c.actions]}
        >
          {endpoints.items.map((endpoint) => {
            const { color, label } = status(endpoint);
            return (
              <Table.Tr key={endpoint.id} data-webhook-id={endpoint.id}>
                <Table.Td>
                  <Text size="sm" fw={500} ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {endpoint.url}
                  </Text>
                  {endpoint.description && (
                    <Text size="xs" c="gray.7">
                      {endpoint.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{endpoint.events.map((e) => M.eventLabels[e]).join(', ')}</Table.Td>
                <Table.Td>
                  <Badge color={color} variant="light">
                    {label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={M.deliveriesLabel(endpoint.url)}
                      onClick={() => setLogOf(endpoint)}
                    >
                      {M.deliveries}
                    </Button>
                    {isOwner && (
                      <>
                        <Button
                          size="xs"
                          variant="light"
                          disabled={busyWith(endpoint)}
                          aria-label={M.sendTestLabel(endpoint.url)}
                          onClick={() => void act(test, endpoint, M.testSent(endpoint.url))}
                        >
                          {M.sendTest}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={M.editLabel(endpoint.url)}
                          onClick={() => setDialog({ editing: endpoint })}
                        >
                          {M.edit}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          disabled={busyWith(endpoint)}
                          aria-label={
                            endpoint.enabled
                              ? M.switchOffLabel(endpoint.url)
                              : M.switchOnLabel(endpoint.url)
                          }
                          onClick={() =>
                            void act(
                              switchOnOff,
                              endpoint,
                              endpoint.enabled
                                ? M.switchedOff(endpoint.url)
                                : M.switchedOn(endpoint.url),
                            )
                          }
                        >
                          {endpoint.enabled ? M.switchOff : M.switchOn}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={M.deleteWebhookLabel(endpoint.url)}
                          onClick={() => {
                            remove.reset();
                            setDeleting(endpoint);
                          }}
                        >
                          {M.deleteWebhook}
                        </Button>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ScrollTable>
      )}
      <DeliveriesDialog endpoint={logOf} canResend={isOwner} onClose={() => setLogOf(null)} />
      {isOwner && (
        <>
          <WebhookDialog
            opened={dialog !== null}
            editing={dialog?.editing ?? null}
            onClose={() => setDialog(null)}
            onSaved={({ endpoint, secret: created }) => {
              setDialog(null);
              setDone(created ? M.webhookAdded(endpoint.url) : M.webhookSaved(endpoint.url));
              if (created) setSecret(created);
              reload();
            }}
          />
          <SecretDialog secret={secret} onClose={() => setSecret(null)} texts={SECRET_TEXTS} />
          {/* Deleting asks first: the receiving system stops getting events at once. */}
          <ConfirmDialog
            opened={deleting !== null}
            title={M.deleteWebhookTitle}
            cancelLabel={M.cancel}
            confirmLabel={M.deleteWebhookButton}
            busy={remove.busy}
            error={remove.error}
            onClose={() => setDeleting(null)}
            onConfirm={() =>
              deleting &&
              void act(remove, deleting, M.webhookDeleted(deleting.url)).then(
                (ok) => ok && setDeleting(null),
              )
            }
          >
            {deleting && <Text>{M.deleteWebhookConfirm(deleting.url)}</Text>}
          </ConfirmDialog>
        </>
      )}
    </Stack>
  );
}
