import { useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { ACCESS_REQUEST_STATUSES, DEFAULT_ACCESS_REQUEST_FILTER } from '@shared/constants/domain';
import type { AccessRequestStatus } from '@shared/constants/domain';
import { ADMIN_MESSAGES } from '@shared/messages/access';
import { APP_MESSAGES } from '@shared/messages/common';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { ScrollTable } from '@/components/table/scroll-table';
import { ACCESS_REQUEST_STATUS_LABELS } from '@/domain/access-request';
import type { AccessRequestRow } from '@/domain/access-request';
import { isUnreadable } from '@shared/contract/read-document';
import { UnreadableRow } from '@/components/table/unreadable-row';
import { AccessRequestStatusBadge } from '@/domain/access-request-status-badge';
import { useSession } from '@/lib/auth/use-session';
import { useMutation } from '@/lib/use-mutation';
import { approveAccessRequest } from '../api/approve-access-request';
import { rejectAccessRequest } from '../api/reject-access-request';
import { useAccessRequests } from '../data/access-requests';
import { ExistingCustomerNote } from './existing-customer-note';
import { RejectDialog } from './reject-dialog';

/** The Date column: the submission date in the browser's local format. */
const formatDate = (row: AccessRequestRow) =>
  row.createdAt ? row.createdAt.toDate().toLocaleDateString() : ADMIN_MESSAGES.noDate;

function RequestsTable({ status }: { status: AccessRequestStatus }) {
  const list = useAccessRequests(status);
  const [rejecting, setRejecting] = useState<AccessRequestRow | null>(null);
  // One fixed line per action, whatever went wrong.
  const approval = useMutation((row: AccessRequestRow) => approveAccessRequest(row.id), {
    fallback: ADMIN_MESSAGES.approveFailed,
  });
  const rejection = useMutation(
    (row: AccessRequestRow, reason: string) => rejectAccessRequest(row.id, { reason }),
    { fallback: ADMIN_MESSAGES.rejectFailed },
  );
  // One decision at a time: the row being decided, if any.
  const busyId = (approval.running[0]?.[0] ?? rejection.running[0]?.[0])?.id ?? null;
  const actionError = approval.error ?? rejection.error;
  const clearError = () => {
    approval.reset();
    rejection.reset();
  };
  const approve = (row: AccessRequestRow) => {
    rejection.reset();
    return approval.run(row);
  };
  const reject = (row: AccessRequestRow, reason: string) => {
    approval.reset();
    return rejection.run(row, reason);
  };

  const c = ADMIN_MESSAGES.columns;
  const columns = [c.domain, c.email, c.teamSize, c.status, c.date, c.actions];
  if (list.status === 'loading') return <LoadingScreen label={ADMIN_MESSAGES.loading} />;
  if (list.status === 'error') {
    return (
      <Alert color="red" role="alert">
        {ADMIN_MESSAGES.loadFailed}
      </Alert>
    );
  }

  return (
    <Stack>
      {actionError && (
        <Alert color="red" role="alert" withCloseButton onClose={clearError}>
          {actionError}
        </Alert>
      )}
      {list.rows.length === 0 ? (
        <Text c="dimmed" py="lg">
          {ADMIN_MESSAGES.empty}
        </Text>
      ) : (
        <ScrollTable label={ADMIN_MESSAGES.tableLabel} minWidth={760} columns={columns}>
          {list.rows.map((row) =>
            isUnreadable(row) ? (
              <UnreadableRow key={row.id} item={row} columns={columns.length} />
            ) : (
              <Table.Tr key={row.id} data-request-id={row.id}>
                <Table.Td>
                  {row.workDomain}
                  {row.status === 'pending' && <ExistingCustomerNote domain={row.workDomain} />}
                </Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>{row.teamSize ?? ADMIN_MESSAGES.noTeamSize}</Table.Td>
                <Table.Td>
                  <AccessRequestStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td>{formatDate(row)}</Table.Td>
                <Table.Td>
                  {row.status === 'pending' && (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        color="green"
                        onClick={() => void approve(row)}
                        loading={busyId === row.id}
                        disabled={busyId !== null && busyId !== row.id}
                        aria-label={ADMIN_MESSAGES.approveLabel(row.email)}
                      >
                        {ADMIN_MESSAGES.approve}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => setRejecting(row)}
                        disabled={busyId !== null}
                        aria-label={ADMIN_MESSAGES.rejectLabel(row.email)}
                      >
                        {ADMIN_MESSAGES.reject}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ),
          )}
        </ScrollTable>
      )}
      <RejectDialog
        request={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(r, reason) => void reject(r, reason)}
      />
    </Stack>
  );
}

/** A signed-in non-admin: a clear view instead of a permission error. */
function NotAuthorised() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{APP_MESSAGES.notAuthorised}</Title>
      <Text mt="sm">{APP_MESSAGES.notAuthorisedText}</Text>
    </Container>
  );
}

/** Access Requests admin (/admin/access-requests). */
export function AccessRequestsPage() {
  const session = useSession();
  const [status, setStatus] = useState<AccessRequestStatus>(DEFAULT_ACCESS_REQUEST_FILTER);

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status !== 'signed-in' || session.claims.role !== 'admin') return <NotAuthorised />;

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{ADMIN_MESSAGES.title}</Title>
          <NativeSelect
            label={ADMIN_MESSAGES.statusFilter}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as AccessRequestStatus)}
            data={ACCESS_REQUEST_STATUSES.map((s) => ({
              value: s,
              label: ACCESS_REQUEST_STATUS_LABELS[s],
            }))}
            w={180}
          />
        </Group>
        <RequestsTable status={status} />
      </Stack>
    </Container>
  );
}
