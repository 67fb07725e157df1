/** Creating accounts: a named command in one transaction. */
import { say } from '../../../../contract/message-catalogue';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FacultyRegistration, StudentRegistration } from '../../../../contract/auth';
import type { AccountStatus, Role } from '../../../../contract/enums';
import type { Approval } from '../../../../contract/registrations';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/client';
import {
  courseOfferings,
  courses,
  departments,
  enrollments,
  facultyProfiles,
  programs,
  registrationCourses,
  studentProfiles,
  users,
} from '../../db/schema';
import { conflict, fieldError } from '../../lib/http-error';
import { isCommonPassword } from '../../lib/common-passwords';
import { burnPasswordCheck, hashPassword } from '../../lib/passwords';
import { recordActivity } from '../activity/record';
import { recordAudit } from '../audit/record';
import { keyFields, personSnapshot } from './audit-snapshot';
import { registrationArrived } from '../notifications/admin-arrivals';

export const ROLE_TITLES: Record<Role, string> = { admin: 'Admin', faculty: 'Faculty', student: 'Student' };

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NewAccount =
  | ({ role: 'student' } & StudentRegistration)
  | ({ role: 'faculty' } & FacultyRegistration)
  | { role: 'admin'; name: string; email: string; password: string; phone?: string };

const CONSTRAINT_FIELDS: Record<string, [string, string]> = {
  users_email_unique: ['email', MESSAGES.emailTaken],
  student_profiles_student_id_unique: ['studentId', MESSAGES.studentIdTaken],
  faculty_profiles_employee_id_unique: ['employeeId', MESSAGES.employeeIdTaken],
};

/**
 * A self-registration with an e-mail that already has an account. Every other check of the form was made (in a
 * transaction rolled back), so that the caller can answer exactly as for a new registration: nobody learns from
 * the answer which e-mails have accounts. The owner is told instead.
 */
export class EmailAlreadyRegistered extends Error {
  constructor(readonly ownerId: string) {
    super('An account with this email already exists');
  }
}

/**
 * Creates a user with its profile and the courses chosen on the form. Self-registrations are `pending`;
 * an admin's accounts are `approved` at once, and then the course choices take effect immediately.
 *
 * Student ID, employee ID and e-mail are checked before the password is hashed, so that a refused registration
 * costs no hashing. With `quietAboutTakenEmail` a taken e-mail is not refused: the registration is checked in
 * full and rolled back (EmailAlreadyRegistered), spending the time of a hash on a dummy check.
 */
