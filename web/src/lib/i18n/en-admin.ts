/**
 * Admin texts that other pages share (navigation, profile, Change Password); the admin pages' own texts load with
 * them (en-admin-area.ts, en-admin-people.ts, en-admin-reports.ts).
 */
import { MESSAGES } from '@contract/messages';

export const enAdmin = {
  'common.save': 'Save',
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'common.tryAgain': 'Try Again',

  'nav.courses': 'Courses',
  'nav.announcements': 'Announcements',
  'nav.audit': 'Audit Trail',

  'profile.title': 'My Profile',
  'profile.details': 'Account details',
  'profile.edit': 'Edit Profile',
  'profile.save': 'Save Changes',
  'profile.updated': MESSAGES.profileUpdated,
  'profile.updateFailed': 'Failed to update profile. Please try again.',
  'profile.emailHint': 'Your e-mail address is your sign-in name and cannot be changed here.',
  'profile.role': 'Role',

  'password.title': 'Change Password',
  'password.current': 'Current Password',
  'password.new': 'New Password',
  'password.confirm': 'Confirm New Password',
  'password.hint': 'At least 6 characters.',
  'password.submit': 'Change Password',
  'password.changed': MESSAGES.passwordChanged,
  'password.failed': 'Failed to change password. Please try again.',
} as const satisfies Record<string, string>;
