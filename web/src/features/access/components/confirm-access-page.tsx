import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { LAYOUT_MESSAGES } from '@shared/messages/layout';
import { paths } from '@/config/paths';
import { useMutation } from '@/lib/use-mutation';
import type { MutationOptions } from '@/lib/use-mutation';
import { confirmAccessRequest } from '../api/confirm-access-request';

/**
 * A refused link says why in the server's words (invalid or expired; a request already pending in
 * the form's own words); no answer and 429 keep the API client's lines; else one line.
 */
const CONFIRM_ERRORS: MutationOptions = {
  fallback: ACCESS_MESSAGES.confirmFailed,
  show: [0, 429],
  serverText: [400, 404, 409],
  reword: { [ACCESS_MESSAGES.alreadyPendingServer]: ACCESS_MESSAGES.alreadyPending },
  invalidInput: ACCESS_MESSAGES.confirmLinkInvalid,
};

/** /confirm-access/{token}: the link from the requester's mail confirms their access request. */
export function ConfirmAccessPage({ token }: { token: string }) {
  const [confirmed, setConfirmed] = useState(false);
  const { run, error } = useMutation(confirmAccessRequest, CONFIRM_ERRORS);
  // One call per token, even when React mounts effects twice (dev); a repeat is harmless anyway.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    void run({ token }).then((result) => {
      if (result.ok) setConfirmed(true);
    });
  }, [token, run]);

  const title = confirmed
    ? ACCESS_MESSAGES.confirmedTitle
    : error
      ? ACCESS_MESSAGES.confirmFailedTitle
      : ACCESS_MESSAGES.confirming;

  return (
    <Container component="main" size={460} py={40} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack align="center" ta="center" gap="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {confirmed ? (
            <Stack role="status" gap="md" align="center">
              <Text>{ACCESS_MESSAGES.confirmedText}</Text>
              <Anchor component={Link} to={paths.home}>
                {LAYOUT_MESSAGES.home}
              </Anchor>
            </Stack>
          ) : error ? (
            <Stack gap="md" align="center">
              <Alert color="red" role="alert" w="100%">
                {error}
              </Alert>
              <Anchor component={Link} to={paths.requestAccess}>
                {ACCESS_MESSAGES.confirmSubmitAgain}
              </Anchor>
            </Stack>
          ) : (
            <Loader role="progressbar" aria-label={ACCESS_MESSAGES.confirming} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
