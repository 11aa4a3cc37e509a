import { MAIL_MESSAGES } from '../../shared/messages/mail';
import { isMailSafeName } from '../../shared/schemas/person-name';

/**
 * A mail's greeting, by name only when the name passes the name rule: a name stored before the
 * rule could carry a link, and HiQ's mails go out in an org's name. No name: 'Hello,'.
 */
export const mailGreeting = (name?: unknown) =>
  MAIL_MESSAGES.greeting(isMailSafeName(name) ? name : undefined);
