import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ORG_ROLE_LABELS, ORG_ROLES } from '@shared/constants/domain';
import type { OrgRole } from '@shared/constants/domain';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { InviteTeammateSchema } from '@shared/schemas/team';
import { schemaValidator } from '@/lib/schema-form';
import { useMutation } from '@/lib/use-mutation';
import { inviteTeammate } from '../api/invite-teammate';
import { TEAM_ERRORS } from '../lib/team-errors';

// Member first: it is the default, and the lesser right.
const ROLE_CHOICES: readonly OrgRole[] = ['member', 'owner'];
const isOrgRole = (value: string): value is OrgRole => ORG_ROLES.includes(value as OrgRole);

interface InviteValues {
  email: string;
  role: OrgRole;
  outsideDomain: boolean;
}
const validateInvite = schemaValidator<InviteValues>(InviteTeammateSchema);

/**
 * Owners invite a teammate by email with a role, checked by the API's own schema before it is
 * sent. Addresses outside the org's domain need the box ticked (the server refuses them otherwise,
 * and says so). A sent invitation clears the email and the box.
 */
export function InviteForm({
  domain,
  initialEmail = '',
}: {
  domain: string;
  initialEmail?: string;
}) {
  const invite = useMutation(inviteTeammate, TEAM_ERRORS);
  const form = useForm<InviteValues>({
    initialValues: { email: initialEmail, role: 'member', outsideDomain: false },
    validate: validateInvite,
    // A change answers the server's refusal: its message no longer applies.
    onValuesChange: () => invite.reset(),
  });
  const { busy, error } = invite;
  const [sent, setSent] = useState<string | null>(null);
  const titleId = useId();

  const submit = async (values: InviteValues) => {
    if (busy) return;
    setSent(null);
    const result = await invite.run(values);
    if (!result.ok) return;
    setSent(TEAM_MESSAGES.invited(result.value.invitation.email));
    form.setValues({ email: '', outsideDomain: false });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={form.onSubmit((values) => void submit(values))}
        noValidate
        aria-labelledby={titleId}
      >
        <Stack>
          <Title order={2} size="h3" id={titleId}>
            {TEAM_MESSAGES.inviteTitle}
          </Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={TEAM_MESSAGES.emailLabel}
            type="email"
            autoComplete="off"
            readOnly={busy}
            {...form.getInputProps('email')}
          />
          <Radio.Group
            label={TEAM_MESSAGES.roleLabel}
            {...form.getInputProps('role')}
            onChange={(value) => {
              if (isOrgRole(value)) form.setFieldValue('role', value);
            }}
          >
            <Group mt="xs">
              {ROLE_CHOICES.map((r) => (
                <Radio key={r} value={r} label={ORG_ROLE_LABELS[r]} />
              ))}
            </Group>
          </Radio.Group>
          <Checkbox
            label={TEAM_MESSAGES.outsideDomainLabel}
            description={TEAM_MESSAGES.outsideDomainHint(domain)}
            {...form.getInputProps('outsideDomain', { type: 'checkbox' })}
          />
          <Group justify="space-between" wrap="wrap">
            <Text role="status" size="sm" fw={500}>
              {sent}
            </Text>
            <Button type="submit" disabled={busy}>
              {busy ? TEAM_MESSAGES.inviteSubmitting : TEAM_MESSAGES.inviteSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
