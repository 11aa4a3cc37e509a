import { InviteTeammateSchema } from '@shared/schemas/team';
import type { InviteTeammateInput } from '@shared/schemas/team';
import type { OrgRole } from '@shared/constants';
import { api } from '@/lib/api-client';

export interface SentInvitation {
  id: string;
  email: string;
  role: OrgRole;
  expiresAt: string;
}

/** POST /api/team/invitations (owners): mails an invitation link; the live list shows it. */
export const inviteTeammate = (input: InviteTeammateInput) =>
  api.post<{ invitation: SentInvitation }>('/team/invitations', InviteTeammateSchema.parse(input));
