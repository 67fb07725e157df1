/**
 * The faculty area's reads. Every list is scoped to the teacher's courses (or, for an admin, to the course
 * asked for) and takes a fixed number of queries, whatever the number of courses, students or submissions.
 */
import { say } from '../../../../contract/message-catalogue';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExamType } from '../../../../contract/enums';
import { collegeMoment, collegeTimeOfDay, collegeToday } from '../../../../contract/college-clock';
import type {
  ClassMeeting,
  FacultyAssignment,
  FacultyDashboard,
  FacultyStudentProfileSchema,
  FacultyStudentSchema,
  FacultySubmission,
  RecentSubmissionSchema,
} from '../../../../contract/faculty';
import { attendancePercentage, overallAttendance } from '../../../../contract/rules/attendance';
import { averageOfPoints } from '../../../../contract/rules/grades';
import type { GradeRecord } from '../../../../contract/student';
import { pageOffset, type PageQuery } from '../../../../contract/paging';
import type { Db } from '../../db/client';
import { termInViewSql } from '../terms/calendar';
import { jsonDate, selectOneRow } from '../../db/one-row';
import { countedFinal, replacedByLaterAttempt } from '../academic-records/attempts';
import { presentGrade, presentSubmission, resultTermRef } from '../academic-records/presenters';
import {
  assignments,
  attendanceRecords,
  courses,
  departments,
  enrollments,
  grades,
  programs,
  studentProfiles,
  submissionGradeHistory,
  submissions,
  users,
  virtualSessions,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/search';
import { selectCourses } from '../courses/queries';
import {
  attendanceByCourse,
  courseAttendance,
  byStartTime,
  studentGrades,
  weekdayIn,
} from '../student/queries';
import {
  collegeDayBounds,
  sessionsJson,
  todaySessionEntry,
  type TodaysSessionRow,
} from '../virtual-classes/todays-sessions';
import { STUDENT_NOT_FOUND } from '../teaching/policy';

type FacultyStudent = z.infer<typeof FacultyStudentSchema>;
type FacultyStudentProfile = z.infer<typeof FacultyStudentProfileSchema>;
type RecentSubmission = z.infer<typeof RecentSubmissionSchema>;
type TodayClass = FacultyDashboard['todaysClasses'][number];

const courseRef = { _id: courses.id, code: courses.code, name: courses.name };
const studentRef = { _id: users.id, name: users.name, student_id: studentProfiles.studentId };
const RECENT_SUBMISSIONS = 5;

/** Enrolled students whose accounts are active; pending, rejected and deactivated ones are not in class. */
const activeStudent = and(eq(users.id, enrollments.studentId), eq(users.status, 'approved'));

/** Approved students enrolled per course. */
async function enrolledCounts(db: Db, courseIds: string[]): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: enrollments.courseId, n: count() })
    .from(enrollments)
    .innerJoin(users, activeStudent)
    .where(inArray(enrollments.courseId, courseIds))
    .groupBy(enrollments.courseId);
  return new Map(rows.map((r) => [r.courseId, r.n]));
}

// ---- Dashboard ----------------------------------------------------------------------------------------------

