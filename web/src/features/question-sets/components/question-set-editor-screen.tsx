import { useState } from 'react';
import { Alert, Anchor, Button, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LIBRARY_SET_PREFIX } from '@shared/constants/ids';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { useSession } from '@/lib/auth/use-session';
import { paths } from '@/config/paths';
import { useQuestionSet } from '../data/question-sets-firestore';
import { emptyEditorValues, toEditorValues } from '../lib/editor-form';
import { useLibrarySets } from '../lib/use-library-sets';
import { useSetActions } from '../lib/use-set-actions';
import type { LibrarySet, QuestionSetRow } from '../types';
import { QuestionSetForm } from './question-set-form';
import { QuestionSetReadOnly } from './question-set-read-only';

/** A stored set's version: a save or an archive elsewhere changes it. */
const versionOf = (set: QuestionSetRow) => `${set.updatedAt ?? ''}|${set.archived}`;

function ActionError({ actions }: { actions: ReturnType<typeof useSetActions> }) {
  return actions.error ? (
    <Alert color="red" role="alert" withCloseButton onClose={actions.clearError}>
      {actions.error}
    </Alert>
  ) : null;
}

/**
 * One of the org's sets, live. The form follows the stored set while the user has changed
 * nothing; once they have, a newer version or an archive elsewhere is announced above the form
 * and their edits stay until they choose to load the newer version.
 */
function LiveSetEditor({ set }: { set: QuestionSetRow }) {
  const actions = useSetActions();
  const [base, setBase] = useState(set);
  const [formKey, setFormKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const moved = versionOf(set) !== versionOf(base);

  if (moved && !saving) {
    if (restoring && !set.archived) {
      // The user's own restore: the edits in the form are still theirs to save.
      setBase(set);
      setRestoring(false);
    } else if (!dirty) {
      setBase(set);
      setFormKey((k) => k + 1);
    }
  }

  const restore = async () => {
    setRestoring(true);
    if (!(await actions.restore(set))) setRestoring(false);
  };

  if (base.archived) {
    return (
      <Stack gap="md">
        <ActionError actions={actions} />
        <QuestionSetReadOnly
          set={base}
          note={M.archivedNote}
          badge={M.archivedBadge}
          actions={
            <>
              <Button onClick={() => void restore()} loading={actions.isBusy('restore', set.id)}>
                {M.restore}
              </Button>
              <Button
                variant="light"
                onClick={() => void actions.duplicate(set.id)}
                loading={actions.isBusy('duplicate', set.id)}
              >
                {M.duplicate}
              </Button>
            </>
          }
        />
      </Stack>
    );
  }

  const conflict =
    moved && !saving ? (
      <Alert color="yellow" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {set.archived ? M.archivedElsewhere : M.changedElsewhere(set.updatedByName)}
          </Text>
          {set.archived ? (
            <Button
              size="xs"
              onClick={() => void restore()}
              loading={actions.isBusy('restore', set.id)}
            >
              {M.restore}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setBase(set);
                setFormKey((k) => k + 1);
              }}
            >
              {M.loadLatest}
            </Button>
          )}
        </Stack>
      </Alert>
    ) : null;

  return (
    <Stack gap="md">
      <ActionError actions={actions} />
      <QuestionSetForm
        key={formKey}
        setId={set.id}
        initialValues={toEditorValues(base)}
        conflict={conflict}
        onDirtyChange={setDirty}
        onSaving={setSaving}
      />
    </Stack>
  );
}

function OrgSetEditor({ orgId, id }: { orgId: string; id: string }) {
  const set = useQuestionSet(orgId, id);
  if (set.status === 'loading') {
    return (
      <Text role="status" c="gray.7" ta="center" py="xl">
        {M.loading}
      </Text>
    );
  }
  if (set.status === 'error') {
    return (
      <Alert color="red" role="alert">
        {M.loadFailed}
      </Alert>
    );
  }
  if (!set.data) return <Alert color="yellow">{M.notFound}</Alert>;
  return <LiveSetEditor set={set.data} />;
}

/** A library set, once the API has served the library (rubrics are never in the app's files). */
function LibrarySetScreen({ id }: { id: string }) {
  const library = useLibrarySets();
  if (library.status === 'loading')
    return (
      <Text role="status" c="gray.7" ta="center" py="xl">
        {M.loading}
      </Text>
    );
  if (library.status === 'error')
    return (
      <Alert color="red" role="alert">
        {M.loadFailed}
      </Alert>
    );
  const set = library.sets.find((s) => s.id === id);
  return set ? <LibrarySetView set={set} /> : <Alert color="yellow">{M.notFound}</Alert>;
}

function LibrarySetView({ set }: { set: LibrarySet }) {
  const actions = useSetActions();
  return (
    <Stack gap="md">
      <ActionError actions={actions} />
      <QuestionSetReadOnly
        set={set}
        note={M.readOnlyNote}
        badge={M.libraryBadge}
        actions={
          <Button
            onClick={() => void actions.duplicate(set.id)}
            loading={actions.isBusy('duplicate', set.id)}
          >
            {M.duplicate}
          </Button>
        }
      />
    </Stack>
  );
}

function NewSetEditor() {
  const [initialValues] = useState(emptyEditorValues);
  return <QuestionSetForm setId={null} initialValues={initialValues} />;
}

/**
 * /question-sets/:id: a new set ('new'), one of the org's sets (editable unless archived), or a
 * HiQ library set (read-only; it can be duplicated).
 */
export function QuestionSetEditorScreen({ id }: { id: string }) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const orgId = session.claims.role === 'staff' ? session.claims.orgId : undefined;
  let content;
  if (id.startsWith(LIBRARY_SET_PREFIX)) {
    content = <LibrarySetScreen id={id} />;
  } else if (!orgId) {
    content = <Alert color="yellow">{M.notFound}</Alert>;
  } else if (id === 'new') {
    content = <NewSetEditor />;
  } else {
    content = <OrgSetEditor key={`${orgId}/${id}`} orgId={orgId} id={id} />;
  }
  return (
    <Container size="md" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to={paths.questionSets} size="sm">
          {M.backToList}
        </Anchor>
        {content}
      </Stack>
    </Container>
  );
}
