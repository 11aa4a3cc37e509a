import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { signOut } from 'firebase/auth';
import { useNavigate } from 'react-router-dom';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { auth } from '@/lib/firebase/auth';
import { paths } from '@/config/paths';

/** Shown instead of any signed-in screen once the user is no longer a member of their org. */
export function AccessEndedScreen() {
  const navigate = useNavigate();
  const leave = async () => {
    try {
      await signOut(auth);
    } catch (error) {
      // As the nav's Logout: a sign-out failure is only logged.
      console.error('Logout failed', error);
    }
    navigate(paths.login, { replace: true });
  };
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{TEAM_MESSAGES.accessEndedTitle}</Title>
        <Text>{TEAM_MESSAGES.accessEndedText}</Text>
        <Button onClick={() => void leave()}>{TEAM_MESSAGES.signOut}</Button>
      </Stack>
    </Container>
  );
}
