import type { TeamMember } from '../types';

/** How a teammate is named in labels and messages: their name, else their email. */
export const memberName = (member: Pick<TeamMember, 'displayName' | 'email'>) =>
  member.displayName || member.email;
