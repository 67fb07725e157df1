/**
 * An admin adds a student or a teacher (issue 23): the registration's checks and account, approved at once, with
 * a temporary password the person must change at the first sign-in, or an e-mailed link to choose their own.
 * The password and the link come from the account-recovery work (auth/password-reset.ts), reused as they are.
 */
import { and, inArray, ne } from 'drizzle-orm';
import type { AdminFacultyCreate, AdminStudentCreate } from '../../../../contract/admin-accounts';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import type { AdminResetMethod } from '../../../../contract/password-reset';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { newSecretToken } from '../../lib/secret-token';
import {
  issuePasswordLink,
  linksCanBeEmailed,
  newTemporaryPassword,
  type ResetMail,
} from '../auth/password-reset';
import { createAccount, type Tx } from '../users/accounts';

export type NewPerson =
  ({ role: 'student' } & AdminStudentCreate) | ({ role: 'faculty' } & AdminFacultyCreate);

export interface AddedAccount {
  userId: string;
  passwordSetup: AdminResetMethod;
  temporaryPassword?: string;
  /** A teacher's chosen courses that kept the teacher they already had. */
  coursesNotAssigned: { _id: string; code: string; name: string }[];
}

/** The chosen courses another teacher still teaches, once the free ones were given to `teacherId`. */
async function coursesKeptByOthers(tx: Tx, teacherId: string, chosen: string[]) {
  if (chosen.length === 0) return [];
  const kept = await tx
    .select({ _id: courses.id, code: courses.code, name: courses.name })
    .from(courses)
    .where(and(inArray(courses.id, chosen), ne(courses.instructorId, teacherId)));
  return kept.sort((a, b) => a.code.localeCompare(b.code));
}

export async function addAccount(
  db: Db,
  person: NewPerson,
  adminId: string,
  mail: ResetMail,
): Promise<AddedAccount> {
  const { passwordSetup, ...account } = person;
  if (passwordSetup === 'email' && !linksCanBeEmailed(mail)) {
    throw fieldError('passwordSetup', ACCOUNT_MESSAGES.resetLinkNeedsEmail);
  }
  const temporaryPassword = passwordSetup === 'temporary' ? newTemporaryPassword() : undefined;
  // With a link, the account starts with a password nobody knows, replaced when the link is used.
  const password = temporaryPassword ?? newSecretToken();
  let coursesNotAssigned: AddedAccount['coursesNotAssigned'] = [];
  const userId = await createAccount(
    db,
    { ...account, password, confirmPassword: password },
    {
      status: 'approved',
      decidedBy: adminId,
      mustChangePassword: passwordSetup === 'temporary',
      auditDetails: {
        added_by_admin: true,
        password_setup: passwordSetup === 'temporary' ? 'temporary-password' : 'email-link',
      },
      alsoInTransaction: async (tx, id) => {
        if (passwordSetup === 'email') {
          await issuePasswordLink(tx, { id, email: account.email, name: account.name }, mail, 'new-account');
        }
        if (account.role === 'faculty')
          coursesNotAssigned = await coursesKeptByOthers(tx, id, account.courses);
      },
    },
  );
  return { userId, passwordSetup, temporaryPassword, coursesNotAssigned };
}
