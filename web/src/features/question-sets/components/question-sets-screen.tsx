import { useId, useState } from 'react';
import { Alert, Button, Container, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { useSession } from '@/lib/auth/use-session';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { isUnreadable } from '@shared/contract/read-document';
import { useQuestionSets } from '../data/question-sets-firestore';
import { useLibrarySets } from '../lib/use-library-sets';
import { useSetActions } from '../lib/use-set-actions';
import type { QuestionSetRow } from '../types';
import type { ListNotice } from './question-set-form';
import { LibraryTable } from './library-table';
import { OwnSetsTable } from './own-sets-table';

const noticeOf = (state: unknown) =>
  state && typeof (state as ListNotice).notice === 'string' ? (state as ListNotice).notice : null;

/** The org's own sets, live: archived ones only when asked for. */
function OwnSets({ orgId, actions }: { orgId: string; actions: ReturnType<typeof useSetActions> }) {
  const sets = useQuestionSets(orgId);
  const [showArchived, setShowArchived] = useState(false);
  const [archiving, setArchiving] = useState<QuestionSetRow | null>(null);
  const titleId = useId();

  let content;
  if (sets.status === 'error') {
    content = (
      <Alert color="red" role="alert">
        {M.loadFailed}
      </Alert>
    );
  } else if (sets.status === 'loading') {
    content = (
      <Text role="status" c="gray.7" ta="center" py="xl">
        {M.loading}
      </Text>
    );
  } else {
    // An unreadable set may or may not be archived: it is always shown (as an error row).
    const shown = (sets.data ?? []).filter(
      (set) => isUnreadable(set) || showArchived || !set.archived,
    );
    content =
      shown.length === 0 ? (
        <Text c="gray.7" py="md">
          {M.empty}
        </Text>
      ) : (
        <OwnSetsTable
          sets={shown}
          labelledBy={titleId}
          actions={{
            onDuplicate: (set) => void actions.duplicate(set.id),
            onArchive: setArchiving,
            onRestore: (set) => void actions.restore(set),
            isBusy: actions.isBusy,
          }}
        />
      );
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id={titleId}>
          {M.ownTitle}
        </Title>
        <Switch
          label={M.showArchived}
          checked={showArchived}
          onChange={(e) => setShowArchived(e.currentTarget.checked)}
        />
      </Group>
      {content}
      {/* Archiving asks first: the set can no longer be chosen for new interviews. */}
      <ConfirmDialog
        opened={archiving !== null}
        title={M.archiveConfirmTitle}
        cancelLabel={M.cancel}
        confirmLabel={M.archive}
        busy={archiving !== null && actions.isBusy('archive', archiving.id)}
        onClose={() => setArchiving(null)}
        onConfirm={() =>
          archiving &&
          void actions.archive(archiving).then(() => {
            setArchiving(null);
          })
        }
      >
        {archiving && <Text>{M.archiveConfirm(archiving.name)}</Text>}
      </ConfirmDialog>
    </Stack>
  );
}

/** The HiQ library's read-only sets (view, duplicate), as the API serves them to staff. */
function Library({ actions }: { actions: ReturnType<typeof useSetActions> }) {
  const library = useLibrarySets();
  const titleId = useId();
  let content;
  if (library.status === 'error') {
    content = (
      <Alert color="red" role="alert">
        {M.loadFailed}
      </Alert>
    );
  } else if (library.status === 'loading') {
    content = (
      <Text role="status" c="gray.7" ta="center" py="xl">
        {M.loading}
      </Text>
    );
  } else {
    content = (
      <LibraryTable
        sets={library.sets}
        labelledBy={titleId}
        onDuplicate={(set) => void actions.duplicate(set.id)}
        isBusy={(id) => actions.isBusy('duplicate', id)}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Title order={2} size="h3" id={titleId}>
        {M.libraryTitle}
      </Title>
      <Text c="gray.7" size="sm">
        {M.libraryNote}
      </Text>
      {content}
    </Stack>
  );
}

/**
 * /question-sets: the org's sets (edit, duplicate, archive or restore) and, below, the HiQ
 * library's read-only sets (view, duplicate). A duplicate opens in the editor.
 */
export function QuestionSetsScreen() {
  const session = useSession();
  const location = useLocation();
  const actions = useSetActions();
  if (session.status !== 'signed-in') return null;
  const orgId = session.claims.role === 'staff' ? session.claims.orgId : undefined;
  const notice = actions.done ?? noticeOf(location.state);

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{M.listTitle}</Title>
          {orgId && (
            <Button component={Link} to={paths.newQuestionSet}>
              {M.newSet}
            </Button>
          )}
        </Group>
        {actions.error && (
          <Alert color="red" role="alert" withCloseButton onClose={actions.clearError}>
            {actions.error}
          </Alert>
        )}
        <Text role="status" size="sm" fw={500}>
          {notice}
        </Text>
        {orgId ? (
          <OwnSets key={orgId} orgId={orgId} actions={actions} />
        ) : (
          <Alert color="yellow">{M.notFound}</Alert>
        )}
        <Library actions={actions} />
      </Stack>
    </Container>
  );
}
