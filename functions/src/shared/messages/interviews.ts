// Spec sections 2, 5 and 8: the staff dashboard and scheduling.
export const INTERVIEW_MESSAGES = {
  candidateNameRequired: 'Candidate name is required',
  emailRequired: 'Email is required',
  invalidEmailFormat: 'Invalid email format',
  timeRequired: 'Schedule time is required',
  timeInPast: 'Cannot schedule interviews in the past',
  loadFailed: 'Failed to load interviews. Please try again.',
  createFailed: 'Failed to create interview',
  cancelFailed: 'Failed to cancel interview. Please try again.',
  cancelConfirm: 'Are you sure you want to cancel this interview?',
  empty: 'No interviews found. Click "New Interview" to create one.',
  loading: 'Loading interviews...',
  schedule: 'Schedule Interview',
  scheduling: 'Scheduling...',
  notFound: 'Interview not found',
  notScheduled: 'Only scheduled interviews can be cancelled',
} as const;
