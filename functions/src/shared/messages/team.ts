// The Team screen and its API: members, roles and invitations of a company's org.
export const TEAM_MESSAGES = {
  title: 'Team',
  navLink: 'Team',
  membersTitle: 'Members',
  invitationsTitle: 'Pending invitations',
  loading: 'Loading team...',
  loadFailed: 'Failed to load your team. Please try again.',
  noInvitations: 'No pending invitations.',
  readOnlyNote: 'Only owners can invite, remove or change the role of teammates.',
  you: '(you)',
  /** An empty cell (a member without a name, an invitation without its inviter's name). */
  columns: {
    name: 'Name',
    email: 'Email',
    role: 'Role',
    since: 'Since',
    invitedBy: 'Invited by',
    sent: 'Sent',
    expires: 'Expires',
    actions: 'Actions',
  },
  // org settings
  settingsTitle: 'Notifications',
  notifyOnCompleteLabel:
    'Email the person who scheduled an interview when the candidate completes it',
  notifyOnCompleteInvalid: 'notifyOnComplete must be true or false',
  recordingTitle: 'Recording',
  recordingModeLabel: 'What candidates are recorded with',
  recordingModeLabels: {
    video: 'Record video and audio',
    audio: "Audio only — reviewers don't see candidates",
  },
  recordingModeInvalid: 'recordingMode must be video or audio',
  retentionTitle: 'Data retention',
  retentionDaysLabel:
    'Delete recordings, transcripts and AI notes this many days after an interview ends',
  retentionDaysHint:
    'A shorter period also applies to interviews already scheduled or ended; a longer one only to interviews scheduled from now on.',
  retentionDaysInvalid: (min: number, max: number) =>
    `Retention must be a whole number of days from ${min} to ${max}`,
  linkExpiryDaysLabel: "Candidate links stop working this many days after the interview's time",
  linkExpiryDaysInvalid: (min: number, max: number) =>
    `Link expiry must be a whole number of days from ${min} to ${max}`,
  retentionSave: 'Save data retention',
  aiAssistTitle: 'AI assist',
  aiAssistLabel:
    'Suggest rubric coverage, summaries and delivery facts to reviewers, each with the words it rests on (a person always decides)',
  aiAssistInvalid: 'aiAssist must be true or false',
  followUpsTitle: 'Follow-up questions',
  followUpsLabel:
    'Ask a candidate one short follow-up when an answer gives no evidence for a key point marked "ask if missing" (the same rules for every candidate; new interviews take it when scheduled)',
  followUpsInvalid: 'followUps must be true or false',
  candidateFeedbackTitle: 'Candidate feedback',
  candidateFeedbackLabel:
    'Let reviewers send a candidate a short message after a decision (a person always reads and sends it)',
  candidateFeedbackInvalid: 'candidateFeedback must be true or false',
  feedbackTemplatesTitle: 'Feedback templates',
  feedbackTemplatesHint:
    'The message a reviewer starts from after each decision. {firstName} and {orgName} are filled in when the message is opened; the reviewer reads and edits it before sending.',
  feedbackTemplateLabel: (decision: string) => `Message after ${decision}`,
  feedbackTemplatesSave: 'Save feedback templates',
  feedbackTemplatesRestore: 'Restore the default texts',
  feedbackTemplateRequired: 'Write a message, or restore the default text',
  feedbackTemplateTooLong: (max: number) => `A template must be at most ${max} characters`,
  feedbackTemplatesInvalid:
    'feedbackTemplates must hold a message for each decision: advance, hold and reject',
  settingsEmpty: 'Nothing to change',
  settingsSaved: 'Settings saved',
  settingsFailed: 'Failed to save the settings. Please try again.',
  // invite form
  inviteTitle: 'Invite a teammate',
  emailLabel: 'Email',
  roleLabel: 'Role',
  outsideDomainLabel: 'Outside our domain (agency, contractor)',
  outsideDomainHint: (domain: string) => `Addresses not at ${domain} need this box ticked.`,
  inviteSubmit: 'Send invitation',
  inviteSubmitting: 'Sending...',
  invited: (email: string) => `Invitation sent to ${email}`,
  // row actions
  resend: 'Resend',
  resent: (email: string) => `Invitation sent again to ${email}`,
  revoke: 'Revoke',
  revoked: (email: string) => `Invitation to ${email} revoked`,
  remove: 'Remove',
  /** Row buttons' accessible names: the visible word plus whom it acts on. */
  removeLabel: (who: string) => `Remove ${who}`,
  resendLabel: (email: string) => `Resend invitation to ${email}`,
  revokeLabel: (email: string) => `Revoke invitation to ${email}`,
  removeTitle: 'Remove teammate',
  removeConfirm: (who: string) =>
    `Remove ${who} from the team? They lose access to your interviews at once.`,
  removeButton: 'Remove from team',
  cancel: 'Cancel',
  removed: (who: string) => `${who} was removed from the team`,
  changeRoleLabel: (who: string) => `Role of ${who}`,
  roleChanged: (who: string, role: string) => `${who} is now ${role}`,
  actionFailed: 'That did not work. Please try again.',
  // access ended (shown to a removed member on any signed-in screen)
  accessEndedTitle: 'Your access has ended',
  accessEndedText:
    "You are no longer a member of this company's team on HiQ. Ask an owner to invite you again if this is a mistake.",
  signOut: 'Sign out',
  // server
  notOwner: 'Only an owner of your team can do this',
  notMember: 'You are not a member of this team',
  memberNotFound: 'Team member not found',
  invitationNotFound: 'Invitation not found',
  alreadyMember: 'This person is already a member of your team',
  alreadyInvited: 'This address already has a pending invitation',
  outsideDomain: (domain: string) =>
    `This address is not at ${domain}. Tick "Outside our domain" to invite it anyway.`,
  lastOwner: 'The team must keep at least one owner',
  roleUnchanged: 'This teammate already has that role',
  roleRequired: 'Choose a role: owner or member',
  invitationSubject: (orgName: string) => `You are invited to join ${orgName} on HiQ`,
  /** The invitation mail's text around the org's name (shown in bold). */
  invitationTextBefore: 'You are invited to join ',
  invitationTextAfter: (role: 'owner' | 'member') =>
    ` on HiQ as ${role === 'owner' ? 'an owner' : 'a member'}.`,
  invitationLinkIntro: 'Create your account with this link:',
  invitationLinkLabel: 'Create your account',
  invitationAfter: (days: number) =>
    `The link works once and expires in ${days} days. If you did not expect this invitation, ignore this email.`,
} as const;
