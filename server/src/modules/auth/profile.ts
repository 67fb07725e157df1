/** Applies a profile edit: only the role's editable fields reach the database. */
import { and, eq, ne } from 'drizzle-orm';
import type {
  AdminProfileUpdate,
  FacultyProfileUpdate,
  StudentProfileUpdate,
} from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/client';
import { facultyProfiles, studentProfiles, users } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { checkPasswordForEmailChange, tellOfEmailChange } from './email-change';
import type { SessionUser } from '../../plugins/session-store';
import { forgetCachedSessions } from '../../plugins/session-store';

type Update = StudentProfileUpdate | FacultyProfileUpdate | AdminProfileUpdate;

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function updateProfile(db: Db, me: SessionUser, update: Update) {
  const newEmail = me.role === 'student' ? (update as StudentProfileUpdate).email : undefined;
  const changesEmail = newEmail !== undefined && newEmail !== me.email;
  if (changesEmail) {
    await checkPasswordForEmailChange(db, me.id, (update as StudentProfileUpdate).currentPassword);
  }
  try {
    await db.transaction(async (tx) => {
      if (me.role === 'student') {
        const u = update as StudentProfileUpdate;
        if (u.email && u.email !== me.email) {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, u.email), ne(users.id, me.id)));
          if (taken) throw conflict('email', MESSAGES.emailTaken);
        }
        await updateUser(tx, me.id, { name: u.name, email: u.email, phone: u.phone });
        if (changesEmail) await tellOfEmailChange(tx, me.id, me.email, u.email!);
        const profile = defined({
          address: u.address,
          dateOfBirth: u.dateOfBirth,
          guardianName: u.guardianName,
          emergencyContact: u.emergencyContact,
          bloodGroup: u.bloodGroup,
          nationality: u.nationality,
          religion: u.religion,
        });
        if (Object.keys(profile).length)
          await tx.update(studentProfiles).set(profile).where(eq(studentProfiles.userId, me.id));
      } else if (me.role === 'faculty') {
        const u = update as FacultyProfileUpdate;
        await updateUser(tx, me.id, { name: u.name, phone: u.phone });
        const profile = defined({
          address: u.address,
          qualification: u.qualification,
          specialization: u.specialization,
        });
        if (Object.keys(profile).length)
          await tx.update(facultyProfiles).set(profile).where(eq(facultyProfiles.userId, me.id));
      } else {
        const u = update as AdminProfileUpdate;
        await updateUser(tx, me.id, { name: u.name, phone: u.phone });
      }
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_unique') throw conflict('email', MESSAGES.emailTaken);
    throw error;
  }
}

async function updateUser(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  userId: string,
  fields: { name?: string; email?: string; phone?: string | null },
) {
  const changes = defined(fields);
  if (Object.keys(changes).length === 0) return;
  forgetCachedSessions({ userId });
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
