// Links into the app, as the web app's links and the server's mails write them, from the route
// patterns in app-routes.ts.
import { APP_ROUTES } from './app-routes';

/** The Team screen's query parameter that prefills the invite form's email (beside its link). */
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
