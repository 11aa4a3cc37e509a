import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@shared/messages/auth';
import { auth } from '@/lib/firebase/auth';
import { useMutation } from '@/lib/use-mutation';
import { paths } from '@/config/paths';
import { acceptInvitation } from '../api/accept-invitation';
import { ACCEPT_ERRORS, signInErrorMessage } from '../lib/auth-errors';
import { AuthCard } from './auth-card';

/**
 * The link's address already has a HiQ account: its owner signs in with their password and the
 * account joins the link's org (no second account), then on to /dashboard.
 */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  /** The screen's own check, or signing in failed. */
  const [refused, setRefused] = useState<string | null>(null);
  const accept = useMutation(async (password: string) => {
    try {
      await signInWithEmailAndPassword(auth, email, password);
    } catch (err) {
      setRefused(signInErrorMessage(err));
      return;
    }
    await acceptInvitation({ token });
    // The role and org are in the next ID token.
    await auth.currentUser?.getIdToken(true);
    navigate(paths.dashboard, { replace: true });
  }, ACCEPT_ERRORS);
  const error = refused ?? accept.error;
  // Editing the password clears the message above the form.
  const form = useForm({
    initialValues: { password: '' },
    onValuesChange: () => {
      setRefused(null);
      accept.reset();
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setRefused(password ? null : AUTH_MESSAGES.passwordRequired);
    accept.reset();
    if (password) await accept.run(password);
  });

  return (
    <AuthCard title={REGISTRATION_MESSAGES.acceptTitle}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{REGISTRATION_MESSAGES.acceptText(email)}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={AUTH_MESSAGES.emailLabel}
            type="email"
            value={email}
            readOnly
            variant="filled"
          />
          <PasswordInput
            label={AUTH_MESSAGES.passwordLabel}
            autoComplete="current-password"
            {...form.getInputProps('password')}
            disabled={accept.busy}
          />
          <Button type="submit" fullWidth disabled={accept.busy}>
            {accept.busy ? REGISTRATION_MESSAGES.accepting : REGISTRATION_MESSAGES.acceptSubmit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
