/**
 * Texts of getting back into an account (issue 19): the forgotten-password and reset pages, the change a
 * temporary password requires, and the admin's reset card. They load with those pages (app/routes.tsx), not with
 * the portal's entry. Server sentences come from `MESSAGES`.
 */
import { ACCOUNT_MESSAGES } from '@contract/account-messages';
import { addStrings } from './dictionaries';

export const enAccount = {
  'auth.forgotTitle': 'Forgot your password?',
  'auth.forgotIntro':
    'Enter the e-mail you sign in with. If it belongs to an approved account, we will e-mail a link to choose a new password.',
  'auth.forgotByOffice': ACCOUNT_MESSAGES.passwordResetByOffice,
  'auth.forgotSubmit': 'Send reset link',
  'auth.forgotSent': ACCOUNT_MESSAGES.passwordResetRequested,
  'auth.forgotOffice': 'The college office',
  'auth.forgotOfficePhone': 'Phone:',
  'auth.forgotOfficeHours': 'Hours:',
  'auth.forgotOfficeIntro':
    'You may also enter the e-mail you sign in with: the office will see that you asked, and can reset your password when you call or visit.',
  'auth.forgotTellOffice': 'Tell the office',
  'auth.forgotOfficeTold': ACCOUNT_MESSAGES.passwordResetOfficeTold,
  'auth.backToSignIn': 'Back to Sign In',
  'auth.resetTitle': 'Choose a new password',
  'auth.resetIntro': 'The new password replaces the old one, and you are signed out on every device.',
  'auth.resetSubmit': 'Set new password',
  'auth.resetDone': ACCOUNT_MESSAGES.passwordResetDone,
  'auth.resetNoToken': ACCOUNT_MESSAGES.passwordResetLinkInvalid,
  'auth.resetAskAgain': 'Ask for a new link',
  'auth.resetFailed': 'The password could not be reset. Please try again.',
  'auth.requiredChangeTitle': 'Choose your own password',
  'auth.requiredChangeIntro':
    'You signed in with a temporary password from the college office. Choose a password of your own to continue.',
  'auth.requiredChangeCurrent': 'Temporary Password',
  'auth.signOut': 'Sign Out',
  'adminPeople.resetPassword.title': 'Password',
  'adminPeople.resetPassword.hint':
    'If {name} has forgotten the password: a temporary password, shown here once, which they must change when they next sign in (they are signed out everywhere now), or a link e-mailed to them.',
  'adminPeople.resetPassword.temporary': 'Issue Temporary Password',
  'adminPeople.resetPassword.email': 'E-mail Reset Link',
  'adminPeople.resetPassword.confirmTemporary':
    'Give {name} a temporary password? The current password stops working and they are signed out everywhere.',
  'adminPeople.resetPassword.confirmEmail': 'E-mail {name} a link to choose a new password?',
  'adminPeople.resetPassword.shownOnce':
    'Temporary password for {name}. It is shown only this once: give it to them in person. They must change it when they next sign in.',
  'adminPeople.resetPassword.copy': 'Copy',
  'adminPeople.resetPassword.copied': 'Copied',
  'adminPeople.resetPassword.done': 'Done',
  'adminPeople.resetPassword.issued': ACCOUNT_MESSAGES.temporaryPasswordIssued,
  'adminPeople.resetPassword.failed': 'Failed to reset the password.',
  // The admin's Add Student and Add Faculty forms (issue 23): they load with these strings.
  'adminPeople.addAccount.intro':
    'The account is approved at once: no registration to approve. Fill in the same details as the registration form.',
  'adminPeople.addAccount.password': 'Password',
  'adminPeople.addAccount.passwordHint': 'How will they get their password?',
  'adminPeople.addAccount.temporary':
    'Show a temporary password here, once (they must change it when they first sign in)',
  'adminPeople.addAccount.email': 'E-mail them a link to choose their own password',
  'adminPeople.addAccount.emailUnavailable':
    'E-mail is not set up on this portal, so a temporary password is shown instead.',
  'adminPeople.addAccount.submit': 'Create Account',
  'adminPeople.addAccount.failed': 'The account could not be created.',
  'adminPeople.addAccount.shownOnce':
    'Temporary password for {name}. It is shown only this once: give it to them in person. They must change it when they first sign in.',
  'adminPeople.addAccount.notAssigned':
    'These courses already have a teacher and were not assigned to {name}:',
  'adminPeople.addAccount.view': 'View {name}',
  'adminPeople.addAccount.another': 'Add Another',
  'adminPeople.addAccount.close': 'Back to the list',
  // Importing people from a CSV file (issue 23).
  'adminPeople.import.studentsTitle': 'Import Students from CSV',
  'adminPeople.import.facultyTitle': 'Import Faculty from CSV',
  'adminPeople.import.hint':
    'Start from the template: its first row names the columns, and its second is an example to replace. Columns left out take their default. In Courses, give course codes separated by "{separator}". At most {max} rows at a time.',
  'adminPeople.import.columns': 'Columns: {columns}.',
  'adminPeople.import.template': 'Download the Template (CSV)',
  'adminPeople.import.listSeparator': ', ',
  'adminPeople.import.mode': 'If some rows have errors',
  'adminPeople.import.modeGoodRows': 'Import the good rows, and list the rows with errors',
  'adminPeople.import.modeAllOrNothing': 'Import nothing until every row is correct',
  'adminPeople.import.skipping': 'Rows with errors will not be imported (line numbers: {lines}).',
  'adminPeople.import.submitGood': 'Import the {count, plural, one {Good Row} other {# Good Rows}}',
  'adminPeople.import.skipped': 'Not imported',
  'adminPeople.import.recheck': 'The file was checked again: the rows now read as below.',
  'adminPeople.import.file': 'CSV file',
  'adminPeople.import.check': 'Check File',
  'adminPeople.import.ready': '{ready} of {total} rows are ready.',
  'adminPeople.import.fix':
    'Correct the rows with problems in the file and check it again. Nothing has been imported.',
  'adminPeople.import.line': 'Line',
  'adminPeople.import.problems': 'Problems',
  'adminPeople.import.rowReady': 'Ready',
  'adminPeople.import.submit': 'Import {count} Accounts',
  'adminPeople.import.failed': 'The file could not be imported.',
  'adminPeople.import.checkFailed': 'The file could not be checked.',
  'adminPeople.import.shownOnce':
    'Temporary passwords, shown only this once: give each to its person. They must change it when they first sign in.',
  'adminPeople.import.copyAll': 'Copy All',
} as const;

addStrings('en', enAccount);
