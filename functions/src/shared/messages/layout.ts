// The app's frame: the wordmark, the navigation bar and the skip link.
export const LAYOUT_MESSAGES = {
  brandName: 'HiQ',
  brandTagline: 'AI Interviews',
  /** The wordmark's link (and the way back from a standalone page). */
  home: 'HiQ home',
  mainNav: 'Main',
  dashboard: 'Dashboard',
  accessRequests: 'Access Requests',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  logout: 'Logout',
  login: 'Login',
  register: 'Register',
  skipToContent: 'Skip to content',
} as const;
