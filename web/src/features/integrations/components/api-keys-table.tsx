import { Badge, Button, Table, Text } from '@mantine/core';
import type { ApiKeyView } from '@shared/contract/endpoints/integrations';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { formatInterviewDate } from '@/lib/format-date';
import { ScrollTable } from '@/components/table/scroll-table';

export interface ApiKeyActions {
  onRevoke: (key: ApiKeyView) => void;
  isBusy: (key: ApiKeyView) => boolean;
}

/** The org's API keys; owners can revoke an active one. */
export function ApiKeysTable({
  keys,
  labelledBy,
  actions,
}: {
  keys: readonly ApiKeyView[];
  labelledBy: string;
  /** Absent: read-only (members). */
  actions?: ApiKeyActions;
}) {
  if (keys.length === 0) {
    return (
      <Text c="gray.7" py="md">
        {M.noKeys}
      </Text>
    );
  }
  const c = M.columns;
  const columns = [c.name, c.scopes, c.createdBy, c.lastUsed, c.status, !!actions && c.actions];
  return (
    <ScrollTable labelledBy={labelledBy} minWidth={actions ? 900 : 760} columns={columns}>
      {keys.map((key) => (
        <Table.Tr key={key.id} data-api-key-id={key.id}>
          <Table.Td>
            <Text size="sm" fw={500}>
              {key.name}
            </Text>
            <Text size="xs" c="gray.7" ff="monospace">
              {key.prefix}…
            </Text>
          </Table.Td>
          <Table.Td>{key.scopes.map((scope) => M.scopeLabels[scope]).join(', ')}</Table.Td>
          <Table.Td>{key.createdByName}</Table.Td>
          <Table.Td>{key.lastUsedAt ? formatInterviewDate(key.lastUsedAt) : M.neverUsed}</Table.Td>
          <Table.Td>
            <Badge color={key.revokedAt ? 'gray' : 'green'} variant="light">
              {key.revokedAt ? M.statusRevoked : M.statusActive}
            </Badge>
          </Table.Td>
          {actions && (
            <Table.Td>
              {!key.revokedAt && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => actions.onRevoke(key)}
                  loading={actions.isBusy(key)}
                  aria-label={M.revokeLabel(key.name)}
                >
                  {M.revoke}
                </Button>
              )}
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}
