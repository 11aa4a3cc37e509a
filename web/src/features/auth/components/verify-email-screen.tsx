import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { EMAIL_VERIFY_REDIRECT_MS, SUPPORT_EMAIL } from '@shared/constants/ui';
import { VERIFY_EMAIL_MESSAGES } from '@shared/messages/auth';
import { auth } from '@/lib/firebase/auth';
import { useMutation } from '@/lib/use-mutation';
import { paths } from '@/config/paths';
import { verifyEmail } from '../api/verify-email';
import { VERIFY_ERRORS } from '../lib/auth-errors';
import { AuthCard } from './auth-card';

/** Verify email (/verify-email/{token}): verifying → verified (redirect in 3 s) or error. */
export function VerifyEmailScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const [verified, setVerified] = useState(false);
  const { run, error } = useMutation(async (linkToken: string) => {
    await verifyEmail({ token: linkToken });
    // A signed-in user's ID token should now say email_verified.
    await auth.currentUser?.getIdToken(true).catch(() => undefined);
  }, VERIFY_ERRORS);
  // The link is single use: one call per token, even when React mounts effects twice (dev).
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    void run(token).then((result) => {
      if (result.ok) setVerified(true);
    });
  }, [token, run]);

  const state = verified
    ? { status: 'verified' as const }
    : error
      ? { status: 'error' as const, message: error }
      : { status: 'verifying' as const };

  useEffect(() => {
    if (state.status !== 'verified') return;
    const timer = setTimeout(() => {
      navigate(auth.currentUser ? paths.dashboard : paths.login, { replace: true });
    }, EMAIL_VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  if (state.status === 'verifying') {
    return (
      <AuthCard title={VERIFY_EMAIL_MESSAGES.verifying}>
        <Center role="status" aria-live="polite">
          <Loader role="progressbar" aria-label={VERIFY_EMAIL_MESSAGES.verifying} />
        </Center>
      </AuthCard>
    );
  }

  if (state.status === 'verified') {
    return (
      <AuthCard title={VERIFY_EMAIL_MESSAGES.verified}>
        <Stack align="center" role="status">
          <ThemeIcon color="green" size="xl" radius="xl" aria-hidden>
            ✓
          </ThemeIcon>
          <Text ta="center">{VERIFY_EMAIL_MESSAGES.redirecting}</Text>
          <Anchor component={Link} to={paths.login}>
            {VERIFY_EMAIL_MESSAGES.goToLogin}
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={VERIFY_EMAIL_MESSAGES.failedTitle}>
      <Stack>
        <Alert color="red" role="alert">
          <Title order={2} size="sm" mb={4}>
            {state.message}
          </Title>
          {VERIFY_EMAIL_MESSAGES.fallback}
        </Alert>
        <Group justify="space-between">
          <Anchor component={Link} to={paths.register}>
            {VERIFY_EMAIL_MESSAGES.registerAgain}
          </Anchor>
          <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{VERIFY_EMAIL_MESSAGES.contactSupport}</Anchor>
        </Group>
      </Stack>
    </AuthCard>
  );
}
