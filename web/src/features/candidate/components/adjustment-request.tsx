import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { schemaValidator } from '@/lib/schema-form';
import { useMutation } from '@/lib/use-mutation';
import { requestAdjustment } from '../api/request-adjustment';

const M = CANDIDATE_MESSAGES;

interface AdjustmentValues {
  message: string;
}

/**
 * Checks the request with the API's own schema, fetched on the first check: zod stays out of the
 * code the candidate's page loads first.
 */
const validateAdjustment = async (values: AdjustmentValues) => {
  const { adjustmentRequestSchema } = await import('@shared/schemas/candidate');
  return schemaValidator<AdjustmentValues>(adjustmentRequestSchema)(values);
};

/**
 * "Ask for another format or an adjustment": what would help, sent to the hiring team. The
 * interview is not held up: Start stays as it was, and the confirmation says the link still works.
 */
export function AdjustmentRequest({ sessionId, orgName }: { sessionId: string; orgName: string }) {
  const form = useForm<AdjustmentValues>({
    initialValues: { message: '' },
    validate: validateAdjustment,
  });
  const [sent, setSent] = useState(false);
  const titleId = useId();
  const confirmation = useRef<HTMLDivElement>(null);
  const send = useMutation((text: string) => requestAdjustment(sessionId, text), {
    fallback: M.adjustmentFailed,
    // The schema's words for a refused text; the server's for a refusal (the limit, the link).
    invalidInput: M.adjustmentRequired,
    serverText: (status) => status >= 400 && status < 500 && status !== 429,
    show: [0, 429],
  });
  // The form is gone once sent: the focus goes to the confirmation that replaced it.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const submit = async ({ message }: AdjustmentValues) => {
    if ((await send.run(message)).ok) setSent(true);
  };
  const field = form.getInputProps('message');
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {M.adjustmentTitle}
        </Title>
        {sent ? (
          <Alert color="green" role="status" tabIndex={-1} ref={confirmation}>
            {M.adjustmentSent(orgName)}
          </Alert>
        ) : (
          <form
            onSubmit={(event) => {
              // The check may wait for the schema to download: a second press meanwhile is one
              // request, not two.
              if (form.submitting) event.preventDefault();
              else form.onSubmit((values) => submit(values))(event);
            }}
            noValidate
          >
            <Stack gap="xs">
              <Text size="sm">{M.adjustmentIntro(orgName)}</Text>
              <Textarea
                label={M.adjustmentLabel}
                {...field}
                // The schema's message for what was typed, else the server's refusal.
                error={field.error ?? send.error}
                rows={3}
              />
              <Group>
                <Button type="submit" variant="default" loading={send.busy}>
                  {M.adjustmentSend}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </section>
  );
}
