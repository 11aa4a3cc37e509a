// Request Platform Access (the landing form) and the admin's Access Requests screen.
export const ACCESS_MESSAGES = {
  captchaRequired: 'Please complete the captcha verification',
  captchaIncorrect: 'Incorrect captcha. Please try again.',
  captchaTooManyAttempts: 'Too many attempts. New captcha generated.',
  captchaFailed: 'Captcha verification failed. Please try again.',
  invalidEmailFormat: 'Invalid email format',
  workEmailRequired: 'Please use a work email address',
  workDomainRequired: 'Work domain is required',
  alreadyPendingServer: 'A request from this email is already pending',
  alreadyPending: 'You already have a pending access request. Please wait for admin approval.',
  submitFailed: 'Failed to submit request. Please try again.',
  submit: 'Request Access',
  submitting: 'Submitting...',
  receivedTitle: 'Request Received!',
  submitAnother: 'Submit Another Request',
  receivedText:
    "Thank you for your interest. We'll review your request and get back to you within 2-3 business days.",
  // The server-side captcha and the stricter input checks:
  captchaExpired: 'Captcha expired. New captcha generated.',
  captchaVerified: 'Captcha verified',
  captchaLoadFailed: 'Could not load the captcha. Please refresh it.',
  invalidWorkDomain: "Please enter your company's website, e.g. acme.com",
  teamSizeInvalid: 'Team size must be a whole number between 1 and 1,000,000',
  messageTooLong: 'Additional message must be at most 2000 characters',
  emailNotAtWorkDomain: "Use an email address at your company's domain (the website you entered)",
  // Confirming the request from the requester's inbox:
  confirmFromInbox:
    'We have sent you an email: please confirm your request with the link in it (valid for 24 hours).',
  confirmationSubject: 'Confirm your HiQ access request',
  confirming: 'Confirming your request...',
  confirmedTitle: 'Request confirmed',
  confirmedText:
    "Thank you. We'll review your request and get back to you within 2-3 business days.",
  confirmFailedTitle: 'Confirmation failed',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired.',
  confirmFailed: 'Could not confirm your request. Please try again.',
  confirmSubmitAgain: 'Request access again',
} as const;

export const ADMIN_MESSAGES = {
  title: 'Access Requests',
  loadFailed: 'Failed to load access requests. Please try again.',
  approveFailed: 'Failed to approve request. Please try again.',
  rejectFailed: 'Failed to reject request. Please try again.',
  reasonRequired: 'A reason is required to reject a request',
  reasonTooLong: 'The reason must be at most 2000 characters',
  notPending: 'This request has already been decided',
  notFound: 'Access request not found',
  empty: 'No access requests found.',
  loading: 'Loading access requests...',
  rejectTitle: 'Reject access request',
  rejectReasonLabel: 'Reason for rejection',
  invitationSubject: 'Your HiQ access request was approved',
  rejectionSubject: 'Your HiQ access request',
  /** A request for a company that already uses HiQ: approval grants no membership. */
  existingCustomer: (orgName: string, members: number) =>
    `Existing customer: ${orgName}, ${members} ${members === 1 ? 'member' : 'members'}`,
  existingCustomerHint: 'Approving tells the requester to ask an owner for an invitation.',
  alreadyCustomerSubject: 'Your company already uses HiQ',
  joinRequestSubject: (email: string) => `${email} asked to join your team on HiQ`,
} as const;
