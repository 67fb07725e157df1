/** The admin's writes to students and faculty: each a named command in one transaction. */
import { say, type Said } from '../../../../contract/message-catalogue';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AdminFacultyUpdate, AdminStudentUpdate } from '../../../../contract/admin';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/client';
import {
  courses,
  departments,
  enrollments,
  facultyProfiles,
  programs,
  studentProfiles,
  submissions,
  users,
} from '../../db/schema';
import { conflict, fieldError, forbidden, HttpError, notFound } from '../../lib/http-error';
import { recordActivity } from '../activity/record';
import { changedFields, recordAudit, type AuditFields } from '../audit/record';
import { forgetCachedSessions, revokeUserSessions } from '../../plugins/session-store';
import { keyFields, personSnapshot } from '../users/audit-snapshot';
import { FACULTY_NOT_FOUND, STUDENT_NOT_FOUND } from './queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PersonRole = 'student' | 'faculty';

const TITLES: Record<PersonRole, string> = { student: 'Student', faculty: 'Faculty member' };
const NOT_FOUND: Record<PersonRole, Said> = { student: STUDENT_NOT_FOUND, faculty: FACULTY_NOT_FOUND };
const ACTIVITY = { student: 'student', faculty: 'user' } as const;

const CONSTRAINT_FIELDS: Record<string, [string, string]> = {
  users_email_unique: ['email', MESSAGES.emailTaken],
  student_profiles_student_id_unique: ['studentId', MESSAGES.studentIdTaken],
  faculty_profiles_employee_id_unique: ['employeeId', MESSAGES.employeeIdTaken],
  enrollments_student_course_unique: ['course_id', MESSAGES.alreadyEnrolled],
};

/** Runs a transaction, naming the field when a unique index refuses a write that raced our checks. */
async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint && CONSTRAINT_FIELDS[constraint]) throw conflict(...CONSTRAINT_FIELDS[constraint]);
    throw error;
  }
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Locks a student or faculty member's row; another role or an unknown id is 404. */
async function lockPerson(tx: Tx, id: string, roles: readonly PersonRole[]) {
  const [person] = await tx
    .select({ id: users.id, name: users.name, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, roles)))
    .for('update');
  // An admin is not managed here (create-admin on the server is): it is "not found", as an unknown id is.
  if (!person) {
    throw notFound(roles.length > 1 ? say('notFound.named', { label: 'User' }) : NOT_FOUND[roles[0]]);
  }
  return { ...person, role: person.role as PersonRole };
}

async function assertEmailFree(tx: Tx, email: string, exceptUserId: string) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
    .limit(1);
  if (taken) throw conflict('email', MESSAGES.emailTaken);
}

async function departmentId(tx: Tx, name: string) {
  const [row] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.name, name));
  if (!row) throw fieldError('department', say('field.chooseValid', { label: 'department' }));
  return row.id;
}

async function programId(tx: Tx, name: string) {
  const [row] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.name, name));
  if (!row) throw fieldError('program', say('field.chooseValid', { label: 'program' }));
  return row.id;
}

/** An admin's edit in the audit trail: only the fields it changed, and nothing when it changed none. */
async function auditPersonUpdate(
  tx: Tx,
  person: { id: string; name: string; role: PersonRole },
  before: AuditFields,
) {
  const change = changedFields(before, (await personSnapshot(tx, person.id)) ?? {});
  if (!change) return;
  await recordAudit(tx, {
    action: 'account.updated',
    entity: 'user',
    entityId: person.id,
    summary: say('audit.personUpdated', {
      label: TITLES[person.role],
      name: person.name,
      fields: Object.keys(change.after).join(', '),
    }),
    ...change,
  });
}

