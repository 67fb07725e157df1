/**
 * The sentences of getting back into an account (issue 19), sent by the server and shown by the client, kept
 * apart from `MESSAGES` so that the portal's entry does not carry them: only the pages that show them load them.
 * Their Urdu is ACCOUNT_MESSAGES_UR (messages-ur.ts); their keys are their codes (message-catalogue.ts).
 */
export const ACCOUNT_MESSAGES = {
  passwordResetRequested:
    'If an approved account uses this e-mail address, a link to set a new password is on its way. The link works once, within 30 minutes.',
  passwordResetByOffice:
    'Passwords are reset by the college office. Please visit or call the office with your student or employee ID.',
  passwordResetOfficeTold:
    'If an approved account uses this e-mail address, the college office has been told. Please visit or call the office with your student or employee ID to have the password reset.',
  passwordResetLinkInvalid:
    'This password reset link is not valid: it was already used, has expired or was replaced by a newer one. Please ask for a new link.',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  passwordChangeRequired: 'Please choose a new password before continuing.',
  temporaryPasswordIssued:
    'Temporary password issued. It is shown only once; it must be changed at the next sign-in.',
  resetLinkEmailed: 'A link to reset the password was e-mailed to {email}.',
  resetLinkNeedsEmail: 'E-mail is not set up on this portal: issue a temporary password instead.',
  resetLinkNeedsApproved: 'A reset link can be e-mailed only to an approved account.',
  ownPasswordReset: 'Use Change Password to change your own password.',
  adminPasswordResetOnServer:
    "Another admin's password is not reset here. On the server, run: npm run create-admin -- --email {email} --reset-password",
  resetLinkSentTitle: 'A link to reset your password was sent',
  resetLinkSentBody:
    'The college office e-mailed you a link to choose a new password. Your password stays as it is until the link is used. If you did not ask for this, contact the college office.',
  currentPasswordForEmail: 'Enter your current password to change your sign-in e-mail',
  emailChangedTitle: 'Your sign-in e-mail was changed',
  emailChangedBody:
    'The e-mail you sign in with was changed from {old} to {new}. If you did not do this, contact the college office at once.',
  passwordResetTitle: 'Your password was reset',
  passwordResetBody:
    'The password of your account was reset and every device was signed out. If you did not do this, contact the college office at once.',
  passwordResetOnServerBody:
    "Your password was reset on the server with the create-admin tool and every device was signed out. If this was not done at your request, tell the portal's other admins at once.",
  passwordResetByOfficeBody:
    'The college office reset the password of your account and every device was signed out. If you did not ask for this, contact the college office at once.',
  accountCreatedTemporary:
    'Account created. The temporary password is shown only once; it must be changed at the first sign-in.',
  accountCreatedLinkEmailed: 'Account created. A link to choose a password was e-mailed to {email}.',
  importHeaderMissing: 'The first row must name the columns; missing: {labels}',
  importHeaderRepeated: 'The first row names a column twice: {labels}',
  importHeaderUnknown: 'Unknown columns in the first row: {columns}',
  importNoRows: 'The file has no rows under its header',
  importTooManyRows: 'Import at most {max} rows at a time',
  importUnreadable: 'The file could not be read as CSV: {reason}',
  importDuplicateInFile: 'Also on line {line} of this file',
  importUnknownCourse: 'No such course: {codes}',
  importHasErrors:
    'Nothing was imported: {count, plural, one {# row has} other {# rows have}} errors. Correct them and try again.',
  imported: '{count, plural, one {# account} other {# accounts}} imported.',
  importedSkipping:
    '{count, plural, one {# account} other {# accounts}} imported; {skipped, plural, one {# row with errors was} other {# rows with errors were}} not imported.',
} as const;
