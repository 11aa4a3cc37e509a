// What any API call can fail with, said the same way by the server and the web app.
export const API_MESSAGES = {
  network: 'Network error - Unable to connect to the server',
  sessionExpired: 'Session expired - Please log in again',
  crossOrigin: 'Cross-origin request blocked - Please contact support',
  tooManyRequests: 'Too many requests - Please try again later',
  validation: 'Validation error',
  unexpected: 'An unexpected error occurred',
  notFound: 'Not found',
  malformedJson: 'Malformed JSON body',
  internal: 'Internal server error',
  forbidden: 'You are not authorised to do this',
  unauthenticated: 'Authentication required',
} as const;