async function updateUserRow(tx: Tx, id: string, fields: { name?: string; email?: string; phone?: string }) {
  const changes = defined(fields);
  forgetCachedSessions({ userId: id });
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Applies an admin's edit of a student, academic fields included; absent fields stay as they are. */
export async function updateStudent(db: Db, id: string, u: AdminStudentUpdate, adminId: string) {
  await inTransaction(db, async (tx) => {
    const person = await lockPerson(tx, id, ['student']);
    const before = (await personSnapshot(tx, id)) ?? {};
    if (u.email) await assertEmailFree(tx, u.email, id);
    if (u.studentId) {
      const [taken] = await tx
        .select({ id: studentProfiles.userId })
        .from(studentProfiles)
        .where(
          and(
            sql`lower(${studentProfiles.studentId}) = lower(${u.studentId})`,
            ne(studentProfiles.userId, id),
          ),
        )
        .limit(1);
      if (taken) throw conflict('studentId', MESSAGES.studentIdTaken);
    }
    await updateUserRow(tx, id, { name: u.name, email: u.email, phone: u.phone });
    const profile = defined({
      studentId: u.studentId,
      dateOfBirth: u.dateOfBirth,
      bloodGroup: u.bloodGroup,
      address: u.address,
      nationality: u.nationality,
      religion: u.religion,
      guardianName: u.guardianName,
      guardianPhone: u.guardianPhone,
      guardianRelation: u.guardianRelation,
      emergencyContact: u.emergencyContact,
      departmentId: u.department === undefined ? undefined : await departmentId(tx, u.department),
      programId: u.program === undefined ? undefined : await programId(tx, u.program),
      batch: u.batch,
      semester: u.semester,
      section: u.section,
    });
    if (Object.keys(profile).length > 0) {
      await tx.update(studentProfiles).set(profile).where(eq(studentProfiles.userId, id));
    }
    await auditPersonUpdate(tx, person, before);
    await recordActivity(
      tx,
      'student',
      say('activity.personUpdated', { label: 'Student', name: u.name ?? person.name }),
      adminId,
    );
  });
}

/** Applies an admin's edit of a faculty member; absent fields stay as they are. */
export async function updateFaculty(db: Db, id: string, u: AdminFacultyUpdate, adminId: string) {
  await inTransaction(db, async (tx) => {
    const person = await lockPerson(tx, id, ['faculty']);
    const before = (await personSnapshot(tx, id)) ?? {};
    if (u.email) await assertEmailFree(tx, u.email, id);
    if (u.employeeId) {
      const [taken] = await tx
        .select({ id: facultyProfiles.userId })
        .from(facultyProfiles)
        .where(
          and(
            sql`lower(${facultyProfiles.employeeId}) = lower(${u.employeeId})`,
            ne(facultyProfiles.userId, id),
          ),
        )
        .limit(1);
      if (taken) throw conflict('employeeId', MESSAGES.employeeIdTaken);
    }
    await updateUserRow(tx, id, { name: u.name, email: u.email, phone: u.phone });
    const profile = defined({
      employeeId: u.employeeId,
      dateOfBirth: u.dateOfBirth,
      bloodGroup: u.bloodGroup,
      address: u.address,
      nationality: u.nationality,
      religion: u.religion,
      emergencyContact: u.emergencyContact,
      departmentId: u.department === undefined ? undefined : await departmentId(tx, u.department),
      designation: u.designation,
      qualification: u.qualification,
      specialization: u.specialization,
      joiningDate: u.joiningDate,
      experience: u.experience,
    });
    if (Object.keys(profile).length > 0) {
      await tx.update(facultyProfiles).set(profile).where(eq(facultyProfiles.userId, id));
    }
    await auditPersonUpdate(tx, person, before);
    await recordActivity(
      tx,
      'user',
      say('activity.personUpdated', { label: 'Faculty member', name: u.name ?? person.name }),
      adminId,
    );
  });
}

/**
 * Deletes a student or a faculty member. The foreign keys do the rest: a student's enrollments, grades,
 * attendance and submissions go with it; a teacher's courses stay, unassigned. Returns the keys of the
 * submission files that went with it, for the caller to delete from the file store once this committed.
 */
export async function deletePerson(
  db: Db,
  id: string,
  role: PersonRole,
  adminId: string,
): Promise<{ files: string[] }> {
  if (id === adminId) throw forbidden('You cannot delete your own account');
  return inTransaction(db, async (tx) => {
    const person = await lockPerson(tx, id, [role]);
    const before = keyFields((await personSnapshot(tx, id)) ?? {});
    const files = await tx
      .select({ path: submissions.filePath })
      .from(submissions)
      .where(and(eq(submissions.studentId, id), isNotNull(submissions.filePath)));
    forgetCachedSessions({ userId: id });
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, {
      action: 'account.deleted',
      entity: 'user',
      entityId: id,
      summary: say('activity.personDeleted', { label: TITLES[role], name: person.name }),
      before,
    });
    await recordActivity(
      tx,
      ACTIVITY[role],
      say('activity.personDeleted', { label: TITLES[role], name: person.name }),
      adminId,
    );
    return { files: files.map((file) => file.path!) };
  });
}

