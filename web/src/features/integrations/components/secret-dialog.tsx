import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';

const KEY_TEXTS = { title: M.secretTitle, warning: M.secretWarning, label: M.secretLabel };

/**
 * A new secret (an API key, a webhook endpoint's signing secret), shown this once: no answer of
 * the API carries it again, so once the dialog is closed nobody can see it here again.
 */
export function SecretDialog({
  secret,
  onClose,
  texts = KEY_TEXTS,
}: {
  secret: string | null;
  onClose: () => void;
  texts?: { title: string; warning: string; label: string };
}) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title={texts.title} centered size="lg">
      <Stack>
        <Alert color="yellow">{texts.warning}</Alert>
        <TextInput
          label={texts.label}
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
