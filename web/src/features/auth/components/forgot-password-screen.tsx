import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sendPasswordResetEmail } from 'firebase/auth';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, PASSWORD_RESET_MESSAGES } from '@shared/messages/auth';
import { auth } from '@/lib/firebase/auth';
import { paths } from '@/config/paths';
import { authErrorCode, signInErrorMessage } from '../lib/auth-errors';
import { validateEmail } from '../lib/validation';
import { AuthCard } from './auth-card';

/**
 * /forgot-password: the identity provider's reset mail. The answer is the same whether
 * or not an account exists, so the screen cannot be used to probe addresses.
 */
export function ForgotPasswordScreen() {
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Editing the address clears its error (the form's default) and the sending failure.
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: validateEmail },
    onValuesChange: () => setSubmitError(null),
  });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    setSubmitError(null);
    try {
      await sendPasswordResetEmail(auth, email.trim(), {
        url: `${window.location.origin}${paths.login}`,
      });
      setSent(true);
    } catch (err) {
      if (authErrorCode(err) === 'auth/user-not-found') setSent(true);
      else setSubmitError(signInErrorMessage(err, PASSWORD_RESET_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  });

  const back = (
    <Anchor component={Link} to={paths.login} size="sm">
      {PASSWORD_RESET_MESSAGES.backToLogin}
    </Anchor>
  );

  if (sent) {
    return (
      <AuthCard title={PASSWORD_RESET_MESSAGES.sentTitle}>
        <Stack>
          <Text role="status">{PASSWORD_RESET_MESSAGES.sent}</Text>
          {back}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={PASSWORD_RESET_MESSAGES.title} subtitle={PASSWORD_RESET_MESSAGES.intro}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {submitError && (
            <Alert color="red" role="alert">
              {submitError}
            </Alert>
          )}
          <TextInput
            label={AUTH_MESSAGES.emailLabel}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            disabled={busy}
          />
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? PASSWORD_RESET_MESSAGES.submitting : PASSWORD_RESET_MESSAGES.submit}
          </Button>
          {back}
        </Stack>
      </form>
    </AuthCard>
  );
}
