// What the mails to a candidate say: the invitation and its calendar entry, the cancellation, the
// reminders and a replaced link. Written once here, so the same words (the link, the browser
// advice) read the same in every one of them.
export const CANDIDATE_MAIL_MESSAGES = {
  /** e.g. "Technical interview (Mid level)". */
  interview: (typeLabel: string, levelLabel: string) =>
    `${typeLabel} interview (${levelLabel} level)`,
  when: 'When:',
  linkIntro: 'Your interview link:',
  newLinkIntro: 'Your new interview link:',
  openInterview: 'Open your interview',
  openAtTheTime:
    'Open the link at the scheduled time in Chrome, Firefox or Edge, on a device with a camera and a microphone.',
  openNow: 'Use Chrome, Firefox or Edge, on a device with a camera and a microphone.',

  invitationSubject: (orgName: string) => `Your interview with ${orgName}`,
  invitationText: (orgName: string, interview: string) =>
    `${orgName} has scheduled a ${interview} with you on HiQ.`,
  calendarAttached: 'The calendar invite (invite.ics) is attached.',
  calendarTitle: (orgName: string, interview: string) => `${orgName}: ${interview}`,
  calendarDescription: (orgName: string, interview: string, link: string) =>
    `Your ${interview} with ${orgName} on HiQ. Join here: ${link}`,

  cancellationSubject: (orgName: string) => `Your interview with ${orgName} has been cancelled`,
  cancellationText: (orgName: string, interview: string, when: string) =>
    `${orgName} has cancelled your ${interview} scheduled for ${when}.`,
  cancellationAfter:
    'The interview link no longer works. The attached update removes it from your calendar.',

  dayBeforeSubject: (orgName: string) => `Reminder: your interview with ${orgName}`,
  dayBeforeText: (orgName: string, interview: string) =>
    `A reminder of your ${interview} with ${orgName} on HiQ.`,
  atTimeSubject: (orgName: string) => `Your interview with ${orgName} is ready`,
  atTimeText: (orgName: string, interview: string, when: string) =>
    `Your ${interview} with ${orgName} was scheduled for ${when} and is ready for you now.`,
} as const;
