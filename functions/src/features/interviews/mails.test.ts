import { describe, expect, it } from 'vitest';
import { cancellationMail, invitationMail } from './mails';
import type { InterviewMailFacts } from './mails';

const facts: InterviewMailFacts = {
  interviewId: 'iv1',
  // Passes the name rule (no link, no address), yet tries to break out of its calendar parameter.
  candidateName: 'Eve" ;ROLE=CHAIR\r\nATTENDEE;ROLE=CHAIR;CN=Mallory',
  candidateEmail: 'eve@example.org',
  orgName: 'Acme',
  type: 'technical',
  level: 'mid',
  date: '2030-01-15T10:30:00.000Z',
  link: 'https://hiq.example/abcdefghijklmnopqrstuv',
};

/** The calendar's logical lines (folded continuation lines joined back). */
const calendarLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('calendar invitations', () => {
  for (const [name, mail] of [
    ['invitation', invitationMail],
    ['cancellation', cancellationMail],
  ] as const) {
    it(`keeps a hostile name inside its parameter (${name})`, () => {
      const ics = String(mail(facts).attachments?.[0]?.content);
      const lines = calendarLines(ics);
      const attendees = lines.filter((l) => l.startsWith('ATTENDEE'));
      expect(attendees).toHaveLength(1);
      // The CN parameter is one quoted value with no quote inside; the property's value follows.
      const match = /;CN="([^"]*)":mailto:(.*)$/.exec(attendees[0]);
      expect(match?.[2]).toBe('eve@example.org');
      expect(match?.[1]).toContain("Eve^' ;ROLE=CHAIR");
      expect(lines.filter((l) => /ROLE=CHAIR/.test(l) && !l.includes('CN="Eve'))).toEqual([]);
    });
  }
});

describe('a stored name that breaks the name rule', () => {
  const stored = { ...facts, candidateName: 'Prize at https://evil.example <x@evil.example>' };
  for (const [name, mail] of [
    ['invitation', invitationMail],
    ['cancellation', cancellationMail],
  ] as const) {
    it(`is not written into the mail or its calendar entry (${name})`, () => {
      const message = mail(stored);
      const everything = [
        message.subject,
        message.text,
        message.html,
        ...(message.attachments ?? []).map((a) => a.content),
      ].join('\n');
      expect(everything).not.toContain('evil.example');
      expect(message.text).toContain('Hello,');
    });
  }
});