/**
 * approved → deactivated, ending every session of the account at once; deactivated → approved.
 * Any other state (pending, rejected, or already there) is a conflict.
 */
export async function setAccountActive(db: Db, id: string, active: boolean, adminId: string) {
  if (id === adminId) throw forbidden('You cannot deactivate your own account');
  await inTransaction(db, async (tx) => {
    const person = await lockPerson(tx, id, ['student', 'faculty']);
    const from = active ? 'deactivated' : 'approved';
    if (person.status !== from) {
      throw new HttpError(
        409,
        active
          ? 'Only a deactivated account can be reactivated'
          : 'Only an approved account can be deactivated',
      );
    }
    const to = active ? 'approved' : 'deactivated';
    forgetCachedSessions({ userId: id });
    await tx.update(users).set({ status: to, updatedAt: new Date() }).where(eq(users.id, id));
    const ended = active ? 0 : await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      action: active ? 'account.reactivated' : 'account.deactivated',
      entity: 'user',
      entityId: id,
      summary: active
        ? say('audit.reactivated', { label: TITLES[person.role], name: person.name })
        : say('audit.deactivated', { label: TITLES[person.role], name: person.name, n: ended }),
      before: { status: from },
      after: { status: to },
    });
    await recordActivity(
      tx,
      ACTIVITY[person.role],
      say(active ? 'activity.reactivated' : 'activity.deactivated', {
        label: TITLES[person.role],
        name: person.name,
      }),
      adminId,
    );
  });
}

/** Signs a person out of every device at once (a lost phone, a shared computer); the account stays usable. */
export async function endAllSessions(db: Db, id: string, adminId: string): Promise<number> {
  return inTransaction(db, async (tx) => {
    const person = await lockPerson(tx, id, ['student', 'faculty']);
    const ended = await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      action: 'account.sessions-ended',
      entity: 'user',
      entityId: id,
      summary: say('audit.signedOutEverywhere', { label: TITLES[person.role], name: person.name, n: ended }),
      before: { active_sessions: ended },
      after: { active_sessions: 0 },
    });
    await recordActivity(
      tx,
      ACTIVITY[person.role],
      say('activity.signedOutEverywhere', { label: TITLES[person.role], name: person.name }),
      adminId,
    );
    return ended;
  });
}

/** Enrolls a student in a course that is not archived. */
export async function enrollStudent(db: Db, studentId: string, courseId: string) {
  await inTransaction(db, async (tx) => {
    const student = await lockPerson(tx, studentId, ['student']);
    const [course] = await tx
      .select({ code: courses.code, archivedAt: courses.archivedAt })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course) throw notFound(say('notFound.named', { label: 'Course' }));
    if (course.archivedAt) throw conflict('course_id', MESSAGES.courseArchivedNoEnroll);
    const inserted = await tx
      .insert(enrollments)
      .values({ studentId, courseId })
      .onConflictDoNothing()
      .returning({ id: enrollments.id });
    if (inserted.length === 0) throw conflict('course_id', MESSAGES.alreadyEnrolled);
    await recordAudit(tx, {
      action: 'enrollment.added',
      entity: 'enrollment',
      entityId: inserted[0].id,
      summary: say('audit.enrolled', { name: student.name, course: course.code }),
      after: { student: student.name, course: course.code },
    });
  });
}

/** Drops a course from a student's enrollments; the student's grades and attendance in it are kept. */
export async function dropEnrollment(db: Db, studentId: string, courseId: string) {
  await inTransaction(db, async (tx) => {
    const student = await lockPerson(tx, studentId, ['student']);
    const dropped = await tx
      .delete(enrollments)
      .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)))
      .returning({ id: enrollments.id });
    if (dropped.length === 0) throw notFound('The student is not enrolled in this course');
    const [course] = await tx.select({ code: courses.code }).from(courses).where(eq(courses.id, courseId));
    await recordAudit(tx, {
      action: 'enrollment.dropped',
      entity: 'enrollment',
      entityId: dropped[0].id,
      summary: say('audit.dropped', { name: student.name, course: course.code }),
      before: { student: student.name, course: course.code },
    });
  });
}
