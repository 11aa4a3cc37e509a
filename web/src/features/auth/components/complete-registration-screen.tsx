import { useEffect, useRef, useState } from 'react';
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
import { useForm } from '@mantine/form';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@shared/messages/auth';
import { messageFor } from '@/lib/error-message';
import { auth } from '@/lib/firebase/auth';
import { useMutation } from '@/lib/use-mutation';
import { paths } from '@/config/paths';
import { registerWithToken } from '../api/register-with-token';
import { validateRegistrationToken } from '../api/validate-token';
import { INVALID_LINK_ERRORS, REGISTER_ERRORS, signInErrorMessage } from '../lib/auth-errors';
import { validateRegistration } from '../lib/validation';
import type { RegistrationValues } from '../lib/validation';
import { AcceptInvitationForm } from './accept-invitation-form';
import { AuthCard } from './auth-card';

type TokenState =
  | { status: 'verifying' }
  | { status: 'invalid'; message: string }
  | { status: 'valid'; email: string; existingAccount: boolean };

/** A link that can't (or no longer) register anyone: why, and the way to sign in. */
function DeadEnd({ message }: { message: string }) {
  return (
    <AuthCard title={REGISTRATION_MESSAGES.title}>
      <Stack>
        <Alert color="red" role="alert">
          {message}
        </Alert>
        <Anchor component={Link} to={paths.login} size="sm">
          {REGISTRATION_MESSAGES.goToLogin}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}

/**
 * Complete registration (/register/{token}): the link is verified, then the form (or, for an
 * address that has an account, sign in and accept) or a dead end; on submit the server creates the
 * account, the browser signs in and goes to /dashboard.
 */
export function CompleteRegistrationScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const [tokenState, setTokenState] = useState<TokenState>({ status: 'verifying' });
  /** The screen's own checks of the form. */
  const [invalid, setInvalid] = useState<string | null>(null);
  // Registered, but signing in failed: the sign-in error (the next step is the sign-in screen).
  const [signInFailed, setSignInFailed] = useState<string | null>(null);
  // Registering, then signing in: the form stays disabled through both.
  const registration = useMutation(async (email: string, form: RegistrationValues) => {
    // The server creates the account for the link's address and sets its role, org and membership.
    await registerWithToken({
      email,
      password: form.password,
      displayName: form.displayName.trim(),
      token,
    });
    try {
      // The account already carries its role and org: the first ID token has them.
      await signInWithEmailAndPassword(auth, email, form.password);
    } catch (err) {
      setSignInFailed(signInErrorMessage(err));
      return;
    }
    navigate(paths.dashboard, { replace: true });
  }, REGISTER_ERRORS);
  const submitting = registration.busy;
  const error = invalid ?? registration.error;
  // Editing any field clears the one message above the form.
  const form = useForm<RegistrationValues>({
    initialValues: { displayName: '', email: '', password: '', confirmPassword: '' },
    onValuesChange: () => {
      setInvalid(null);
      registration.reset();
    },
  });
  // The form's setter changes with every render (its onValuesChange is a new function each time):
  // the link is checked once per token, and the address set with the setter of the moment.
  const setFieldValue = useRef(form.setFieldValue);
  useEffect(() => {
    setFieldValue.current = form.setFieldValue;
  });

  useEffect(() => {
    let cancelled = false;
    validateRegistrationToken({ token })
      .then(({ email, existingAccount }) => {
        if (cancelled) return;
        setTokenState({ status: 'valid', email, existingAccount: existingAccount === true });
        setFieldValue.current('email', email);
      })
      .catch((err: unknown) => {
        if (!cancelled) {
          const message = messageFor(err, INVALID_LINK_ERRORS.fallback, INVALID_LINK_ERRORS);
          setTokenState({ status: 'invalid', message });
        }
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
    return <DeadEnd message={tokenState.message} />;
  }

  if (signInFailed) {
    return <DeadEnd message={signInFailed} />;
  }

  const tokenEmail = tokenState.email;
  // An address with an account of its own joins by signing in, not by making a second account.
  if (tokenState.existingAccount) return <AcceptInvitationForm token={token} email={tokenEmail} />;

  const submit = form.onSubmit(async (values) => {
    const problem = validateRegistration(values, tokenEmail);
    setInvalid(problem);
    if (problem) {
      registration.reset();
      return;
    }
    await registration.run(tokenEmail, values);
  });

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
            label={AUTH_MESSAGES.emailLabel}
            type="email"
            value={form.getValues().email}
            readOnly
            variant="filled"
            description={REGISTRATION_MESSAGES.emailLocked}
          />
          <TextInput
            label={REGISTRATION_MESSAGES.nameLabel}
            autoComplete="name"
            {...form.getInputProps('displayName')}
            disabled={submitting}
          />
          <PasswordInput
            label={AUTH_MESSAGES.passwordLabel}
            autoComplete="new-password"
            {...form.getInputProps('password')}
            disabled={submitting}
          />
          <PasswordInput
            label={REGISTRATION_MESSAGES.confirmPasswordLabel}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
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