/** The dashboard's figures over the teacher's courses, in one statement (see selectOneRow). */
export async function facultyDashboard(
  db: Db,
  teacher: { id: string; name: string },
  now: Date,
  timeZone: string,
): Promise<FacultyDashboard> {
  const day = collegeDayBounds(now, timeZone);
  // The teacher's classes of the term in view: last term's are on their own pages.
  const inView = termInViewSql(collegeToday(now, timeZone));
  const row = await selectOneRow<{
    courses: number;
    students: number;
    pending: number;
    today: Omit<TodayClass, 'instructorName'>[];
    sessions: TodaysSessionRow[];
    recent: (Omit<RecentSubmission, 'submitted_at'> & { submitted_at: string })[];
  }>(
    db,
    sql`select
      (select count(*)::int from courses where instructor_id = ${teacher.id} and term_id = ${inView}) as courses,
      (select count(distinct e.student_id)::int
         from courses c
         join enrollments e on e.course_id = c.id
         join users u on u.id = e.student_id and u.status = 'approved'
        where c.instructor_id = ${teacher.id} and c.term_id = ${inView}) as students,
      (select coalesce(sum((select count(*) from submissions s
                             where s.assignment_id = a.id and s.status = 'submitted'
                               and s.returned_at is null)), 0)::int
         from courses c
         join assignments a on a.course_id = c.id
        where c.instructor_id = ${teacher.id} and c.term_id = ${inView}) as pending,
      (select coalesce(json_agg(json_build_object(
                'courseId', id, 'courseName', name, 'code', code,
                'time', schedule_time, 'room', schedule_room, 'isVirtual', is_virtual, 'session', null)), '[]')
         from courses
        where instructor_id = ${teacher.id} and archived_at is null and term_id = ${inView}
          and ${weekdayIn(now, timeZone)} = any(schedule_days)) as today,
      ${sessionsJson(sql`
         from courses c
         join virtual_sessions v on v.course_id = c.id
         left join users u on u.id = coalesce(v.instructor_id, c.instructor_id)
        where c.instructor_id = ${teacher.id} and c.archived_at is null and v.status <> 'cancelled'
          and v.scheduled_at >= ${day.from}::timestamptz and v.scheduled_at < ${day.to}::timestamptz`)} as sessions,
      (select coalesce(json_agg(t), '[]') from (
          select s.id as "_id",
                 json_build_object('_id', u.id, 'name', u.name, 'student_id', p.student_id) as student,
                 json_build_object('_id', a.id, 'title', a.title) as assignment,
                 json_build_object('_id', c.id, 'code', c.code, 'name', c.name) as course,
                 s.submitted_at, s.is_late, s.status
            from courses c
            join assignments a on a.course_id = c.id
            join submissions s on s.assignment_id = a.id
            join users u on u.id = s.student_id
            join student_profiles p on p.user_id = u.id
           where c.instructor_id = ${teacher.id} and c.term_id = ${inView}
           order by s.submitted_at desc, s.id desc
           limit ${RECENT_SUBMISSIONS}) t) as recent`,
  );
  const todaysClasses = byStartTime([
    ...row.today.map((c) => ({ ...c, instructorName: teacher.name })),
    ...row.sessions.map((session) => todaySessionEntry(session, timeZone)),
  ]);
  return {
    myCourses: row.courses,
    totalStudents: row.students,
    pendingAssignments: row.pending,
    classesToday: todaysClasses.length,
    todaysClasses,
    recentSubmissions: row.recent.map((r) => ({
      ...r,
      submitted_at: jsonDate(r.submitted_at).toISOString(),
    })),
  };
}

// ---- Courses ------------------------------------------------------------------------------------------------

/**
 * The courses the teacher teaches (archived ones too, for their records), with class sizes; every course for
 * an admin (`teacherId` null), who may enter any course's results.
 */
export async function facultyCourses(db: Db, teacherId: string | null, semester?: number, inTerm?: SQL) {
  const list = await selectCourses(
    db,
    and(
      teacherId === null ? undefined : eq(courses.instructorId, teacherId),
      semester ? eq(courses.semester, semester) : undefined,
      inTerm,
    ),
  );
  const sizes = await enrolledCounts(
    db,
    list.map((c) => c._id),
  );
  return list.map((course) => ({ ...course, enrolledCount: sizes.get(course._id) ?? 0 }));
}

// ---- Students -----------------------------------------------------------------------------------------------

/**
 * Approved students enrolled in the teacher's courses (one course's when `courseId` is given), by name, each
 * with the teacher's courses it takes, its CGPA (final results) and its attendance in the teacher's courses.
 * One statement. Each student's figures are read by index, per student (final results) and per course and
 * student (attendance): a plan that scanned the whole attendance table for a teacher's few hundred rows made
 * this the slowest read of the teaching hour (5 - 11 ms to run on the demo college, 1.6 - 2.5 ms now).
 */