export async function createAccount(
  db: Db | Tx,
  account: NewAccount,
  options: {
    status: Extract<AccountStatus, 'pending' | 'approved'>;
    decidedBy?: string;
    /** The address of a self-registration, for its rate limit. */
    registrationIp?: string;
    /** A taken e-mail throws EmailAlreadyRegistered after every other check, instead of a 409. */
    quietAboutTakenEmail?: boolean;
    /** The password is a temporary one an admin gives: it must be changed at the first sign-in. */
    mustChangePassword?: boolean;
    /** More work on the new account in the same transaction, after its courses and before its audit entry. */
    alsoInTransaction?: (tx: Tx, userId: string) => Promise<void>;
    /** Added to the audit entry of an approved account (never a password). */
    auditDetails?: Record<string, unknown>;
    /** The password's hash, made beforehand (an import hashes before its transaction opens). */
    passwordHash?: string;
  },
): Promise<string> {
  if (isCommonPassword(account.password)) throw fieldError('password', MESSAGES.passwordTooCommon);
  const owner = await assertUnique(db, account, Boolean(options.quietAboutTakenEmail));
  const passwordHash = owner
    ? (await burnPasswordCheck(account.password), REHEARSAL_HASH)
    : (options.passwordHash ?? (await hashPassword(account.password)));
  try {
    return await db.transaction(async (tx) => {
      // Again inside the transaction: a registration may have raced ours (the unique indexes still guard).
      const takenBy = await assertUnique(tx, account, Boolean(options.quietAboutTakenEmail));
      const [user] = await tx
        .insert(users)
        .values({
          name: account.name,
          email: takenBy ? `rehearsal-${randomUUID()}@registration.invalid` : account.email,
          passwordHash,
          role: account.role,
          status: options.status,
          phone: account.phone ?? null,
          mustChangePassword: options.mustChangePassword ?? false,
          registrationIp: options.registrationIp ?? null,
          decidedAt: options.status === 'approved' ? new Date() : null,
          decidedBy: options.decidedBy ?? null,
        })
        .returning({ id: users.id });
      if (account.role === 'student') await insertStudentProfile(tx, user.id, account);
      if (account.role === 'faculty') await insertFacultyProfile(tx, user.id, account);
      if (takenBy) throw new EmailAlreadyRegistered(takenBy);
      await recordActivity(
        tx,
        account.role === 'student' ? 'student' : 'user',
        options.status === 'pending'
          ? say('activity.registered', { label: account.role, name: account.name })
          : say('activity.accountCreated', { label: ROLE_TITLES[account.role], name: account.name }),
        options.decidedBy ?? user.id,
      );
      if (account.role !== 'admin' && account.courses.length > 0) {
        await tx
          .insert(registrationCourses)
          .values(account.courses.map((courseId) => ({ userId: user.id, courseId })));
        if (options.status === 'approved') await applyCourseChoices(tx, user.id, account.role);
      }
      if (options.status === 'pending' && account.role !== 'admin') {
        await registrationArrived(tx, { role: account.role, name: account.name });
      }
      await options.alsoInTransaction?.(tx, user.id);
      // A self-registration waits for its approval, which is audited; an account made approved is audited now.
      if (options.status === 'approved') {
        await recordAudit(tx, {
          action: 'account.created',
          entity: 'user',
          entityId: user.id,
          summary: say('audit.accountCreated', { label: ROLE_TITLES[account.role], name: account.name }),
          after: { ...keyFields((await personSnapshot(tx, user.id)) ?? {}), ...options.auditDetails },
        });
      }
      return user.id;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint && CONSTRAINT_FIELDS[constraint]) throw conflict(...CONSTRAINT_FIELDS[constraint]);
    throw error;
  }
}

/** Stored by no account: a rehearsed registration is rolled back, and never hashes the password. */
const REHEARSAL_HASH = 'rehearsal';

/**
 * Checked before inserting so that the answer names the field; the unique indexes still guard races. The IDs come
 * first, so that a 409 never depends on whether the e-mail is taken. Returns the owner of a taken e-mail when
 * `quietAboutEmail`, else refuses it.
 */
async function assertUnique(
  tx: Pick<Db, 'select'>,
  account: NewAccount,
  quietAboutEmail: boolean,
): Promise<string | undefined> {
  if (account.role === 'student') {
    const [taken] = await tx
      .select({ id: studentProfiles.userId })
      .from(studentProfiles)
      .where(sql`lower(${studentProfiles.studentId}) = lower(${account.studentId})`)
      .limit(1);
    if (taken) throw conflict('studentId', MESSAGES.studentIdTaken);
  }
  if (account.role === 'faculty') {
    const [taken] = await tx
      .select({ id: facultyProfiles.userId })
      .from(facultyProfiles)
      .where(sql`lower(${facultyProfiles.employeeId}) = lower(${account.employeeId})`)
      .limit(1);
    if (taken) throw conflict('employeeId', MESSAGES.employeeIdTaken);
  }
  const [email] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email))
    .limit(1);
  if (email && !quietAboutEmail) throw conflict('email', MESSAGES.emailTaken);
  return email?.id;
}

async function departmentId(tx: Tx, name: string) {
  const [row] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.name, name));
  if (!row) throw fieldError('department', say('field.chooseValid', { label: 'department' }));
  return row.id;
}

/** A student picks courses of its semester; a teacher picks courses of its department. */
async function assertCourseChoices(
  tx: Tx,
  courseIds: string[],
  rule: { semester: number } | { departmentId: string },
) {
  if (courseIds.length === 0) return;
  const found = await tx
    .select({ id: courses.id, semester: courses.semester, departmentId: courses.departmentId })
    .from(courses)
    .where(and(inArray(courses.id, courseIds), isNull(courses.archivedAt)));
  if (found.length !== courseIds.length) throw fieldError('courses', MESSAGES.unknownCourses);
  if ('semester' in rule && found.some((c) => c.semester !== rule.semester)) {
    throw fieldError('courses', say('field.coursesOfSemester', { n: rule.semester }));
  }
  if ('departmentId' in rule && found.some((c) => c.departmentId !== rule.departmentId)) {
    throw fieldError('courses', 'Choose courses offered by your department');
  }
}

