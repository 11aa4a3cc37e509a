import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { INVITATION_MESSAGES } from '@shared/messages/auth';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';

/** /register without a token: accounts come from invitations only. */
export function InvitationScreen() {
  return (
    <AuthCard title={INVITATION_MESSAGES.title}>
      <Stack>
        <Text>{INVITATION_MESSAGES.text}</Text>
        {/* A full navigation: the landing page scrolls to its form by the hash. */}
        <Button component="a" href={paths.requestAccess}>
          {INVITATION_MESSAGES.requestAccess}
        </Button>
        <Text size="sm" ta="center">
          {INVITATION_MESSAGES.haveAccount}{' '}
          <Anchor component={Link} to={paths.login}>
            {INVITATION_MESSAGES.signIn}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
