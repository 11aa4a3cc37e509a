import { APP_ROUTES, teamInvitePath } from '@shared/constants';

// Every route, named once.
export const paths = {
  home: '/',
  requestAccess: '/#request-access',
  login: '/login',
  forgotPassword: '/forgot-password',
  register: '/register',
  registerWithToken: (token: string) => `/register/${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  dashboard: '/dashboard',
  team: APP_ROUTES.team,
  /** The Team screen with the invite form's email filled in (the link mails carry too). */
  teamInvite: teamInvitePath,
  adminAccessRequests: '/admin/access-requests',
  interview: (sessionId: string) => `/${encodeURIComponent(sessionId)}`,
} as const;
