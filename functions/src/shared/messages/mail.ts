// What every mail HiQ sends says the same way: its greeting.
export const MAIL_MESSAGES = {
  /** 'Hello Ada,' or, with no name to use, 'Hello,'. */
  greeting: (name?: string) => (name ? `Hello ${name},` : 'Hello,'),
} as const;