async function insertStudentProfile(tx: Tx, userId: string, s: StudentRegistration) {
  const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.name, s.program));
  if (!program) throw fieldError('program', say('field.chooseValid', { label: 'program' }));
  await assertCourseChoices(tx, s.courses, { semester: s.semester });
  await tx.insert(studentProfiles).values({
    userId,
    studentId: s.studentId,
    dateOfBirth: s.dateOfBirth,
    bloodGroup: s.bloodGroup ?? null,
    address: s.address,
    nationality: s.nationality,
    religion: s.religion,
    guardianName: s.guardianName,
    guardianPhone: s.guardianPhone,
    guardianRelation: s.guardianRelation,
    emergencyContact: s.emergencyContact,
    departmentId: await departmentId(tx, s.department),
    programId: program.id,
    batch: s.batch,
    semester: s.semester,
    section: s.section,
  });
}

async function insertFacultyProfile(tx: Tx, userId: string, f: FacultyRegistration) {
  const deptId = await departmentId(tx, f.department);
  await assertCourseChoices(tx, f.courses, { departmentId: deptId });
  await tx.insert(facultyProfiles).values({
    userId,
    employeeId: f.employeeId,
    dateOfBirth: f.dateOfBirth,
    bloodGroup: f.bloodGroup ?? null,
    address: f.address,
    nationality: f.nationality,
    religion: f.religion,
    emergencyContact: f.emergencyContact,
    departmentId: deptId,
    designation: f.designation,
    qualification: f.qualification,
    specialization: f.specialization,
    joiningDate: f.joiningDate,
    experience: f.experience,
  });
}

/**
 * Approval enrolls a student in its chosen courses, and gives a teacher its chosen courses that have none; an
 * archived course takes neither. Answers which courses were given and why the others were not.
 */
export async function applyCourseChoices(tx: Tx, userId: string, role: Role): Promise<Approval> {
  if (role === 'student') {
    await tx.execute(sql`
      insert into ${enrollments} (student_id, course_id)
      select r.user_id, r.course_id from ${registrationCourses} r
        join ${courses} c on c.id = r.course_id
       where r.user_id = ${userId} and c.archived_at is null
      on conflict do nothing`);
  } else if (role === 'faculty') {
    const chosen = tx
      .select({ id: registrationCourses.courseId })
      .from(registrationCourses)
      .where(eq(registrationCourses.userId, userId));
    await tx
      .update(courseOfferings)
      .set({ instructorId: userId, updatedAt: new Date() })
      .where(
        inArray(
          courseOfferings.id,
          tx
            .select({ id: courses.id })
            .from(courses)
            .where(
              and(inArray(courses.id, chosen), isNull(courses.instructorId), isNull(courses.archivedAt)),
            ),
        ),
      );
  }
  const teachers = alias(users, 'teacher');
  const outcome = await tx
    .select({
      _id: courses.id,
      code: courses.code,
      name: courses.name,
      archived: sql<boolean>`${courses.archivedAt} is not null`,
      teacherId: teachers.id,
      teacherName: teachers.name,
      enrolled: sql<boolean>`${enrollments.studentId} is not null`,
    })
    .from(registrationCourses)
    .innerJoin(courses, eq(courses.id, registrationCourses.courseId))
    .leftJoin(teachers, eq(teachers.id, courses.instructorId))
    .leftJoin(
      enrollments,
      and(eq(enrollments.courseId, courses.id), eq(enrollments.studentId, registrationCourses.userId)),
    )
    .where(eq(registrationCourses.userId, userId))
    .orderBy(courses.code);
  const approval: Approval = { assigned: [], notAssigned: [] };
  for (const { _id, code, name, archived, teacherId, teacherName, enrolled } of outcome) {
    const given = role === 'faculty' ? teacherId === userId : enrolled;
    if (given) approval.assigned.push({ _id, code, name });
    else if (archived) approval.notAssigned.push({ _id, code, name, reason: 'archived', teacher: null });
    else {
      const teacher = teacherId ? { _id: teacherId, name: teacherName ?? '' } : null;
      approval.notAssigned.push({ _id, code, name, reason: 'has_teacher', teacher });
    }
  }
  return approval;
}
