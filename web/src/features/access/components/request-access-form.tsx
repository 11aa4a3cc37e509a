import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { ACCESS_FORM_MESSAGES as F, ACCESS_MESSAGES } from '@shared/messages/access';
import { API_MESSAGES } from '@shared/messages/api';
import type * as AccessSchemas from '@shared/schemas/access';
import { ACCESS_MESSAGE_MAX } from '@shared/constants/limits';
import { messageFor } from '@/lib/error-message';
import { schemaValidator } from '@/lib/schema-form';
import { useMutation } from '@/lib/use-mutation';
import { submitAccessRequest } from '../api/submit-access-request';
import { SUBMIT_ERRORS } from '../lib/access-errors';
import { CaptchaField } from './captcha-field';

type Field = 'workDomain' | 'email' | 'teamSize' | 'message' | 'captcha';
type Errors = Partial<Record<Field, string>>;

interface Values {
  workDomain: string;
  email: string;
  teamSize: string;
  message: string;
}
const empty: Values = { workDomain: '', email: '', teamSize: '', message: '' };

/** Fixed field ids, so the form can find what was typed into the prerendered page. */
const FIELD_IDS: Record<keyof Values, string> = {
  workDomain: 'request-access-website',
  email: 'request-access-email',
  teamSize: 'request-access-team-size',
  message: 'request-access-message',
};

/**
 * Where the form starts. On the landing it is first hydrated over prerendered HTML, and the app
 * starts only after that page has painted (public/boot.js), so a visitor may already have typed;
 * hydration keeps the state the form renders, so the state starts from what those fields hold.
 * Anywhere else (a client render, the server) the fields do not exist yet: empty.
 */
function typedBeforeHydration(): Values {
  if (typeof document === 'undefined') return empty;
  const read = (key: keyof Values) =>
    (document.getElementById(FIELD_IDS[key]) as HTMLInputElement | HTMLTextAreaElement | null)
      ?.value ?? '';
  return {
    workDomain: read('workDomain'),
    email: read('email'),
    teamSize: read('teamSize'),
    message: read('message'),
  };
}

/** What the API takes: the team size as a number, none when left empty. */
const toInput = (values: Values) => ({
  workDomain: values.workDomain,
  email: values.email,
  teamSize: values.teamSize.trim() === '' ? null : Number(values.teamSize.trim()),
  message: values.message,
});

// The shared schema (and zod with it) is needed only to submit: it loads when the visitor first
// focuses the form, so the landing page paints with just the framework's JavaScript. For the same
// reason the form keeps its own state rather than @mantine/form (7.6 KB gzip), which the landing's
// budget (its JavaScript at most 1.1 times an empty Mantine page's) has no room for.
let schemaModule: Promise<typeof AccessSchemas> | undefined;
const loadSchema = () => (schemaModule ??= import('@shared/schemas/access'));

