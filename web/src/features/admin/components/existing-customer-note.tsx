import { Stack, Text } from '@mantine/core';
import { ADMIN_MESSAGES } from '@shared/messages/access';
import { useExistingOrg } from '../data/existing-org';

/** Under a pending request's domain: that company already uses HiQ (approving adds nobody). */
export function ExistingCustomerNote({ domain }: { domain: string }) {
  const org = useExistingOrg(domain);
  if (!org) return null;
  return (
    <Stack gap={2} mt={4} maw={280}>
      <Text size="xs" fw={700}>
        {ADMIN_MESSAGES.existingCustomer(org.name, org.memberCount)}
      </Text>
      <Text size="xs">{ADMIN_MESSAGES.existingCustomerHint}</Text>
    </Stack>
  );
}
