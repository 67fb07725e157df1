/** The admin dashboard and reports: every figure counted from the database, in a handful of queries. */
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { NEW_SINCE_DAYS, type AdminDashboard, type AdminReports } from '../../../../contract/admin';
import {
  attendancePercentage,
  examEligibility,
  type ExamEligibility,
} from '../../../../contract/rules/attendance';
import type { Db } from '../../db/client';
import { jsonDate, selectOneRow } from '../../db/one-row';
import {
  attendanceRecords,
  courses,
  departments,
  examPermissions,
  grades,
  studentProfiles,
  users,
} from '../../db/schema';
import { attendedCount } from '../academic-records/attendance-counts';
import { countedFinal } from '../academic-records/attempts';

const RECENT_ACTIVITIES = 10;
const UPCOMING_EVENTS = 8;

/**
 * The dashboard in one statement (see selectOneRow): counts by index, the latest activities, upcoming events.
 * Each "new" figure counts those of its figure that arrived in the last NEW_SINCE_DAYS days, so it never
 * exceeds it (a person arrives when approved; a course and a virtual class when created).
 */
export async function loadAdminDashboard(db: Db, termInView: SQL, now = new Date()): Promise<AdminDashboard> {
  const since = new Date(now.getTime() - NEW_SINCE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const at = now.toISOString();
  // An account made by an admin is approved when created (and has its decision time too).
  const approved = (role: 'student' | 'faculty', newOnly = false) =>
    sql`(select count(*)::int from users
          where role = ${role} and status = 'approved'
          ${newOnly ? sql`and coalesce(decided_at, created_at) > ${since}` : sql``})`;
  // Coming or live: live until its teacher ends it; scheduled while its scheduled end is ahead.
  const comingOrLive = sql`(status = 'ongoing'
      or (status = 'scheduled' and scheduled_at + duration_minutes * interval '1 minute' > ${at}))`;
  const row = await selectOneRow<
    Omit<AdminDashboard, 'recentActivities' | 'upcomingEvents'> & {
      recent: {
        _id: string;
        type: AdminDashboard['recentActivities'][number]['type'];
        message: string;
        code: string | null;
        params: Record<string, string | number> | null;
        time: string;
      }[];
      classes: { title: string; date: string; code: string }[];
      events: { title: string; date: string }[];
    }
  >(
    db,
    sql`select
      ${approved('student')} as "totalStudents",
      ${approved('student', true)} as "newStudents",
      ${approved('faculty')} as "totalFaculty",
      ${approved('faculty', true)} as "newFaculty",
      (select count(*)::int from users where status = 'pending') as "pendingRegistrations",
      (select count(*)::int from courses where archived_at is null and term_id = ${termInView}) as "activeCourses",
      (select count(*)::int from courses
        where archived_at is null and term_id = ${termInView} and created_at > ${since}) as "newCourses",
      (select count(*)::int from virtual_sessions where ${comingOrLive}) as "virtualClasses",
      (select count(*)::int from virtual_sessions
        where ${comingOrLive} and created_at > ${since}) as "newVirtualClasses",
      (select coalesce(json_agg(t), '[]') from (
          select id as "_id", type, message, code, params, created_at as time
            from activities order by created_at desc limit ${RECENT_ACTIVITIES}) t) as recent,
      (select coalesce(json_agg(t), '[]') from (
          select v.title, v.scheduled_at as date, c.code
            from virtual_sessions v join courses c on c.id = v.course_id
           where v.status = 'scheduled' and v.scheduled_at >= ${at}
           order by v.scheduled_at limit ${UPCOMING_EVENTS}) t) as classes,
      (select coalesce(json_agg(t), '[]') from (
          select title, event_date as date
            from announcements where event_date >= ${at}
           order by event_date limit ${UPCOMING_EVENTS}) t) as events`,
  );
  const { recent, classes, events, ...figures } = row;
  const iso = (value: string) => jsonDate(value).toISOString();
  const upcomingEvents = [
    ...classes.map((c) => ({ title: `${c.code}: ${c.title}`, date: iso(c.date), kind: 'class' as const })),
    ...events.map((e) => ({ title: e.title, date: iso(e.date), kind: 'announcement' as const })),
  ]
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, UPCOMING_EVENTS);
  return {
    ...figures,
    recentActivities: recent.map(({ code, params, ...a }) => ({
      ...a,
      ...(code && { code }),
      ...(params && { params }),
      time: iso(a.time),
    })),
    upcomingEvents,
  };
}

/**
 * The reports over the offerings `inTerm` selects (every term when undefined), the grade distribution too: the
 * page and its CSVs are named by one term, so each holds that term's figures. A term's finals come at its end,
 * so its distribution is empty until they are entered; the admin picks the last term to see the last finals.
 */
