// What any API call can fail with, and the app-wide strings. One place for each string.
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

export const APP_MESSAGES = {
  routerFallback: 'Unexpected Application Error!',
  loading: 'Loading...',
  notAuthorised: 'Not authorised',
  notAuthorisedText: 'Your account does not have access to this page.',
  reloadPage: 'Reload the page',
  goHome: 'Go to the home page',
  /** An empty cell or value: a missing name, date, duration or pace. */
  noValue: '-',
  /** A list's row whose stored record does not match what the app expects (its id and why follow). */
  unreadableRecord: 'This record could not be read',
  // Accessible names of icon-only buttons (the theme gives them to every close and clear "×").
  close: 'Close',
  clear: 'Clear',
} as const;
