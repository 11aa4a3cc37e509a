import { Suspense, lazy, useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useFirestore } from 'reactfire';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import { downloadText } from '@/lib/csv';
import { useSession } from '@/lib/auth/use-session';
import { fetchRatings, useInterviewCounters, useOrgInterviews } from '../data/interviews-firestore';
import type { InterviewRow } from '../types';
import { CancelInterviewDialog } from './cancel-interview-dialog';
import { InterviewCounters } from './interview-counters';
import { InterviewsTable, PAGE_SIZE } from './interviews-table';
import { interviewsCsv } from '../utils/interviews-csv';

// The modal carries the date picker (@mantine/dates, dayjs and their CSS): its own chunk, fetched
// once the table is up, so the first rows never wait for it.
const loadModal = () => import('./schedule-interview-modal');
const ScheduleInterviewModal = lazy(() =>
  loadModal().then((m) => ({ default: m.ScheduleInterviewModal })),
);

function OrgDashboard({ orgId }: { orgId: string }) {
  const interviews = useOrgInterviews(orgId, PAGE_SIZE);
  const counters = useInterviewCounters(orgId);
  const [scheduling, setScheduling] = useState(false);
  const [cancelling, setCancelling] = useState<InterviewRow | null>(null);
  const firestore = useFirestore();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const onExport = async (rows: readonly InterviewRow[]) => {
    setExporting(true);
    setExportError(null);
    try {
      const ratings = await fetchRatings(
        firestore,
        rows.map((r) => r.id),
      );
      const day = new Date().toISOString().slice(0, 10);
      downloadText(`interviews-${day}.csv`, interviewsCsv(rows, ratings));
    } catch {
      setExportError(INTERVIEW_MESSAGES.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  useEffect(() => {
    void loadModal();
  }, []);

  let body;
  if (interviews.status === 'error') {
    body = (
      <Alert color="red" role="alert">
        {INTERVIEW_MESSAGES.loadFailed}
      </Alert>
    );
  } else if (interviews.status === 'loading') {
    body = (
      <Text role="status" c="dimmed" ta="center" py="xl">
        {INTERVIEW_MESSAGES.loading}
      </Text>
    );
  } else if (interviews.rows.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {INTERVIEW_MESSAGES.empty}
      </Text>
    );
  } else {
    body = (
      <InterviewsTable
        rows={interviews.rows}
        complete={interviews.complete}
        onCancel={setCancelling}
        onExport={(rows) => void onExport(rows)}
        exporting={exporting}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Interview Dashboard</Title>
        <Button onClick={() => setScheduling(true)}>{INTERVIEW_MESSAGES.newInterview}</Button>
      </Group>
      <InterviewCounters counters={counters.counters} loading={counters.status === 'loading'} />
      {exportError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {body}
      </Paper>
      {scheduling && (
        <Suspense fallback={null}>
          <ScheduleInterviewModal opened onClose={() => setScheduling(false)} />
        </Suspense>
      )}
      <CancelInterviewDialog interview={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

/** /dashboard: the signed-in staff's org, live. Someone without an org gets an explanation. */
export function DashboardScreen() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const orgId = session.claims.orgId;
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      {orgId && session.claims.role === 'staff' ? (
        <OrgDashboard key={orgId} orgId={orgId} />
      ) : (
        <Stack gap="lg">
          <Title order={1}>Interview Dashboard</Title>
          <Alert color="yellow" title={INTERVIEW_MESSAGES.noOrgTitle}>
            {INTERVIEW_MESSAGES.noOrg}
          </Alert>
        </Stack>
      )}
    </Container>
  );
}
