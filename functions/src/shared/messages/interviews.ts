// The staff dashboard and scheduling.
export const INTERVIEW_MESSAGES = {
  candidateNameRequired: 'Candidate name is required',
  emailRequired: 'Email is required',
  invalidEmailFormat: 'Invalid email format',
  timeRequired: 'Schedule time is required',
  timeInPast: 'Cannot schedule interviews in the past',
  loadFailed: 'Failed to load interviews. Please try again.',
  createFailed: 'Failed to create interview',
  cancelFailed: 'Failed to cancel interview. Please try again.',
  exportFailed: 'Failed to export interviews. Please try again.',
  cancelConfirm: 'Are you sure you want to cancel this interview?',
  empty: 'No interviews found. Click "New Interview" to create one.',
  loading: 'Loading interviews...',
  schedule: 'Schedule Interview',
  scheduling: 'Scheduling...',
  notFound: 'Interview not found',
  /** The candidate's mail when their link is replaced (a teammate who had seen it left the team). */
  linkReplacedSubject: (orgName: string) => `A new link for your interview with ${orgName}`,
  linkReplacedText:
    'For your security, the interview link we sent you earlier has been replaced and no longer works. Please use the link below; nothing else about your interview has changed.',
  notScheduled: 'Only scheduled interviews can be cancelled',
  eraseScheduled: "Cancel the interview before deleting the candidate's data",
  eraseNotOwner: "Only owners can delete a candidate's data",
  eraseAction: "Delete this candidate's data",
  eraseTitle: "Delete this candidate's data?",
  eraseBody:
    "Their recordings, transcripts, AI notes and every review are deleted, and their name, email address and interview link are removed. This can't be undone. An audit line records that it was done, by whom and when.",
  eraseConfirm: 'Delete data',
  eraseCancel: 'Keep data',
  erased: "The candidate's data was deleted.",
  eraseFailed: "Failed to delete the candidate's data. Please try again.",
  candidateNameTooLong: 'Candidate name is too long',
  candidateNameInvalid: "Candidate name can't contain web or email addresses",
  /** The completion notice's subject: the candidate's name, else their address. */
  completedSubject: (candidate: string) => `${candidate} completed their interview`,
  /** A candidate asked for another format or an adjustment: the dashboard's flag and the mail. */
  adjustmentRequested: 'Adjustment requested',
  adjustmentRequestedSubject: (candidate: string) =>
    `${candidate} asked for another format or an adjustment`,
  invalidType: 'Unknown interview type',
  invalidLevel: 'Unknown experience level',
  invalidTime: 'Invalid interview time',
  title: 'Interview Dashboard',
  tableLabel: 'Interviews',
  counters: {
    total: 'Total',
    scheduled: 'Scheduled',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  /** The CSV export's header row: the table's columns, then completion time and average rating. */
  csvEmail: 'Email',
  csvCompleted: 'Completed',
  csvAverageRating: 'Average Rating',
  columns: {
    candidate: 'Candidate',
    type: 'Type',
    level: 'Level',
    date: 'Date & Time',
    status: 'Status',
    actions: 'Actions',
  },
  noOrg: 'Your account is not linked to a company, so there are no interviews to show.',
  noOrgTitle: 'No company',
  newInterview: '+ New Interview',
  modalTitle: 'Schedule New Interview',
  candidateNameLabel: 'Candidate Name',
  candidateEmailLabel: 'Candidate Email',
  typeLabel: 'Interview Type',
  levelLabel: 'Experience Level',
  timeLabel: 'Interview Time',
  timePlaceholder: 'Pick date and time',
  // The date-time picker's own controls.
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  hours: 'Hours',
  minutes: 'Minutes',
  confirmTime: 'Confirm date and time',
  viewLink: 'View Link',
  cancel: 'Cancel',
  cancelDialogTitle: 'Cancel interview',
  confirmCancel: 'Cancel Interview',
  keepInterview: 'Keep Interview',
  cancelling: 'Cancelling...',
  previousPage: 'Previous',
  nextPage: 'Next',
  pagesLabel: 'Interview pages',
} as const;

/** The dashboard's pager text (pages come from the live counters). */
export const pageOfPages = (page: number, pages: number) => `Page ${page} of ${pages}`;

/** The schedule modal's interview-design fields. */
export const SCHEDULE_DESIGN_MESSAGES = {
  questionSetLabel: 'Question set',
  questionSetDescription: 'Defaults to the HiQ library set for the chosen type and level.',
  libraryGroup: 'HiQ library',
  ownGroup: 'Your sets',
  extraTimeLabel: 'Extra time',
  extraTimeDescription: 'An accommodation for this candidate: every time limit is scaled.',
  /** A library set's name, by its type and level: the library's sets and the modal's select. */
  librarySetName: (type: string, level: string) => `${type} · ${level}`,
  questionSetInvalid: 'Question set not found',
  extraTimeInvalid: 'Extra time must be none, +25 %, +50 %, +100 % or untimed',
} as const;
