// Every route of the web app, once: the patterns the router matches. Links to them (the web app's
// and the server's mails) are built in app-links.ts: every page's first render loads this module,
// for the router, and needs none of those builders.
export const APP_ROUTES = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  register: '/register',
  registerWithToken: '/register/:token',
  verifyEmail: '/verify-email/:token',
  dashboard: '/dashboard',
  team: '/team',
  /** An org's API keys (owners manage them; members see them). */
  integrations: '/integrations',
  /** The public API's reference, read from its OpenAPI document; public, as the document is. */
  apiReference: '/developers/api',
  questionSets: '/question-sets',
  /** A set's editor; `new` for a new set, `library-<type>-<level>` for a library set (read-only). */
  questionSet: '/question-sets/:id',
  interviewReview: '/interviews/:id',
  adminAccessRequests: '/admin/access-requests',
  /** The link in the mail that confirms an access request. */
  confirmAccessRequest: '/confirm-access/:token',
  /** A completed interview shared with an outside reviewer (the link in their mail). */
  sharedInterview: '/shared/:shareId',
  /** The candidate's interview: the session id from their mail, straight under the root. */
  candidateInterview: '/:sessionId',
} as const;

/** A pattern as a nested router child writes it, relative to the root: '/register/:token' → 'register/:token'. */
export const childRoute = (pattern: string) => pattern.replace(/^\//, '');
