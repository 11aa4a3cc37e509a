import { Suspense, lazy, useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import { useMembership } from '@/lib/auth/membership';
import { useSession } from '@/lib/auth/use-session';
import type { InterviewRow } from '@/domain/interview';
import { isUnreadable } from '@shared/contract/read-document';
import {
  fetchAllInterviews,
  fetchRatings,
  useInterviewCounters,
  useInterviewsPage,
} from '../data/interviews-firestore';
import { DEFAULT_SORT, nextSort } from '../utils/sort-interviews';
import type { SortKey, SortState } from '../utils/sort-interviews';
import { InterviewCounters } from './interview-counters';
import { InterviewsTable, PAGE_SIZE } from './interviews-table';

// The modal carries the date picker (@mantine/dates, dayjs and their CSS): its own chunk, fetched
// once the table is up, so the first rows never wait for it.
const loadModal = () => import('./schedule-interview-modal');
const ScheduleInterviewModal = lazy(() =>
  loadModal().then((m) => ({ default: m.ScheduleInterviewModal })),
);
// The cancel dialog (Mantine's Modal) likewise; the CSV export loads when it is asked for.
const loadCancelDialog = () => import('./cancel-interview-dialog');
const CancelInterviewDialog = lazy(() =>
  loadCancelDialog().then((m) => ({ default: m.CancelInterviewDialog })),
);
const loadEraseDialog = () => import('./erase-candidate-dialog');
const EraseCandidateDialog = lazy(() =>
  loadEraseDialog().then((m) => ({ default: m.EraseCandidateDialog })),
);
const loadShareDialog = () => import('./share-selected-dialog');
const ShareSelectedDialog = lazy(() =>
  loadShareDialog().then((m) => ({ default: m.ShareSelectedDialog })),
);
const loadCsv = () =>
  Promise.all([import('@/lib/csv'), import('../utils/interviews-csv')]).then(
    ([{ downloadText }, { interviewsCsv }]) => ({ downloadText, interviewsCsv }),
  );

function OrgDashboard({ orgId }: { orgId: string }) {
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  // cursors[i]: the last row of page i + 1, where page i + 2 starts (Previous pops one).
  const [cursors, setCursors] = useState<QueryDocumentSnapshot[]>([]);
  const interviews = useInterviewsPage(orgId, sort, cursors.at(-1) ?? null, PAGE_SIZE);
  const counters = useInterviewCounters(orgId);
  const [scheduling, setScheduling] = useState(false);
  const [cancelling, setCancelling] = useState<InterviewRow | null>(null);
  // Mounted from the first cancel on, so later ones open and close with the dialog's transition.
  const [cancelUsed, setCancelUsed] = useState(false);
  const firestore = useFirestore();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [erasing, setErasing] = useState<InterviewRow | null>(null);
  const [erased, setErased] = useState(false);
  // Ticked to share together, in the order ticked (kept across pages and sorts).
  const [selected, setSelected] = useState<InterviewRow[]>([]);
  const [sharingSelected, setSharingSelected] = useState(false);
  const [shared, setShared] = useState(false);
  const membership = useMembership();
  const isOwner = membership.status === 'member' && membership.role === 'owner';
  const onExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { downloadText, interviewsCsv } = await loadCsv();
      const rows = await fetchAllInterviews(firestore, orgId, sort);
      const ratings = await fetchRatings(
        firestore,
        rows.filter((r) => !isUnreadable(r)).map((r) => r.id),
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
    void loadCancelDialog();
  }, []);
  // A later page emptied while open (its rows moved or went): show the one before it.
  const emptied =
    interviews.status === 'success' && interviews.rows.length === 0 && cursors.length > 0;
  useEffect(() => {
    if (emptied) setCursors((c) => c.slice(0, -1));
  }, [emptied]);

  const page = cursors.length + 1;
  const pager = {
    page,
    pages: Math.max(
      Math.ceil(counters.counters.total / PAGE_SIZE),
      page + (interviews.hasNext ? 1 : 0),
    ),
    hasPrevious: page > 1,
    hasNext: interviews.hasNext,
    onPrevious: () => setCursors((c) => c.slice(0, -1)),
    onNext: () => {
      const last = interviews.last;
      if (last) setCursors((c) => [...c, last]);
    },
  };
  const onSort = (key: SortKey) => {
    setSort((s) => nextSort(s, key));
    setCursors([]);
  };

  let body;
  if (interviews.status === 'error') {
    body = (
      <Alert color="red" role="alert">
        {INTERVIEW_MESSAGES.loadFailed}
      </Alert>
    );
  } else if (interviews.rows.length === 0 && interviews.status === 'loading') {
    body = (
      <Text role="status" c="dimmed" ta="center" py="xl">
        {INTERVIEW_MESSAGES.loading}
      </Text>
    );
  } else if (interviews.rows.length === 0 && !emptied) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {INTERVIEW_MESSAGES.empty}
      </Text>
    );
  } else {
    body = (
      <InterviewsTable
        rows={interviews.rows}
        sort={sort}
        onSort={onSort}
        pager={pager}
        busy={interviews.stale}
        onCancel={(row) => {
          setCancelUsed(true);
          setCancelling(row);
        }}
        onErase={
          isOwner
            ? (row) => {
                setErased(false);
                setErasing(row);
              }
            : undefined
        }
        onExport={() => void onExport()}
        exporting={exporting}
        selection={{
          ids: new Set(selected.map((row) => row.id)),
          onToggle: (row) =>
            setSelected((rows) =>
              rows.some((r) => r.id === row.id)
                ? rows.filter((r) => r.id !== row.id)
                : [...rows, row],
            ),
          onShare: () => {
            setShared(false);
            setSharingSelected(true);
          },
        }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{INTERVIEW_MESSAGES.title}</Title>
        <Button onClick={() => setScheduling(true)}>{INTERVIEW_MESSAGES.newInterview}</Button>
      </Group>
      <InterviewCounters counters={counters.counters} loading={counters.status === 'loading'} />
      {erased && (
        <Alert color="green" role="status" withCloseButton onClose={() => setErased(false)}>
          {INTERVIEW_MESSAGES.erased}
        </Alert>
      )}
      {shared && (
        <Alert color="green" role="status" withCloseButton onClose={() => setShared(false)}>
          {SHARE_MESSAGES.sharedSelected}
        </Alert>
      )}
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
      {cancelUsed && (
        <Suspense fallback={null}>
          <CancelInterviewDialog interview={cancelling} onClose={() => setCancelling(null)} />
        </Suspense>
      )}
      {sharingSelected && (
        <Suspense fallback={null}>
          <ShareSelectedDialog
            interviews={selected}
            onClose={() => setSharingSelected(false)}
            onShared={() => {
              setSharingSelected(false);
              setSelected([]);
              setShared(true);
            }}
          />
        </Suspense>
      )}
      {erasing && (
        <Suspense fallback={null}>
          <EraseCandidateDialog
            interview={erasing}
            onClose={() => setErasing(null)}
            onErased={() => setErased(true)}
          />
        </Suspense>
      )}
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
          <Title order={1}>{INTERVIEW_MESSAGES.title}</Title>
          <Alert color="yellow" title={INTERVIEW_MESSAGES.noOrgTitle}>
            {INTERVIEW_MESSAGES.noOrg}
          </Alert>
        </Stack>
      )}
    </Container>
  );
}
