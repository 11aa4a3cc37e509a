import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';

/**
 * A new key's secret, shown this once: the server keeps only its hash, so once the dialog is
 * closed nobody can see it again.
 */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title={M.secretTitle} centered size="lg">
      <Stack>
        <Alert color="yellow">{M.secretWarning}</Alert>
        <TextInput
          label={M.secretLabel}
          value={secret ?? ''}
          readOnly
          ff="monospace"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? M.copied : M.copy}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{M.done}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
