/** Factories that put people and courses straight into the database, and a sign-in helper. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { StudentRegistrationInput, FacultyRegistrationInput } from '../../../contract/auth';
import type { AccountStatus } from '../../../contract/enums';
import type { App } from '../app';
import { gradeResult } from '../../../contract/rules/grades';
import { roomNameFor } from '../../../contract/rules/virtual-classes';
import {
  assignments,
  attendanceRecords,
  courses,
  departments,
  enrollments,
  facultyProfiles,
  grades,
  programs,
  sessionParticipants,
  studentProfiles,
  submissions,
  terms,
  users,
  virtualSessions,
} from '../db/schema';
import { insertCourses, type NewCourse } from '../modules/courses/offerings';
import { latestStartedTerm } from '../modules/terms/calendar';
import { hashPassword } from '../lib/passwords';

export const TEST_PASSWORD = 'password123';
let passwordHash: Promise<string> | undefined;
const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));
let sequence = 0;
const next = () => `${process.pid % 1000}${++sequence}`;

async function departmentId(app: App, name: string) {
  const [row] = await app.db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.name, name));
  return row.id;
}

export async function buildAdmin(
  app: App,
  overrides: { email?: string; name?: string; status?: AccountStatus } = {},
) {
  const n = next();
  const [user] = await app.db
    .insert(users)
    .values({
      name: overrides.name ?? `Admin ${n}`,
      email: overrides.email ?? `admin${n}@test.edu`,
      passwordHash: await testHash(),
      role: 'admin',
      status: overrides.status ?? 'approved',
    })
    .returning();
  return user;
}

export async function buildStudent(
  app: App,
  overrides: {
    email?: string;
    name?: string;
    status?: AccountStatus;
    semester?: number;
    department?: string;
    section?: string;
    program?: string;
  } = {},
) {
  const n = next();
  const [user] = await app.db
    .insert(users)
    .values({
      name: overrides.name ?? `Student ${n}`,
      email: overrides.email ?? `student${n}@test.edu`,
      passwordHash: await testHash(),
      role: 'student',
      status: overrides.status ?? 'approved',
      phone: '0300-1234567',
    })
    .returning();
  const [program] = await app.db
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.name, overrides.program ?? 'BS Information Technology'));
  await app.db.insert(studentProfiles).values({
    userId: user.id,
    studentId: `S-${n}`,
    dateOfBirth: '2004-05-01',
    address: 'Street 1, Bahawalpur',
    nationality: 'Pakistani',
    religion: 'Islam',
    guardianName: 'Guardian',
    guardianPhone: '0300-7654321',
    guardianRelation: 'Father',
    emergencyContact: '0300-1111111',
    departmentId: await departmentId(app, overrides.department ?? 'Information Technology'),
    programId: program.id,
    batch: '2024',
    semester: overrides.semester ?? 1,
    section: overrides.section ?? 'A',
  });
  return user;
}

export async function buildFaculty(
  app: App,
  overrides: { email?: string; name?: string; status?: AccountStatus; department?: string } = {},
) {
  const n = next();
  const [user] = await app.db
    .insert(users)
    .values({
      name: overrides.name ?? `Teacher ${n}`,
      email: overrides.email ?? `teacher${n}@test.edu`,
      passwordHash: await testHash(),
      role: 'faculty',
      status: overrides.status ?? 'approved',
      phone: '0300-2222222',
    })
    .returning();
  await app.db.insert(facultyProfiles).values({
    userId: user.id,
    employeeId: `E-${n}`,
    dateOfBirth: '1985-01-01',
    address: 'Faculty housing',
    nationality: 'Pakistani',
    religion: 'Islam',
    emergencyContact: '0300-3333333',
    departmentId: await departmentId(app, overrides.department ?? 'Information Technology'),
    designation: 'Lecturer',
    qualification: 'MS/MSc',
    specialization: 'Databases',
    joiningDate: '2020-09-01',
    experience: '5 years',
  });
  return user;
}

export async function buildCourse(app: App, overrides: Partial<NewCourse> & { department?: string } = {}) {
  const n = next();
  const { department, ...values } = overrides;
  const [id] = await insertCourses(app.db, [
    {
      code: `IT-${n}`,
      name: `Course ${n}`,
      semester: 1,
      credits: 3,
      departmentId: await departmentId(app, department ?? 'Information Technology'),
      termId: values.termId ?? (await latestTermId(app)),
      ...values,
    },
  ]);
  const [course] = await app.db.select().from(courses).where(eq(courses.id, id));
  return course;
}

/** The term a test's courses are offered in unless it names one: the college's latest started term. */
export const latestTermId = (app: App) => latestStartedTerm(app.db);

let termYear = 1950;
/** A Fall term long ended, in a year no other test term takes. */
export async function buildTerm(app: App, overrides: Partial<typeof terms.$inferInsert> = {}) {
  const year = termYear++;
  const [term] = await app.db
    .insert(terms)
    .values({
      season: 'Fall',
      year,
      name: `Fall ${year}`,
      startsOn: `${year}-09-01`,
      endsOn: `${year + 1}-01-31`,
      ...overrides,
    })
    .returning();
  return term;
}

export async function buildEnrollment(app: App, studentId: string, courseId: string) {
  const [enrollment] = await app.db.insert(enrollments).values({ studentId, courseId }).returning();
  return enrollment;
}

