// Sign-in, registration, email-verification and password-reset strings.
export const AUTH_MESSAGES = {
  emailLabel: 'Email',
  passwordLabel: 'Password',
  emailRequired: 'Email is required',
  invalidEmailFormat: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  userNotFound: 'No user found with this email',
  wrongPassword: 'Invalid password',
  emailInUse: 'Email already registered',
  weakPassword: 'Password is too weak',
  invalidEmail: 'Invalid email address',
  operationNotAllowed: 'Email/password registration is not enabled. Please contact support.',
  invalidToken: 'Invalid or expired registration token',
  tokenAlreadyUsed: 'This registration link has already been used',
  /** Other sign-in failures: a disabled account, and any unrecognised error. */
  userDisabled: 'This account has been disabled. Please contact support.',
  signInFailed: 'Sign in failed. Please try again.',
  /** Server side: the API's refusals of token, registration and profile calls. */
  tokenRequired: 'Token is required',
  uidRequired: 'User id is required',
  uidMismatch: 'The account does not match this registration',
  alreadyRegistered: 'This account is already registered',
  registrationInProgress: 'This registration link is being used right now. Please try again.',
  lastOwnerCannotLeave:
    'You are the last owner of your team. Make another teammate an owner before deleting your account.',
  profileNotFound: 'User profile not found',
  /** An invitation whose sender has since been removed, demoted or deleted their account. */
  inviterNoLongerOwner:
    'This invitation is no longer valid: the teammate who sent it is no longer an owner of the team. Ask an owner to invite you again.',
  /** Accepting an invitation with an account that belongs to a team: one team per account. */
  memberOfAnotherTeam:
    'Your HiQ account already belongs to another team, and an account can belong to one team only. Ask to be invited with another email address.',
  alreadyInThisTeam: 'Your HiQ account is already a member of this team. Sign in to continue.',
  adminCannotJoin:
    'An administrator account cannot join a team. Ask to be invited with another email address.',
  /** Accepting with no account for the address: the registration form is the way in. */
  noAccountToAccept:
    'There is no HiQ account for this address yet. Create one from the invitation link.',
  displayNameTooLong: 'Name must be at most 100 characters',
  displayNameInvalid: "Name can't contain web or email addresses",
  onlyDisplayName: 'Only displayName can be changed',
} as const;

export const REGISTRATION_MESSAGES = {
  title: 'Create your account',
  nameLabel: 'Full Name',
  confirmPasswordLabel: 'Confirm Password',
  subtitle: 'Complete your registration to access the product',
  emailMismatch: 'Email does not match registration token',
  nameRequired: 'Name is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  emailInUse: 'This email is already registered. Please try signing in instead.',
  weakPassword: 'Password is too weak. Please use a stronger password.',
  invalidEmail: 'Please enter a valid email address.',
  invalidData: 'Invalid registration data',
  failed: 'Failed to create account. Please try again.',
  completeFailed: 'Failed to complete registration process',
  invalidLink: 'Invalid or expired registration link. Please contact support.',
  submit: 'Complete Registration',
  submitting: 'Creating Account...',
  /** The verifying state's text, the read-only email's hint and the way back to sign-in. */
  verifying: 'Verifying your registration link...',
  emailLocked: 'From your invitation; it cannot be changed.',
  goToLogin: 'Go to sign in',
  /** The link's address already has a HiQ account: sign in with it and accept (no new account). */
  acceptTitle: 'Accept your invitation',
  acceptText: (email: string) =>
    `You already have a HiQ account with ${email}. Sign in with its password to join the team.`,
  acceptSubmit: 'Sign in and accept',
  accepting: 'Accepting...',
  acceptFailed: 'Failed to accept the invitation. Please try again.',
} as const;

export const VERIFY_EMAIL_MESSAGES = {
  verifying: 'Verifying your email...',
  verified: 'Email Verified!',
  failedTitle: 'Verification Failed',
  failed: 'Failed to verify email',
  fallback: 'Could not verify your email. Please try again.',
  redirecting: 'Redirecting in 3 seconds...',
  goToLogin: 'Go to sign in',
  registerAgain: 'Register again',
  contactSupport: 'Contact support',
  /** Server side. */
  invalidLink: 'Invalid or expired verification link',
  alreadyUsed: 'This verification link has already been used',
  mailSubject: 'Verify your HiQ email address',
} as const;

/** /forgot-password: the success text never says whether the account exists. */
export const PASSWORD_RESET_MESSAGES = {
  title: 'Reset your password',
  intro: "Enter your account's email address and we will send you a link to reset your password.",
  submit: 'Send reset link',
  submitting: 'Sending...',
  sentTitle: 'Check your email',
  sent: 'If an account exists for that email, a password reset link is on its way. Check your inbox.',
  failed: 'Could not send the reset email. Please try again.',
  backToLogin: 'Back to sign in',
} as const;

/** /register without a token: accounts come from invitation links only. */
export const INVITATION_MESSAGES = {
  title: 'Registration is by invitation',
  text: 'HiQ accounts are created from an invitation link that we email once your company has been approved. Request access for your company and we will get back to you within 2-3 business days.',
  requestAccess: 'Request access',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
} as const;

export const LOGIN_MESSAGES = {
  title: 'Sign in to HiQ',
  submit: 'Sign in',
  submitting: 'Signing in...',
  forgot: 'Forgot your password?',
  /** The subtitle: 'Or' before the link. */
  or: 'Or',
  createAccount: 'create a new account',
} as const;