export async function facultyStudents(
  db: Db,
  teacherId: string,
  filter: { courseId?: string; search?: string; studentId?: string; inTerm?: SQL } = {},
): Promise<FacultyStudent[]> {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const result = (await db.execute(sql`
    with taught as (
      select id, code, name, term_id, term_name from courses
       where instructor_id = ${teacherId} ${filter.inTerm ? sql`and ${filter.inTerm}` : sql``}),
    in_scope as (
      select distinct e.student_id
        from taught t join enrollments e on e.course_id = t.id
        join users u on u.id = e.student_id and u.role = 'student' and u.status = 'approved'
        join student_profiles p on p.user_id = u.id
       where true
         ${filter.courseId ? sql`and t.id = ${filter.courseId}` : sql``}
         ${filter.studentId ? sql`and u.id = ${filter.studentId}` : sql``}
         ${pattern ? sql`and (u.name ilike ${pattern} or u.email ilike ${pattern} or p.student_id ilike ${pattern})` : sql``}),
    their_courses as (
      select e.student_id, json_agg(json_build_object('_id', t.id, 'code', t.code, 'name', t.name,
                                                      'term', json_build_object('_id', t.term_id, 'name', t.term_name))
                                    order by t.code) as courses
        from in_scope s join enrollments e on e.student_id = s.student_id join taught t on t.id = e.course_id
       group by e.student_id),
    finals as (
      select s.student_id, f.points, f.credits
        from in_scope s cross join lateral (
          select sum(g.grade_point * g.credits) as points, sum(g.credits) as credits
            from grades g where g.student_id = s.student_id and ${countedFinal('g')}) f),
    per_course as (
      select s.student_id, r.total, r.attended
        from taught t cross join in_scope s cross join lateral (
          select count(*) as total, count(*) filter (where status in ('present', 'late')) as attended
            from attendance_records where course_id = t.id and student_id = s.student_id) r
       where r.total > 0),
    attendance as (
      select student_id, json_agg(json_build_object('total', total, 'attended', attended)) as attendance
        from per_course group by student_id)
    select u.id as "_id", u.name, u.email, u.phone, p.student_id, p.semester, p.section,
           coalesce(c.courses, '[]') as courses, coalesce(f.points, 0) as points, coalesce(f.credits, 0) as credits,
           coalesce(a.attendance, '[]') as attendance
      from in_scope s
      join users u on u.id = s.student_id
      join student_profiles p on p.user_id = u.id
      left join their_courses c on c.student_id = u.id
      left join finals f on f.student_id = u.id
      left join attendance a on a.student_id = u.id
     order by u.name, p.student_id`)) as unknown as {
    rows: (Omit<FacultyStudent, 'cgpa' | 'attendance'> & {
      points: string | number;
      credits: string | number;
      attendance: { total: number; attended: number }[];
    })[];
  };
  return result.rows.map(({ points, credits, attendance, ...person }) => ({
    ...person,
    cgpa: Number(credits) === 0 ? null : averageOfPoints(Number(points), Number(credits)),
    attendance: overallAttendance(attendance.map((r) => attendancePercentage(r.attended, r.total))),
  }));
}

/**
 * A page of the teacher's students and the figures of all the students the filters match: how many, their mean
 * CGPA and attendance, and how many of the teacher's courses they take. A teacher's students are a few hundred
 * at most (their classes), so they are read whole and the page cut here.
 */
export async function facultyStudentPage(
  db: Db,
  teacherId: string,
  filter: { courseId?: string; search?: string; inTerm?: SQL },
  page: PageQuery,
) {
  const students = await facultyStudents(db, teacherId, filter);
  // Over the students who have the figure: one with no results yet is not a 0 pulling the mean down.
  const mean = (values: (number | null)[]) => {
    const known = values.filter((value): value is number => value !== null);
    return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
  };
  const averageCgpa = mean(students.map((s) => s.cgpa));
  const averageAttendance = mean(students.map((s) => s.attendance));
  const start = pageOffset(page);
  return {
    students: students.slice(start, start + page.page_size),
    summary: {
      averageCgpa: averageCgpa === null ? null : Math.round(averageCgpa * 100 + 1e-9) / 100,
      averageAttendance: averageAttendance === null ? null : Math.round(averageAttendance),
      activeCourses: new Set(students.flatMap((s) => s.courses.map((c) => c._id))).size,
    },
    total: students.length,
    page: page.page,
    pageSize: page.page_size,
  };
}

/** A student as its teacher may see it: contact, and its attendance and results in the teacher's courses. */
export async function facultyStudentProfile(
  db: Db,
  teacherId: string,
  studentId: string,
): Promise<FacultyStudentProfile> {
  const [student] = await facultyStudents(db, teacherId, { studentId });
  if (!student) throw notFound(STUDENT_NOT_FOUND);
  const [[extra], attendance, results] = await Promise.all([
    db
      .select({ department: departments.name, program: programs.name, batch: studentProfiles.batch })
      .from(studentProfiles)
      .leftJoin(departments, eq(departments.id, studentProfiles.departmentId))
      .innerJoin(programs, eq(programs.id, studentProfiles.programId))
      .where(eq(studentProfiles.userId, studentId)),
    attendanceByCourse(db, studentId),
    studentGrades(db, studentId),
  ]);
  return {
    student: {
      ...student,
      department: extra?.department ?? null,
      program: extra?.program ?? '',
      batch: extra?.batch ?? '',
    },
    courses: student.courses.map(({ term, ...course }) => ({
      course,
      attendance: attendance.find((a) => a.course._id === course._id) ?? courseAttendance(course, term),
      grades: results.filter((g) => g.course_id._id === course._id),
    })),
  };
}

