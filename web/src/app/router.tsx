import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { APP_ROUTES, childRoute } from '@shared/contract/app-routes';
import { RouteError } from '@/components/feedback/route-error';

/**
 * The app's routes. Every screen is its own lazy chunk; the Firebase layers are lazy layouts so the
 * landing page carries neither Auth nor Firestore, and only signed-in screens carry Firestore.
 */
const routes: RouteObject[] = [
  {
    path: APP_ROUTES.home,
    // No hydrateFallbackElement: main.tsx renders only once the first route has loaded.
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      {
        // Firebase App + Auth, wiring the API client's token and 401 handling.
        lazy: () => import('./layouts/auth-layout'),
        children: [
          {
            // Public account screens, under the nav bar (signed-out variant: Login, Register).
            lazy: () => import('./layouts/public-layout'),
            children: [
              { path: childRoute(APP_ROUTES.login), lazy: () => import('./routes/login') },
              {
                path: childRoute(APP_ROUTES.forgotPassword),
                lazy: () => import('./routes/forgot-password'),
              },
              { path: childRoute(APP_ROUTES.register), lazy: () => import('./routes/register') },
              {
                path: childRoute(APP_ROUTES.registerWithToken),
                lazy: () => import('./routes/register-token'),
              },
              {
                path: childRoute(APP_ROUTES.verifyEmail),
                lazy: () => import('./routes/verify-email'),
              },
            ],
          },
          {
            // Signed in only: 'Loading...', else redirect to /login remembering where from.
            lazy: () => import('./layouts/protected-layout'),
            children: [
              { path: childRoute(APP_ROUTES.dashboard), lazy: () => import('./routes/dashboard') },
              { path: childRoute(APP_ROUTES.team), lazy: () => import('./routes/team') },
              {
                path: childRoute(APP_ROUTES.integrations),
                lazy: () => import('./routes/integrations'),
              },
              {
                path: childRoute(APP_ROUTES.questionSets),
                lazy: () => import('./routes/question-sets'),
              },
              {
                path: childRoute(APP_ROUTES.questionSet),
                lazy: () => import('./routes/question-set'),
              },
              {
                path: childRoute(APP_ROUTES.interviewReview),
                lazy: () => import('./routes/interview-review'),
              },
              {
                path: childRoute(APP_ROUTES.adminAccessRequests),
                lazy: () => import('./routes/admin-access-requests'),
              },
            ],
          },
        ],
      },
      {
        path: childRoute(APP_ROUTES.confirmAccessRequest),
        lazy: () => import('./routes/confirm-access'),
      },
      {
        path: childRoute(APP_ROUTES.apiReference),
        lazy: () => import('./routes/api-reference'),
      },
      {
        path: childRoute(APP_ROUTES.sharedInterview),
        lazy: () => import('./routes/shared-interview'),
      },
      {
        path: childRoute(APP_ROUTES.candidateInterview),
        lazy: () => import('./routes/candidate-interview'),
      },
      { path: '*', element: <Navigate to={APP_ROUTES.home} replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
