import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/feedback/route-error';
import { LoadingScreen } from '@/components/feedback/loading-screen';

/**
 * The app's routes. Every screen is its own lazy chunk; the Firebase layers are lazy layouts so the
 * landing page carries neither Auth nor Firestore, and only signed-in screens carry Firestore.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
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
              { path: 'login', lazy: () => import('./routes/login') },
              { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
              { path: 'register', lazy: () => import('./routes/register') },
              { path: 'register/:token', lazy: () => import('./routes/register-token') },
              { path: 'verify-email/:token', lazy: () => import('./routes/verify-email') },
            ],
          },
          {
            // Signed in only: 'Loading...', else redirect to /login remembering where from.
            lazy: () => import('./layouts/protected-layout'),
            children: [
              { path: 'dashboard', lazy: () => import('./routes/dashboard') },
              { path: 'team', lazy: () => import('./routes/team') },
              { path: 'interviews/:id', lazy: () => import('./routes/interview-review') },
              {
                path: 'admin/access-requests',
                lazy: () => import('./routes/admin-access-requests'),
              },
            ],
          },
        ],
      },
      { path: ':sessionId', lazy: () => import('./routes/candidate-interview') },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
