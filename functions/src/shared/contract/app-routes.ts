// Every route of the web app, once: the patterns the router matches and the builders of links to
// them, used by the web app's links and by the server's mail links alike.
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

/**
 * The Team screen's query parameter that prefills the invite form's email. Here rather than among
 * the constants: every page's first render loads this module, and it must not carry them all.
 */
export const TEAM_INVITE_PARAM = 'invite';

/** The `:name` parameters of a route pattern. */
type RouteParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A link to a route: each `:name` replaced by its value, encoded. */
export function routePath<Pattern extends string>(
  pattern: Pattern,
  params: Record<RouteParams<Pattern>, string>,
): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name]),
  );
}

/** A pattern as a nested router child writes it, relative to the root: '/register/:token' → 'register/:token'. */
export const childRoute = (pattern: string) => pattern.replace(/^\//, '');

/** Links into the app, as the web app's links and the server's mails write them. */
export const appPaths = {
  home: APP_ROUTES.home,
  login: APP_ROUTES.login,
  forgotPassword: APP_ROUTES.forgotPassword,
  register: APP_ROUTES.register,
  registerWithToken: (token: string) => routePath(APP_ROUTES.registerWithToken, { token }),
  verifyEmail: (token: string) => routePath(APP_ROUTES.verifyEmail, { token }),
  dashboard: APP_ROUTES.dashboard,
  team: APP_ROUTES.team,
  integrations: APP_ROUTES.integrations,
  apiReference: APP_ROUTES.apiReference,
  questionSets: APP_ROUTES.questionSets,
  questionSet: (id: string) => routePath(APP_ROUTES.questionSet, { id }),
  newQuestionSet: routePath(APP_ROUTES.questionSet, { id: 'new' }),
  /** The Team screen with the invite form's email filled in. */
  teamInvite: (email: string) =>
    `${APP_ROUTES.team}?${TEAM_INVITE_PARAM}=${encodeURIComponent(email)}`,
  interviewReview: (id: string) => routePath(APP_ROUTES.interviewReview, { id }),
  adminAccessRequests: APP_ROUTES.adminAccessRequests,
  confirmAccessRequest: (token: string) => routePath(APP_ROUTES.confirmAccessRequest, { token }),
  sharedInterview: (shareId: string) => routePath(APP_ROUTES.sharedInterview, { shareId }),
  /** The candidate's link to their interview. */
  interview: (sessionId: string) => routePath(APP_ROUTES.candidateInterview, { sessionId }),
} as const;