/** An assignment due in a week unless told otherwise. */
export async function buildAssignment(
  app: App,
  courseId: string,
  overrides: Partial<typeof assignments.$inferInsert> = {},
) {
  const n = next();
  const [assignment] = await app.db
    .insert(assignments)
    .values({
      courseId,
      title: `Assignment ${n}`,
      description: 'Answer every question.',
      totalMarks: 100,
      dueDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  return assignment;
}

/** A result whose percentage, letter grade and grade point come from the contract's rules. */
export async function buildGrade(
  app: App,
  values: {
    studentId: string;
    courseId: string;
    marks: number;
    total?: number;
    semester?: number;
    credits?: number;
    examType?: (typeof grades.$inferInsert)['examType'];
    attempt?: number;
    createdAt?: Date;
  },
) {
  const total = values.total ?? 100;
  const result = gradeResult(values.marks, total);
  const [offering] = await app.db
    .select({ catalogueId: courses.catalogueCourseId })
    .from(courses)
    .where(eq(courses.id, values.courseId));
  const [grade] = await app.db
    .insert(grades)
    .values({
      studentId: values.studentId,
      courseId: values.courseId,
      catalogueCourseId: offering.catalogueId,
      semester: values.semester ?? 1,
      examType: values.examType ?? 'final',
      attempt: values.attempt ?? 1,
      marksObtained: values.marks,
      totalMarks: total,
      percentage: result.percentage,
      letterGrade: result.letterGrade,
      gradePoint: result.gradePoint,
      credits: values.credits ?? 3,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return grade;
}

/** One attendance record per status given, on consecutive days from 2026-09-01. */
export async function buildAttendance(
  app: App,
  studentId: string,
  courseId: string,
  statuses: readonly (typeof attendanceRecords.$inferInsert)['status'][],
) {
  if (statuses.length === 0) return [];
  return app.db
    .insert(attendanceRecords)
    .values(
      statuses.map((status, i) => ({
        studentId,
        courseId,
        status,
        date: new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10),
      })),
    )
    .returning();
}

/**
 * A virtual class session of a course, taught by the course's teacher: scheduled for an hour from now and 60
 * minutes long unless told otherwise. The room is named as the server names it.
 */
export async function buildVirtualSession(
  app: App,
  course: { id: string; code: string; instructorId: string | null },
  overrides: Partial<typeof virtualSessions.$inferInsert> = {},
) {
  const n = next();
  const id = overrides.id ?? randomUUID();
  const [session] = await app.db
    .insert(virtualSessions)
    .values({
      id,
      courseId: course.id,
      instructorId: course.instructorId,
      title: `Virtual class ${n}`,
      scheduledAt: new Date(Date.now() + 60 * 60 * 1000),
      durationMinutes: 60,
      roomName: roomNameFor(course.code, id),
      ...overrides,
    })
    .returning();
  return session;
}

/** Someone who joined a session at `joinedAt` (and is still in it unless `leftAt` is given). */
export async function buildParticipant(
  app: App,
  sessionId: string,
  userId: string,
  joinedAt: Date,
  leftAt: Date | null = null,
) {
  const [participant] = await app.db
    .insert(sessionParticipants)
    .values({ sessionId, userId, joinedAt, leftAt })
    .returning();
  return participant;
}

/** A submission to an assignment, awaiting grading unless told otherwise. */
export async function buildSubmission(
  app: App,
  assignmentId: string,
  studentId: string,
  overrides: Partial<typeof submissions.$inferInsert> = {},
) {
  const [submission] = await app.db
    .insert(submissions)
    .values({ assignmentId, studentId, text: 'My answer.', ...overrides })
    .returning();
  return submission;
}

export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

/** `app.inject` with a bearer token. */
export const injectAs = (app: App, token: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

export function studentPayload(overrides: Partial<StudentRegistrationInput> = {}): StudentRegistrationInput {
  const n = next();
  return {
    name: 'Ayesha Khan',
    email: `ayesha${n}@example.com`,
    password: 'kinnow-harvest-7',
    confirmPassword: 'kinnow-harvest-7',
    phone: '0301-1234567',
    dateOfBirth: '2005-03-14',
    bloodGroup: 'B+',
    address: 'Model Town, Bahawalpur',
    nationality: 'Pakistani',
    religion: 'Islam',
    guardianName: 'Imran Khan',
    guardianPhone: '0301-7654321',
    guardianRelation: 'Father',
    emergencyContact: '0301-1112223',
    studentId: `BIT-${n}`,
    department: 'Information Technology',
    program: 'BS Information Technology',
    batch: '2025',
    semester: 1,
    section: 'A',
    courses: [],
    ...overrides,
  };
}

export function facultyPayload(overrides: Partial<FacultyRegistrationInput> = {}): FacultyRegistrationInput {
  const n = next();
  return {
    name: 'Dr. Sana Malik',
    email: `sana${n}@example.com`,
    password: 'kinnow-harvest-7',
    confirmPassword: 'kinnow-harvest-7',
    phone: '0302-1234567',
    dateOfBirth: '1982-07-20',
    address: 'Satellite Town, Bahawalpur',
    nationality: 'Pakistani',
    religion: 'Islam',
    emergencyContact: '0302-7654321',
    employeeId: `EMP-${n}`,
    department: 'Information Technology',
    designation: 'Assistant Professor',
    qualification: 'Ph.D.',
    specialization: 'Machine Learning',
    joiningDate: '2019-09-01',
    experience: '8 years',
    courses: [],
    ...overrides,
  };
}