// ---- Assignments and submissions ------------------------------------------------------------------------------

const submissionCount = (where?: SQL) =>
  sql<number>`count(${submissions.id}) filter (where ${where ?? sql`true`})`.mapWith(Number);

/** Assignments of one course (or one assignment), with class size and submission counts; newest due first. */
export async function courseAssignments(
  db: Db,
  where: { courseId: string } | { assignmentId: string },
): Promise<FacultyAssignment[]> {
  const rows = await db
    .select({
      assignment: assignments,
      course: courseRef,
      totalSubmissions: submissionCount(),
      gradedSubmissions: submissionCount(eq(submissions.status, 'graded')),
    })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(submissions, eq(submissions.assignmentId, assignments.id))
    .where(
      'courseId' in where ? eq(assignments.courseId, where.courseId) : eq(assignments.id, where.assignmentId),
    )
    .groupBy(assignments.id, courses.id, courses.code, courses.name)
    .orderBy(desc(assignments.dueDate), asc(assignments.title));
  const sizes = await enrolledCounts(db, [...new Set(rows.map((r) => r.course._id))]);
  return rows.map(({ assignment, course, totalSubmissions, gradedSubmissions }) => ({
    _id: assignment.id,
    title: assignment.title,
    description: assignment.description,
    type: assignment.type,
    total_marks: assignment.totalMarks,
    due_date: assignment.dueDate.toISOString(),
    course_id: course,
    enrolledCount: sizes.get(course._id) ?? 0,
    totalSubmissions,
    gradedSubmissions,
    createdAt: assignment.createdAt.toISOString(),
  }));
}

export async function findAssignment(db: Db, assignmentId: string): Promise<FacultyAssignment> {
  const [assignment] = await courseAssignments(db, { assignmentId });
  if (!assignment) throw notFound(say('notFound.named', { label: 'Assignment' }));
  return assignment;
}

/** Every submission to an assignment with its student and earlier marks; by student name. */
export async function assignmentSubmissions(db: Db, assignmentId: string) {
  const rows = await db
    .select({ submission: submissions, student: studentRef })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.studentId))
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(submissions.assignmentId, assignmentId))
    .orderBy(asc(users.name), asc(submissions.id));
  const history =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(submissionGradeHistory)
          .where(
            inArray(
              submissionGradeHistory.submissionId,
              rows.map((r) => r.submission.id),
            ),
          )
          .orderBy(asc(submissionGradeHistory.gradedAt));
  return rows.map(({ submission, student }): FacultySubmission => ({
    ...presentSubmission(submission),
    student,
    history: history
      .filter((h) => h.submissionId === submission.id)
      .map((h) => ({
        marks_obtained: h.marksObtained,
        feedback: h.feedback,
        graded_at: h.gradedAt.toISOString(),
      })),
  }));
}

/**
 * The course's enrolled, approved students with no submission to the assignment, by name (assignments belong
 * to the whole course, so every section's students are expected to submit).
 */
export async function studentsWithoutSubmission(db: Db, assignmentId: string, courseId: string) {
  return db
    .select({ ...studentRef, section: studentProfiles.section })
    .from(enrollments)
    .innerJoin(users, activeStudent)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(
      submissions,
      and(eq(submissions.studentId, enrollments.studentId), eq(submissions.assignmentId, assignmentId)),
    )
    .where(and(eq(enrollments.courseId, courseId), isNull(submissions.id)))
    .orderBy(asc(users.name), asc(users.id));
}

// ---- Attendance ---------------------------------------------------------------------------------------------

type Meeting = Pick<typeof attendanceRecords.$inferSelect, 'sessionType' | 'startTime'>;