export async function loadAdminReports(db: Db, inTerm?: SQL): Promise<AdminReports> {
  const attended = attendedCount();
  const [bySemester, byDepartment, attendance, distribution, pending] = await Promise.all([
    db
      .select({ department: departments.name, semester: studentProfiles.semester, students: count() })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .innerJoin(departments, eq(departments.id, studentProfiles.departmentId))
      .where(eq(users.status, 'approved'))
      .groupBy(departments.name, studentProfiles.semester)
      .orderBy(asc(departments.name), asc(studentProfiles.semester)),
    db
      .select({
        department: sql<string>`coalesce(${departments.name}, 'No department')`,
        courses: count(),
        virtual: sql<number>`count(*) filter (where ${courses.isVirtual})::int`,
      })
      .from(courses)
      .leftJoin(departments, eq(departments.id, courses.departmentId))
      .where(and(isNull(courses.archivedAt), inTerm))
      .groupBy(departments.name)
      .orderBy(asc(departments.name)),
    db
      .select({
        studentId: studentProfiles.studentId,
        name: users.name,
        code: courses.code,
        courseName: courses.name,
        total: count(),
        attended,
        permitted: sql<boolean>`bool_or(${examPermissions.studentId} is not null)`,
      })
      .from(attendanceRecords)
      .leftJoin(
        examPermissions,
        and(
          eq(examPermissions.courseId, attendanceRecords.courseId),
          eq(examPermissions.studentId, attendanceRecords.studentId),
        ),
      )
      .innerJoin(users, eq(users.id, attendanceRecords.studentId))
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
      .where(and(eq(users.status, 'approved'), inTerm))
      .groupBy(studentProfiles.studentId, users.name, courses.code, courses.name),
    db
      .select({ code: courses.code, name: courses.name, letter: grades.letterGrade, n: count() })
      .from(grades)
      .innerJoin(courses, eq(courses.id, grades.courseId))
      // Each student once per course: a repeated course with the attempt that counts.
      .where(and(countedFinal(), inTerm))
      .groupBy(courses.code, courses.name, grades.letterGrade)
      .orderBy(asc(courses.code)),
    db
      .select({ name: users.name, email: users.email, role: users.role, registeredAt: users.createdAt })
      .from(users)
      .where(eq(users.status, 'pending'))
      .orderBy(asc(users.createdAt)),
  ]);

  // Below 75% on the exact fraction, as exam eligibility judges it: 74.6% shows as 75% but is at risk.
  const perStudent = attendance.map((row) => ({
    ...row,
    percentage: attendancePercentage(row.attended, row.total),
    below: examEligibility(row.attended, row.total, false) !== 'eligible',
    standing: examEligibility(row.attended, row.total, row.permitted),
  }));
  const courseRisk = new Map<
    string,
    {
      course: string;
      name: string;
      students: number;
      below: number;
      sum: number;
      standings: Record<ExamEligibility, number>;
    }
  >();
  for (const row of perStudent) {
    const entry = courseRisk.get(row.code) ?? {
      course: row.code,
      name: row.courseName,
      students: 0,
      below: 0,
      sum: 0,
      standings: { eligible: 0, permitted: 0, needs_permission: 0, may_repeat: 0 },
    };
    entry.students += 1;
    entry.sum += row.percentage;
    if (row.below) entry.below += 1;
    entry.standings[row.standing] += 1;
    courseRisk.set(row.code, entry);
  }
  const gradeRows = new Map<string, { course: string; name: string; counts: Record<string, number> }>();
  for (const row of distribution) {
    const entry = gradeRows.get(row.code) ?? { course: row.code, name: row.name, counts: {} };
    entry.counts[row.letter] = row.n;
    gradeRows.set(row.code, entry);
  }
  return {
    studentsByDepartmentSemester: bySemester,
    coursesByDepartment: byDepartment,
    studentsAtRisk: perStudent
      .filter((row) => row.below)
      .sort((a, b) => a.percentage - b.percentage || a.name.localeCompare(b.name))
      .map((row) => ({
        studentId: row.studentId,
        name: row.name,
        course: row.code,
        percentage: row.percentage,
        classes: row.total,
      })),
    coursesAtRisk: [...courseRisk.values()]
      .filter((c) => c.below > 0)
      .sort((a, b) => b.below - a.below || a.course.localeCompare(b.course))
      .map((c) => ({
        course: c.course,
        name: c.name,
        studentsBelow: c.below,
        students: c.students,
        average: Math.round(c.sum / c.students),
      })),
    examEligibility: [...courseRisk.values()]
      .sort((a, b) => a.course.localeCompare(b.course))
      .map(({ course, name, standings }) => ({
        course,
        name,
        eligible: standings.eligible,
        permitted: standings.permitted,
        needsPermission: standings.needs_permission,
        mayRepeat: standings.may_repeat,
      })),
    gradeDistribution: [...gradeRows.values()],
    pendingRegistrations: pending.map((p) => ({ ...p, registeredAt: p.registeredAt.toISOString() })),
  };
}
