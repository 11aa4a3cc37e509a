// Spec sections 5 and 8: sign-in, registration and verification strings.
export const AUTH_MESSAGES = {
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
  logoutFailed: 'Logout failed',
} as const;

export const REGISTRATION_MESSAGES = {
  title: 'Create your account',
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
} as const;

export const VERIFY_EMAIL_MESSAGES = {
  verifying: 'Verifying your email...',
  verified: 'Email Verified!',
  failedTitle: 'Verification Failed',
  failed: 'Failed to verify email',
  fallback: 'Could not verify your email. Please try again.',
} as const;

export const LOGIN_MESSAGES = {
  title: 'Sign in to HiQ',
  submit: 'Sign in',
  submitting: 'Signing in...',
  forgot: 'Forgot your password?',
  createAccount: 'create a new account',
} as const;