/** The course's enrolled, approved students by name, each with its record of that date's class meeting. */
export async function courseRoster(db: Db, courseId: string, date: string | undefined, meeting: Meeting) {
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      student_id: studentProfiles.studentId,
      email: users.email,
      status: attendanceRecords.status,
      remarks: attendanceRecords.remarks,
    })
    .from(enrollments)
    .innerJoin(users, activeStudent)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(
      attendanceRecords,
      and(
        eq(attendanceRecords.studentId, users.id),
        eq(attendanceRecords.courseId, courseId),
        date ? eq(attendanceRecords.date, date) : sql`false`,
        eq(attendanceRecords.sessionType, meeting.sessionType),
        eq(attendanceRecords.startTime, meeting.startTime),
      ),
    )
    .where(eq(enrollments.courseId, courseId))
    .orderBy(asc(users.name), asc(studentProfiles.studentId));
  return rows.map(({ status, remarks, ...student }) => ({
    ...student,
    record: status ? { status, remarks } : null,
  }));
}

/** The day after a day (YYYY-MM-DD). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60_000).toISOString().slice(0, 10);

/**
 * The course's class meetings on a day, by start and session type: its virtual classes that were not cancelled
 * (each its own meeting, at its start on the college's clocks) and every meeting already marked, with how many
 * students have a record of it.
 */
export async function courseMeetings(
  db: Db,
  courseId: string,
  date: string,
  timeZone: string,
): Promise<ClassMeeting[]> {
  const [sessions, marked] = await Promise.all([
    db
      .select({ title: virtualSessions.title, scheduledAt: virtualSessions.scheduledAt })
      .from(virtualSessions)
      .where(
        and(
          eq(virtualSessions.courseId, courseId),
          sql`${virtualSessions.status} <> 'cancelled'`,
          sql`${virtualSessions.scheduledAt} >= ${collegeMoment(date, '00:00', timeZone).toISOString()}`,
          sql`${virtualSessions.scheduledAt} < ${collegeMoment(nextDay(date), '00:00', timeZone).toISOString()}`,
        ),
      ),
    db
      .select({
        sessionType: attendanceRecords.sessionType,
        startTime: attendanceRecords.startTime,
        marked: count(),
      })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.courseId, courseId), eq(attendanceRecords.date, date)))
      .groupBy(attendanceRecords.sessionType, attendanceRecords.startTime),
  ]);
  const meetings = new Map<string, ClassMeeting>();
  for (const session of sessions) {
    const startTime = collegeTimeOfDay(session.scheduledAt, timeZone);
    meetings.set(`virtual ${startTime}`, {
      session_type: 'virtual',
      start_time: startTime,
      title: session.title,
      marked: 0,
    });
  }
  for (const row of marked) {
    const key = `${row.sessionType} ${row.startTime}`;
    const known = meetings.get(key);
    meetings.set(key, {
      session_type: row.sessionType,
      start_time: row.startTime,
      title: known?.title ?? null,
      marked: row.marked,
    });
  }
  // The day's one class of a type (no start) first, then by start.
  return [...meetings.values()].sort(
    (a, b) => a.start_time.localeCompare(b.start_time) || a.session_type.localeCompare(b.session_type),
  );
}

// ---- Grades -------------------------------------------------------------------------------------------------

/** The course's results (to prefill the entry page), by student name, each student's attempts in order. */
export async function courseGrades(
  db: Db,
  courseId: string,
  filter: { semester?: number; examType?: ExamType } = {},
) {
  const rows = await db
    .select({
      grade: grades,
      course: courseRef,
      term: resultTermRef,
      student: studentRef,
      repeated: replacedByLaterAttempt(),
    })
    .from(grades)
    .innerJoin(courses, eq(courses.id, grades.courseId))
    .innerJoin(users, eq(users.id, grades.studentId))
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(
      and(
        eq(grades.courseId, courseId),
        filter.semester ? eq(grades.semester, filter.semester) : undefined,
        filter.examType ? eq(grades.examType, filter.examType) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(grades.attempt), asc(grades.examType));
  return rows.map(({ grade, course, term, student, repeated }) => ({
    ...presentGrade(grade, course, repeated, term),
    student,
  }));
}

/** Results by id, as the API shows them (after a write). */
export async function gradesByIds(db: Pick<Db, 'select'>, ids: string[]): Promise<GradeRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ grade: grades, course: courseRef, term: resultTermRef, repeated: replacedByLaterAttempt() })
    .from(grades)
    .innerJoin(courses, eq(courses.id, grades.courseId))
    .innerJoin(users, eq(users.id, grades.studentId))
    .where(inArray(grades.id, ids))
    .orderBy(asc(users.name));
  return rows.map(({ grade, course, term, repeated }) => presentGrade(grade, course, repeated, term));
}