/** Request Platform Access: the form, its busy state and the success view. */
export function RequestAccessForm() {
  const [values, setValues] = useState<Values>(typedBeforeHydration);
  const [errors, setErrors] = useState<Errors>({});
  /** The form's code could not load (no network): the submission was never sent. */
  const [loadError, setLoadError] = useState<string | null>(null);
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  /** Changing it mounts a fresh captcha (after a success, or when the server refused ours). */
  const [captchaKey, setCaptchaKey] = useState(0);
  const submission = useMutation(submitAccessRequest, SUBMIT_ERRORS);
  const submitting = submission.busy;
  const formError = loadError ?? submission.error;
  const clearFormError = () => {
    setLoadError(null);
    submission.reset();
  };
  const [submitted, setSubmitted] = useState(false);

  // Stable: the captcha field loads its code in an effect that depends on it.
  const onCaptchaVerified = useCallback((id: string | null) => {
    setCaptchaId(id);
    if (id) setErrors((current) => ({ ...current, captcha: undefined }));
  }, []);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    clearFormError();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    clearFormError();
    // Checked in order: the captcha, the email, the work domain.
    if (!captchaId) {
      setErrors({ captcha: ACCESS_MESSAGES.captchaRequired });
      return;
    }
    let AccessRequestFormSchema;
    try {
      ({ AccessRequestFormSchema } = await loadSchema());
    } catch {
      schemaModule = undefined; // a failed chunk load is tried again on the next submit
      setLoadError(API_MESSAGES.network);
      return;
    }
    const parsed = AccessRequestFormSchema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors(schemaValidator<Values>(AccessRequestFormSchema, toInput)(values));
      return;
    }
    setErrors({});
    const result = await submission.run({ ...parsed.data, captchaId });
    if (result.ok) {
      setSubmitted(true);
      return;
    }
    // The server no longer accepts this captcha (expired or used): offer a new one.
    if (
      messageFor(result.error, SUBMIT_ERRORS.fallback, SUBMIT_ERRORS) ===
      ACCESS_MESSAGES.captchaRequired
    ) {
      setCaptchaId(null);
      setCaptchaKey((k) => k + 1);
    }
  };

  const startOver = () => {
    setValues(empty);
    setErrors({});
    clearFormError();
    setCaptchaId(null);
    setCaptchaKey((k) => k + 1);
    setSubmitted(false);
  };

  if (submitted) {
    return (
      <Paper withBorder radius="lg" p="xl" shadow="sm" role="status" aria-live="polite">
        <Stack align="center" ta="center" gap="md">
          <Text fz={40} c="green.7" aria-hidden>
            ✓
          </Text>
          <Title order={3}>{ACCESS_MESSAGES.receivedTitle}</Title>
          <Text>{ACCESS_MESSAGES.receivedText}</Text>
          <Text fw={600}>{ACCESS_MESSAGES.confirmFromInbox}</Text>
          <Button variant="light" onClick={startOver}>
            {ACCESS_MESSAGES.submitAnother}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="sm"
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => undefined)}
      noValidate
      aria-label={F.formLabel}
    >
      <Stack gap="md">
        <TextInput
          id={FIELD_IDS.workDomain}
          label={F.websiteLabel}
          placeholder={F.websitePlaceholder}
          required
          value={values.workDomain}
          onChange={(e) => set('workDomain', e.currentTarget.value)}
          error={errors.workDomain}
          autoComplete="url"
          disabled={submitting}
        />
        <TextInput
          id={FIELD_IDS.email}
          label={F.emailLabel}
          type="email"
          placeholder={F.emailPlaceholder}
          required
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
          autoComplete="email"
          disabled={submitting}
        />
        <TextInput
          id={FIELD_IDS.teamSize}
          label={F.teamSizeLabel}
          placeholder={F.teamSizePlaceholder}
          inputMode="numeric"
          value={values.teamSize}
          onChange={(e) => set('teamSize', e.currentTarget.value)}
          error={errors.teamSize}
          autoComplete="off"
          disabled={submitting}
        />
        <Textarea
          id={FIELD_IDS.message}
          label={F.messageLabel}
          placeholder={F.messagePlaceholder}
          value={values.message}
          onChange={(e) => set('message', e.currentTarget.value)}
          error={errors.message}
          rows={4}
          maxLength={ACCESS_MESSAGE_MAX}
          disabled={submitting}
        />
        <CaptchaField
          key={captchaKey}
          onVerifiedChange={onCaptchaVerified}
          error={errors.captcha}
          disabled={submitting}
        />
        {formError && (
          <Alert color="red" role="alert" title={F.notSentTitle}>
            {formError}
          </Alert>
        )}
        <Button type="submit" size="md" disabled={!captchaId || submitting}>
          {submitting ? ACCESS_MESSAGES.submitting : ACCESS_MESSAGES.submit}
        </Button>
      </Stack>
    </Paper>
  );
}
