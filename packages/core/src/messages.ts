/** Texts shared by the API's validation errors and the web app's forms, worded as the spec gives them. */
export const messages = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email',
  passwordTooWeak:
    'The password must have at least 8 characters, an uppercase letter, a number and a special character.',
  passwordMismatch: "Password doesn't match.",
  emailTaken: 'user with this email address already exists.',
  invalidCredentials: 'Unable to log in with provided credentials.',
  resetTokenInvalid: 'Does not exist or expired',
  invitationInvalid: 'This invitation is invalid.',
  cohostAccessRemoved:
    'Your co-host access was removed. Ask the host to invite you again, then accept the invitation from its e-mail.',
  socialEmailTaken: 'There is already an account associated with that email address.',
  permissionDenied: 'You do not have permission to perform this action.',
  notAuthenticated: 'Authentication credentials were not provided.',
  notFound: 'Not found.',
  sessionExpired: 'Your session has expired!',
  somethingWentWrong: 'Something went wrong! Please try again later.',
  genericToastError: 'Ups there was an error, please try it later!',
  linkCopied: 'Link copied to clipboard!',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
