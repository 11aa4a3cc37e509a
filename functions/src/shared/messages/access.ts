// Spec sections 2, 5 and 8: request platform access and its admin.
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
} as const;

export const ADMIN_MESSAGES = {
  title: 'Access Requests',
  loadFailed: 'Failed to load access requests. Please try again.',
  approveFailed: 'Failed to approve request. Please try again.',
  rejectFailed: 'Failed to reject request. Please try again.',
  reasonRequired: 'A reason is required to reject a request',
  notPending: 'This request has already been decided',
  notFound: 'Access request not found',
} as const;
