/**
 * An address that mail headers and calendar invitations carry as is: a dot-atom local part
 * (letters, digits, ! # $ % & ' * + / = ? ^ _ ` { | } ~ - and single dots) @ a hostname of letters,
 * digits and hyphens. Quoted local parts, spaces and ; " < > ( ) , \ : [ ] are refused: each could
 * end a calendar parameter or a mail header early.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{0,62}$/;
