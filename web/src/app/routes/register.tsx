import { InvitationScreen } from '@/features/auth/components/invitation-screen';

export function Component() {
  return <InvitationScreen />;
}
