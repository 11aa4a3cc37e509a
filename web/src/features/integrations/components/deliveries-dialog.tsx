import { useCallback, useId } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { WebhookDeliveryView, WebhookView } from '@shared/contract/endpoints/integrations';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { formatInterviewDate } from '@/lib/format-date';
import { useMutation } from '@/lib/use-mutation';
import { ScrollTable } from '@/components/table/scroll-table';
import { listWebhookDeliveries, resendWebhookDelivery } from '../api/webhooks';
import { INTEGRATIONS_ERRORS } from '../lib/integrations-errors';
import { useApiList } from '../lib/use-api-list';

const STATE_COLORS: Record<WebhookDeliveryView['state'], string> = {
  PENDING: 'gray',
  PROCESSING: 'blue',
  SUCCESS: 'green',
  ERROR: 'orange',
  FAILED: 'red',
};

const eventName = (type: string) =>
  (M.eventLabels as Record<string, string>)[type] ?? (type === 'webhook.test' ? M.sendTest : type);

/** An endpoint's latest deliveries: what was sent, how it went; owners send one again. */
export function DeliveriesDialog({
  endpoint,
  canResend,
  onClose,
}: {
  /** The endpoint whose log is open; null: closed. */
  endpoint: WebhookView | null;
  canResend: boolean;
  onClose: () => void;
}) {
  const id = endpoint?.id;
  const load = useCallback(
    async () => (id ? (await listWebhookDeliveries(id)).deliveries : []),
    [id],
  );
  const deliveries = useApiList<WebhookDeliveryView>(endpoint ? load : null);
  const resend = useMutation(resendWebhookDelivery, INTEGRATIONS_ERRORS);
  const titleId = useId();

  const sendAgain = async (delivery: WebhookDeliveryView) => {
    if (!id) return;
    const result = await resend.run(id, delivery.id);
    if (result.ok) deliveries.reload();
  };

  const c = M.deliveryColumns;
  return (
    <Modal
      opened={endpoint !== null}
      onClose={onClose}
      title={endpoint ? M.deliveriesTitle(endpoint.url) : ''}
      centered
      size="xl"
    >
      <Stack>
        {resend.error && (
          <Alert color="red" role="alert">
            {resend.error}
          </Alert>
        )}
        <Group justify="space-between">
          <Text id={titleId} fw={500}>
            {M.deliveries}
          </Text>
          <Button size="xs" variant="default" onClick={deliveries.reload}>
            {M.refresh}
          </Button>
        </Group>
        {deliveries.status === 'error' && (
          <Alert color="red" role="alert">
            {M.deliveriesLoadFailed}
          </Alert>
        )}
        {deliveries.status === 'loading' && deliveries.items.length === 0 ? (
          <Text role="status" c="gray.7">
            {M.deliveriesLoading}
          </Text>
        ) : deliveries.items.length === 0 ? (
          <Text c="gray.7">{M.noDeliveries}</Text>
        ) : (
          <ScrollTable
            labelledBy={titleId}
            minWidth={760}
            busy={deliveries.status === 'loading'}
            columns={[c.event, c.status, c.time, c.response, c.duration, canResend && c.actions]}
          >
            {deliveries.items.map((d) => {
              const time = formatInterviewDate(d.lastAttemptAt ?? d.createdAt);
              return (
                <Table.Tr key={d.id} data-delivery-id={d.id}>
                  <Table.Td>
                    <Text size="sm">{eventName(d.eventType)}</Text>
                    <Text size="xs" c="gray.7" ff="monospace">
                      {d.messageId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLORS[d.state]} variant="light">
                      {M.deliveryStates[d.state]}
                    </Badge>
                    <Text size="xs" c="gray.7">
                      {M.attemptsNote(d.attempts)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{time}</Table.Td>
                  <Table.Td>
                    {d.responseStatus ?? (d.attempts > 0 ? M.noResponse : '—')}
                    {d.error && d.responseStatus === null && (
                      <Text size="xs" c="gray.7">
                        {d.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{d.durationMs === null ? '—' : M.durationMs(d.durationMs)}</Table.Td>
                  {canResend && (
                    <Table.Td>
                      {(d.state === 'SUCCESS' || d.state === 'FAILED') && (
                        <Button
                          size="xs"
                          variant="light"
                          loading={resend.running.some(([, did]) => did === d.id)}
                          aria-label={M.sendAgainLabel(eventName(d.eventType), time)}
                          onClick={() => void sendAgain(d)}
                        >
                          {M.sendAgain}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </ScrollTable>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{M.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
