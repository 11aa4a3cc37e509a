import { appPaths } from '@shared/contract/app-links';

// Every route's links, from the one definition of the app's routes (shared with the server's mails).
export const paths = {
  ...appPaths,
  /** The landing page's request form. */
  requestAccess: `${appPaths.home}#request-access`,
} as const;
