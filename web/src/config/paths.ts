// Every route, named once (spec section 2).
export const paths = {
  home: '/',
  requestAccess: '/#request-access',
  login: '/login',
  forgotPassword: '/forgot-password',
  register: '/register',
  registerWithToken: (token: string) => `/register/${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  dashboard: '/dashboard',
  adminAccessRequests: '/admin/access-requests',
  interview: (sessionId: string) => `/${encodeURIComponent(sessionId)}`,
} as const;
