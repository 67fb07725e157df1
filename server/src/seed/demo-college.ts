/**
 * The demo college of DESIGN.md §12: deterministic, seeded into an empty database in one transaction.
 * Each part lives in its own module with its own random stream: faculty, courses, students and
 * registrations, then announcements, assignments with submissions, attendance, the earlier terms' registers
 * and coursework, grades, virtual classes, quizzes and the activity log. Dates are relative to the `now` the
 * seed receives.
 */
import { performance } from 'node:perf_hooks';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ensureReferenceData } from '../db/reference-data';
import { departments, programs, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedActivities } from './activities';
import { seedAnnouncements } from './announcements';
import { seedAssignments } from './assignments';
import { seedQuizzes } from './quizzes';
import { seedAttendance } from './attendance';
import { classLists } from './calendar';
import type { SeedContext, SeedLog } from './context';
import { seedCourses } from './courses';
import { DEMO_ADMIN, DEMO_FACULTY, seedAdmin, seedFaculty } from './faculty';
import { seedGrades } from './grades';
import { seedPastTerms } from './past-terms';
import { seedRegistrations } from './registrations';
import { DEMO_STUDENT, seedStudents, studentIdCounter } from './students';
import { studentTraits } from './traits';
import { seedVirtualClasses } from './virtual-classes';
import { seedTerms } from './terms';
import { recordDemoPasswordHash } from '../modules/settings/demo-accounts';

export type { SeedLog } from './context';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_LOGINS = [
  { role: 'admin', email: DEMO_ADMIN.email },
  { role: 'faculty', email: DEMO_FACULTY.email },
  { role: 'student', email: DEMO_STUDENT.email },
] as const;

/** Any number: it only keeps two processes from seeding the same database at once. */
const SEED_LOCK = 7_250_901;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function isEmpty(db: Db | Tx) {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n === 0;
}

async function seedInto(tx: Tx, passwordHash: string, now: Date) {
  // Departments and programs are normally present already; this makes the seed stand on its own.
  await ensureReferenceData(tx as unknown as Db);
  const ctx: SeedContext = {
    db: tx as unknown as Db,
    now,
    passwordHash,
    departmentIds: new Map((await tx.select().from(departments)).map((d) => [d.name, d.id])),
    programIds: new Map((await tx.select().from(programs)).map((p) => [p.name, p.id])),
  };
  await recordDemoPasswordHash(tx, passwordHash);
  const emails = new Set<string>();
  const adminId = await seedAdmin(ctx, emails);
  const teachers = await seedFaculty(ctx, adminId, emails);
  const demoTeacherId = teachers[0].id;
  const terms = await seedTerms(ctx);
  const seededCourses = await seedCourses(ctx, teachers, demoTeacherId, terms);
  const courseList = seededCourses.current;
  const nextStudentId = studentIdCounter();
  const students = await seedStudents(ctx, adminId, seededCourses, terms, emails, nextStudentId);
  const queue = await seedRegistrations(ctx, adminId, courseList, emails, nextStudentId);

  const classes = classLists(courseList, students.list);
  const traits = studentTraits(students.list);
  const notices = await seedAnnouncements(ctx, adminId);
  const work = await seedAssignments(ctx, courseList, classes, traits, demoTeacherId);
  const attendance = await seedAttendance(ctx, adminId, courseList, classes, traits);
  const past = await seedPastTerms(ctx, adminId, seededCourses, terms, students.list, traits);
  const results = await seedGrades(ctx, adminId, seededCourses, students.list, classes, traits);
  const sessions = await seedVirtualClasses(
    ctx,
    courseList,
    classes,
    attendance.registers,
    (department) => ctx.departmentIds.get(department)!,
    demoTeacherId,
  );
  const quizWork = await seedQuizzes(ctx, courseList, classes, traits, demoTeacherId);
  const activityCount = await seedActivities(ctx, adminId, {
    students: students.list,
    courses: courseList,
    announcements: notices,
    assignments: work.list,
    results: results.entries,
    sessions: sessions.list,
    demoTeacherId,
  });
  return {
    terms: terms.length,
    teachers: teachers.length,
    courses: courseList.length,
    count: students.count,
    enrollments: students.enrollments,
    ...queue,
    announcements: notices.length,
    assignments: work.assignments + past.assignments,
    submissions: work.submissions + past.submissions,
    attendance: attendance.count + past.attendance,
    finals: results.finals,
    midterms: results.midterms,
    sessions: sessions.sessions,
    participants: sessions.participants,
    activities: activityCount,
    quizzes: quizWork.quizzes,
    quizAttempts: quizWork.attempts,
  };
}

function logResult(log: SeedLog, summary: Awaited<ReturnType<typeof seedInto>>, started: number) {
  log.info(
    `Demo college seeded in ${Math.round(performance.now() - started)} ms: ${summary.terms} terms, ` +
      `${summary.courses} courses this term, ` +
      `${summary.teachers} teachers, ${summary.count} students, ${summary.enrollments} enrollments, ` +
      `${summary.pending} pending and ${summary.rejected} rejected registrations, ` +
      `${summary.announcements} announcements, ${summary.assignments} assignments with ` +
      `${summary.submissions} submissions, ${summary.attendance} attendance records, ` +
      `${summary.finals} final and ${summary.midterms} midterm results, ${summary.sessions} virtual ` +
      `sessions with ${summary.participants} participants, ${summary.quizzes} quizzes with ` +
      `${summary.quizAttempts} submitted attempts, ${summary.activities} activities`,
  );
  for (const login of DEMO_LOGINS)
    log.info(`Demo login (${login.role}): ${login.email} / password ${DEMO_PASSWORD}`);
}

/**
 * Seeds the demo college. Fails (and changes nothing) if its accounts or codes already exist;
 * use `seedDemoCollegeIfEmpty` unless the database is known to be empty.
 */
export async function seedDemoCollege(db: Db, log: SeedLog, now = new Date()) {
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await db.transaction((tx) => seedInto(tx, passwordHash, now));
  await analyze(db);
  logResult(log, summary, started);
}

/** The planner's statistics for the new rows: PGlite runs no autovacuum, so nothing else would gather them. */
async function analyze(db: Db) {
  await db.execute(sql`analyze`);
}

/**
 * Seeds the demo college when the users table has no rows, and returns whether it did.
 * The check and the seed share one transaction under an advisory lock, so two processes starting
 * together on one database cannot both seed it.
 */
export async function seedDemoCollegeIfEmpty(db: Db, log: SeedLog, now = new Date()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    return (await isEmpty(tx)) ? seedInto(tx, passwordHash, now) : undefined;
  });
  if (!summary) return false;
  await analyze(db);
  logResult(log, summary, started);
  return true;
}
