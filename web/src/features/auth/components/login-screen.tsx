import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AUTH_MESSAGES, LOGIN_MESSAGES } from '@shared/messages/auth';
import { useSession } from '@/lib/auth/use-session';
import { auth } from '@/lib/firebase/auth';
import { paths } from '@/config/paths';
import { signInErrorMessage } from '../lib/auth-errors';
import { validateLogin } from '../lib/validation';
import type { LoginValues } from '../lib/validation';
import { AuthCard } from './auth-card';

/** Router state 'from' (set by the protected layout) as a path, else /dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/')) return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const {
      pathname,
      search = '',
      hash = '',
    } = from as {
      pathname: string;
      search?: string;
      hash?: string;
    };
    if (typeof pathname === 'string' && pathname.startsWith('/') && pathname !== paths.login)
      return `${pathname}${search}${hash}`;
  }
  return paths.dashboard;
}

/**
 * True only in the build-time render (web/src/prerender.tsx): that copy of the form paints at once
 * but cannot sign in, so it is disabled; the app replaces it with this live one.
 */
const prerendering = typeof window === 'undefined';

/** Sign in (/login). */
export function LoginScreen() {
  const session = useSession();
  const location = useLocation();
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Editing a field clears its error (the form's default) and the sign-in failure.
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    onValuesChange: () => setSubmitError(null),
  });
  const [busy, setBusy] = useState(false);

  // Signed in (already, or just now): to where the user came from, or the dashboard, replacing history.
  if (session.status === 'signed-in')
    return <Navigate to={redirectTarget(location.state)} replace />;

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setSubmitError(null);
    try {
      await signInWithEmailAndPassword(auth, values.email.trim(), values.password);
      // The session turns signed-in and the redirect above takes over.
    } catch (error) {
      setSubmitError(signInErrorMessage(error));
      setBusy(false);
    }
  });

  return (
    <AuthCard
      title={LOGIN_MESSAGES.title}
      subtitle={
        <>
          {LOGIN_MESSAGES.or}{' '}
          <Anchor component={Link} to={paths.register}>
            {LOGIN_MESSAGES.createAccount}
          </Anchor>
        </>
      }
    >
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
            disabled={busy || prerendering}
          />
          <PasswordInput
            label={AUTH_MESSAGES.passwordLabel}
            autoComplete="current-password"
            {...form.getInputProps('password')}
            disabled={busy || prerendering}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {LOGIN_MESSAGES.forgot}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={busy || prerendering}>
            {busy ? LOGIN_MESSAGES.submitting : LOGIN_MESSAGES.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
