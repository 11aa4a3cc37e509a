import { useId, useState } from 'react';
import type { FormEvent } from 'react';
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
import { ORG_ROLE_LABELS, ORG_ROLES } from '@shared/constants/domain';
import type { OrgRole } from '@shared/constants/domain';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { useMutation } from '@/lib/use-mutation';
import { inviteTeammate } from '../api/invite-teammate';
import { TEAM_ERRORS } from '../lib/team-errors';

// Member first: it is the default, and the lesser right.
const ROLE_CHOICES: readonly OrgRole[] = ['member', 'owner'];
const isOrgRole = (value: string): value is OrgRole => ORG_ROLES.includes(value as OrgRole);

/**
 * Owners invite a teammate by email with a role. Addresses outside the org's domain need the
 * box ticked (the server refuses them otherwise, and says so). A sent invitation clears the email.
 */
export function InviteForm({
  domain,
  initialEmail = '',
}: {
  domain: string;
  initialEmail?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [role, setRole] = useState<OrgRole>('member');
  const [outsideDomain, setOutsideDomain] = useState(false);
  const invite = useMutation(inviteTeammate, TEAM_ERRORS);
  const { busy, error } = invite;
  const [sent, setSent] = useState<string | null>(null);
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSent(null);
    const result = await invite.run({ email, role, outsideDomain });
    if (!result.ok) return;
    setSent(TEAM_MESSAGES.invited(result.value.invitation.email));
    setEmail('');
    setOutsideDomain(false);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId}>
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
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              invite.reset();
            }}
            readOnly={busy}
          />
          <Radio.Group
            label={TEAM_MESSAGES.roleLabel}
            value={role}
            onChange={(value) => {
              if (isOrgRole(value)) setRole(value);
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
            checked={outsideDomain}
            onChange={(e) => {
              setOutsideDomain(e.currentTarget.checked);
              invite.reset();
            }}
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
