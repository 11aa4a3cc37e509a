// The app-wide strings. One place for each string. (What an API call can fail with is in api.ts:
// every page's first render loads this module, and only screens that call the API need those.)
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
