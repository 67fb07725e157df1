/** The admin dashboard and reports: every figure counted from the database, in a handful of queries. */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { NEW_SINCE_DAYS, type AdminDashboard, type AdminReports } from '../../../../contract/admin';
import { ATTENDANCE_REQUIRED, attendancePercentage } from '../../../../contract/rules/attendance';
import type { Db } from '../../db/client';
import {
  activities,
  announcements,
  attendanceRecords,
  courses,
  departments,
  grades,
  studentProfiles,
  users,
  virtualSessions,
} from '../../db/schema';

const RECENT_ACTIVITIES = 10;
const UPCOMING_EVENTS = 8;

export async function loadAdminDashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const since = new Date(now.getTime() - NEW_SINCE_DAYS * 24 * 60 * 60 * 1000);
  const approved = (role: 'student' | 'faculty') => and(eq(users.role, role), eq(users.status, 'approved'));
  const countWhere = (
    where: ReturnType<typeof and>,
    table: typeof users | typeof courses | typeof virtualSessions,
  ) => sql<number>`(select count(*)::int from ${table} where ${where})`;
  const [[figures], recent, classes, events] = await Promise.all([
    db
      .select({
        totalStudents: countWhere(approved('student'), users),
        newStudents: countWhere(and(approved('student'), gt(users.createdAt, since)), users),
        totalFaculty: countWhere(approved('faculty'), users),
        newFaculty: countWhere(and(approved('faculty'), gt(users.createdAt, since)), users),
        pendingRegistrations: countWhere(eq(users.status, 'pending'), users),
        activeCourses: countWhere(isNull(courses.archivedAt), courses),
        newCourses: countWhere(and(isNull(courses.archivedAt), gt(courses.createdAt, since)), courses),
        virtualClasses: countWhere(
          inArray(virtualSessions.status, ['scheduled', 'ongoing']),
          virtualSessions,
        ),
        newVirtualClasses: countWhere(gt(virtualSessions.createdAt, since), virtualSessions),
      })
      .from(sql`(select 1) as one`),
    db.select().from(activities).orderBy(desc(activities.createdAt)).limit(RECENT_ACTIVITIES),
    db
      .select({ title: virtualSessions.title, date: virtualSessions.scheduledAt, code: courses.code })
      .from(virtualSessions)
      .innerJoin(courses, eq(courses.id, virtualSessions.courseId))
      .where(and(eq(virtualSessions.status, 'scheduled'), gte(virtualSessions.scheduledAt, now)))
      .orderBy(asc(virtualSessions.scheduledAt))
      .limit(UPCOMING_EVENTS),
    db
      .select({ title: announcements.title, date: announcements.eventDate })
      .from(announcements)
      .where(gte(announcements.eventDate, now))
      .orderBy(asc(announcements.eventDate))
      .limit(UPCOMING_EVENTS),
  ]);
  const upcomingEvents = [
    ...classes.map((c) => ({
      title: `${c.code}: ${c.title}`,
      date: c.date.toISOString(),
      kind: 'class' as const,
    })),
    ...events.map((e) => ({ title: e.title, date: e.date!.toISOString(), kind: 'announcement' as const })),
  ]
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, UPCOMING_EVENTS);
  return {
    ...figures,
    recentActivities: recent.map((a) => ({
      _id: a.id,
      type: a.type,
      message: a.message,
      time: a.createdAt.toISOString(),
    })),
    upcomingEvents,
  };
}

export async function loadAdminReports(db: Db): Promise<AdminReports> {
  const attended = sql<number>`count(*) filter (where ${attendanceRecords.status} in ('present', 'late'))::int`;
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
      .where(isNull(courses.archivedAt))
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
      })
      .from(attendanceRecords)
      .innerJoin(users, eq(users.id, attendanceRecords.studentId))
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
      .where(eq(users.status, 'approved'))
      .groupBy(studentProfiles.studentId, users.name, courses.code, courses.name),
    db
      .select({ code: courses.code, name: courses.name, letter: grades.letterGrade, n: count() })
      .from(grades)
      .innerJoin(courses, eq(courses.id, grades.courseId))
      .where(eq(grades.examType, 'final'))
      .groupBy(courses.code, courses.name, grades.letterGrade)
      .orderBy(asc(courses.code)),
    db
      .select({ name: users.name, email: users.email, role: users.role, registeredAt: users.createdAt })
      .from(users)
      .where(eq(users.status, 'pending'))
      .orderBy(asc(users.createdAt)),
  ]);

  const perStudent = attendance.map((row) => ({
    ...row,
    percentage: attendancePercentage(row.attended, row.total),
  }));
  const courseRisk = new Map<
    string,
    { course: string; name: string; students: number; below: number; sum: number }
  >();
  for (const row of perStudent) {
    const entry = courseRisk.get(row.code) ?? {
      course: row.code,
      name: row.courseName,
      students: 0,
      below: 0,
      sum: 0,
    };
    entry.students += 1;
    entry.sum += row.percentage;
    if (row.percentage < ATTENDANCE_REQUIRED) entry.below += 1;
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
      .filter((row) => row.percentage < ATTENDANCE_REQUIRED)
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
    gradeDistribution: [...gradeRows.values()],
    pendingRegistrations: pending.map((p) => ({ ...p, registeredAt: p.registeredAt.toISOString() })),
  };
}
