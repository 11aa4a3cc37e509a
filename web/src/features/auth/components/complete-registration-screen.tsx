import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { createUserWithEmailAndPassword, deleteUser, updateProfile } from 'firebase/auth';
import { Link, useNavigate } from 'react-router-dom';
import { REGISTRATION_MESSAGES } from '@shared/messages/auth';
import { ApiError } from '@/lib/api-client';
import { auth } from '@/lib/firebase/auth';
import { paths } from '@/config/paths';
import { completeRegistration } from '../api/complete-registration';
import { validateRegistrationToken } from '../api/validate-token';
import { registrationErrorMessage } from '../lib/auth-errors';
import { validateRegistration } from '../lib/validation';
import type { RegistrationValues } from '../lib/validation';
import { AuthCard } from './auth-card';

type TokenState =
  | { status: 'verifying' }
  | { status: 'invalid'; message: string }
  | { status: 'valid'; email: string };

/** Section 8: a 404 is the spec's invalid-link text; a used link says so (the server's 410 message). */
export function invalidLinkMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 410) return error.message;
  return REGISTRATION_MESSAGES.invalidLink;
}

/** Thrown when the account exists but the server refused to complete the registration. */
class CompletionFailed extends Error {}

/** Spec, Complete registration (/register/{token}) and section 4's registration state machine. */
export function CompleteRegistrationScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const [tokenState, setTokenState] = useState<TokenState>({ status: 'verifying' });
  const [values, setValues] = useState<RegistrationValues>({
    displayName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let cancelled = false;
    validateRegistrationToken({ token })
      .then(({ email }) => {
        if (cancelled) return;
        setTokenState({ status: 'valid', email });
        setValues((v) => ({ ...v, email }));
      })
      .catch((err: unknown) => {
        if (!cancelled) setTokenState({ status: 'invalid', message: invalidLinkMessage(err) });
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (tokenState.status === 'verifying') {
    return (
      <AuthCard title={REGISTRATION_MESSAGES.title}>
        <Center role="status" aria-live="polite">
          <Stack align="center" gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{REGISTRATION_MESSAGES.verifying}</Text>
          </Stack>
        </Center>
      </AuthCard>
    );
  }

  if (tokenState.status === 'invalid') {
    return (
      <AuthCard title={REGISTRATION_MESSAGES.title}>
        <Stack>
          <Alert color="red" role="alert">
            {tokenState.message}
          </Alert>
          <Anchor component={Link} to={paths.login} size="sm">
            {REGISTRATION_MESSAGES.goToLogin}
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  const tokenEmail = tokenState.email;

  const change = (field: keyof RegistrationValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Section 5: editing any field clears the error.
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateRegistration(values, tokenEmail);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { user } = await createUserWithEmailAndPassword(auth, tokenEmail, values.password);
      // Section 4: the display name is set if given; a failure here is ignored.
      await updateProfile(user, { displayName: values.displayName.trim() }).catch(() => undefined);
      try {
        await completeRegistration({ token, uid: user.uid });
      } catch {
        // Section 4: completion failed → the just-created account is deleted.
        await deleteUser(user).catch((e: unknown) => console.error('Could not delete account', e));
        throw new CompletionFailed(REGISTRATION_MESSAGES.completeFailed);
      }
      // The server set role and org as custom claims: a fresh ID token carries them.
      await user.getIdToken(true);
      navigate(paths.dashboard, { replace: true });
    } catch (err) {
      setError(err instanceof CompletionFailed ? err.message : registrationErrorMessage(err));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={REGISTRATION_MESSAGES.title} subtitle={REGISTRATION_MESSAGES.subtitle}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            value={values.email}
            readOnly
            variant="filled"
            description={REGISTRATION_MESSAGES.emailLocked}
          />
          <TextInput
            label="Full Name"
            autoComplete="name"
            value={values.displayName}
            onChange={(e) => change('displayName')(e.currentTarget.value)}
            disabled={submitting}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => change('password')(e.currentTarget.value)}
            disabled={submitting}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => change('confirmPassword')(e.currentTarget.value)}
            disabled={submitting}
          />
          <Button type="submit" fullWidth disabled={submitting}>
            {submitting ? REGISTRATION_MESSAGES.submitting : REGISTRATION_MESSAGES.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
