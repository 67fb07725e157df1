/**
 * The student area's reads. Every query is scoped to the signed-in student and its enrolled courses; each page
 * takes a fixed number of queries, whatever the number of courses or assignments.
 */
import { collegeWeekday, scheduleStartMinutes } from '../../../../contract/rules/timetable';
import { collegeToday } from '../../../../contract/college-clock';
import { termInViewSql } from '../terms/calendar';
import { say } from '../../../../contract/message-catalogue';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { gradePointAverage } from '../../../../contract/rules/grades';
import {
  attendanceOutlook,
  attendancePercentage,
  examEligibility,
  overallAttendance,
} from '../../../../contract/rules/attendance';
import { assignmentDisplayStatus, isOverdue, takesSubmissions } from '../../../../contract/rules/assignments';
import type { z } from 'zod';
import type {
  AttendanceRecordSchema,
  CourseAttendanceSchema,
  GradeRecord,
  GradeSummary,
  StudentActivitySchema,
  StudentAssignment,
  StudentCourseSchema,
  DueQuiz,
  StudentDashboard,
  TodayClassSchema,
} from '../../../../contract/student';
import type { Db } from '../../db/client';
import { jsonDate, rowFromJson, selectOneRow } from '../../db/one-row';
import { countedFinal, replacedByLaterAttempt } from '../academic-records/attempts';
import { presentGrade, presentSubmission, resultTermRef } from '../academic-records/presenters';
import {
  assignments,
  attendanceRecords,
  courses,
  enrollments,
  examPermissions,
  grades,
  submissions,
  terms,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { selectCourses } from '../courses/queries';
import {
  collegeDayBounds,
  sessionsJson,
  todaySessionEntry,
  type TodaysSessionRow,
} from '../virtual-classes/todays-sessions';
import { COURSE_NOT_FOUND, enrolledCourseIds } from './policy';

type StudentCourse = z.infer<typeof StudentCourseSchema>;
type JsonObject = Record<string, unknown>;
type CourseRef = { _id: string; code: string; name: string };
type CourseAttendance = z.infer<typeof CourseAttendanceSchema>;
type AttendanceRecord = z.infer<typeof AttendanceRecordSchema>;
type StudentActivity = z.infer<typeof StudentActivitySchema>;
type TodayClass = z.infer<typeof TodayClassSchema>;
export type AssignmentStatusFilter = 'pending' | 'submitted' | 'overdue';

const courseRef = { _id: courses.id, code: courses.code, name: courses.name };

/** Assignments with no submission of this student that are not yet overdue (spec part 2 §4 "Pending"). */
const pendingCondition = (now: Date) => and(isNull(submissions.id), gte(assignments.dueDate, now));
const ownSubmission = (studentId: string) =>
  and(eq(submissions.assignmentId, assignments.id), eq(submissions.studentId, studentId));

// ---- Courses ----------------------------------------------------------------------------------------------

/** The student's enrolled courses (archived ones too), with class size and pending assignments per course. */
/**
 * The student's courses: those it is enrolled in and those it has a final result in (earlier semesters' courses,
 * issue 24). A course is completed when its final result counts and the student was not enrolled in it again
 * after that result (a repeat in progress is current).
 */
export async function studentCourses(
  db: Db,
  studentId: string,
  now: Date,
  filter: { semester?: number; courseId?: string; inTerm?: SQL } = {},
): Promise<StudentCourse[]> {
  const finalCourseIds = db
    .select({ id: grades.courseId })
    .from(grades)
    .where(and(eq(grades.studentId, studentId), countedFinal()));
  const list = await selectCourses(
    db,
    and(
      or(inArray(courses.id, enrolledCourseIds(db, studentId)), inArray(courses.id, finalCourseIds)),
      filter.semester ? eq(courses.semester, filter.semester) : undefined,
      filter.courseId ? eq(courses.id, filter.courseId) : undefined,
      filter.inTerm,
    ),
  );
  if (list.length === 0) return [];
  const ids = list.map((c) => c._id);
  const [sizes, pending, finals, enrolled] = await Promise.all([
    db
      .select({ courseId: enrollments.courseId, n: count() })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(and(inArray(enrollments.courseId, ids), eq(users.status, 'approved')))
      .groupBy(enrollments.courseId),
    db
      .select({ courseId: assignments.courseId, n: count() })
      .from(assignments)
      .leftJoin(submissions, ownSubmission(studentId))
      .where(and(inArray(assignments.courseId, ids), pendingCondition(now)))
      .groupBy(assignments.courseId),
    db
      .select({ courseId: grades.courseId, letter: grades.letterGrade, at: grades.createdAt })
      .from(grades)
      .where(and(eq(grades.studentId, studentId), inArray(grades.courseId, ids), countedFinal())),
    db
      .select({ courseId: enrollments.courseId, at: enrollments.createdAt })
      .from(enrollments)
      .where(and(eq(enrollments.studentId, studentId), inArray(enrollments.courseId, ids))),
  ]);
  const sizeOf = new Map(sizes.map((r) => [r.courseId, r.n]));
  const pendingOf = new Map(pending.map((r) => [r.courseId, r.n]));
  const finalOf = new Map(finals.map((r) => [r.courseId, r]));
  const enrolledAt = new Map(enrolled.map((r) => [r.courseId, r.at]));
  return list.map((course) => {
    const final = finalOf.get(course._id);
    const since = enrolledAt.get(course._id);
    const completed = final !== undefined && !(since && since > final.at);
    return {
      ...course,
      instructor_name: course.instructor_id?.name ?? null,
      enrolledCount: sizeOf.get(course._id) ?? 0,
      // Work in a course the student is no longer enrolled in is not pending for it.
      assignments: since ? (pendingOf.get(course._id) ?? 0) : 0,
      completed,
      final_grade: completed ? final.letter : null,
    };
  });
}

// ---- Assignments --------------------------------------------------------------------------------------------

/** As assignmentDisplayStatus reads them: work of a term that has ended is neither pending nor overdue. */
const STATUS_FILTERS: Record<AssignmentStatusFilter, (now: Date, today: string) => SQL | undefined> = {
  pending: (now, today) => and(pendingCondition(now), gte(terms.endsOn, today)),
  submitted: () => isNotNull(submissions.id),
  overdue: (now, today) =>
    and(isNull(submissions.id), lt(assignments.dueDate, now), gte(terms.endsOn, today)),
};

/**
 * The assignments of the student's courses with its own submission, by due date. `today` (the college's) says
 * which have a term that has ended: those take no submission, and one with nothing handed in reads closed.
 */
export async function studentAssignments(
  db: Db,
  studentId: string,
  now: Date,
  today: string,
  filter: { status?: AssignmentStatusFilter; courseId?: string; inTerm?: SQL } = {},
): Promise<StudentAssignment[]> {
  // One json value rather than rows of columns: PGlite hands it over faster (see selectCourses).
  const [result] = await db
    .select({
      list: sql<
        { assignment: JsonObject; course: CourseRef; submission: JsonObject | null; termEndsOn: string }[]
      >`coalesce(
        json_agg(json_build_object(
          'assignment', to_json(${assignments}),
          'course', json_build_object('_id', ${courses.id}, 'code', ${courses.code}, 'name', ${courses.name}),
          'submission', to_json(${submissions}),
          'termEndsOn', ${terms.endsOn}
        ) order by ${assignments.dueDate}, ${assignments.title}), '[]')`,
    })
    .from(assignments)
    .innerJoin(
      enrollments,
      and(eq(enrollments.courseId, assignments.courseId), eq(enrollments.studentId, studentId)),
    )
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .innerJoin(terms, eq(terms.id, courses.termId))
    .leftJoin(submissions, ownSubmission(studentId))
    .where(
      and(
        filter.courseId ? eq(assignments.courseId, filter.courseId) : undefined,
        filter.status ? STATUS_FILTERS[filter.status](now, today) : undefined,
        filter.inTerm,
      ),
    );
  const rows = (result?.list ?? []).map((row) => ({
    assignment: rowFromJson(assignments, row.assignment),
    course: row.course,
    submission: row.submission && rowFromJson(submissions, row.submission),
    closed: !takesSubmissions(row.termEndsOn, today),
  }));
  return rows.map(({ assignment, course, submission, closed }) => ({
    _id: assignment.id,
    title: assignment.title,
    description: assignment.description,
    type: assignment.type,
    total_marks: assignment.totalMarks,
    due_date: assignment.dueDate.toISOString(),
    course_id: course,
    isOverdue: isOverdue(assignment.dueDate, now),
    displayStatus: assignmentDisplayStatus(
      submission && {
        status: submission.status,
        is_late: submission.isLate,
        returned_at: submission.returnedAt?.toISOString() ?? null,
      },
      assignment.dueDate,
      now,
      closed,
    ),
    submission: submission && presentSubmission(submission),
    submissions_closed: closed,
  }));
}

// ---- Grades -------------------------------------------------------------------------------------------------

/**
 * The student's results, all exam types and attempts, each with its term: by term (earliest first, as a
 * transcript reads), then semester and course; repeated ones marked.
 */
export async function studentGrades(
  db: Db,
  studentId: string,
  filter: { semester?: number; courseId?: string; inTerm?: SQL } = {},
): Promise<GradeRecord[]> {
  const rows = await db
    .select({ grade: grades, course: courseRef, term: resultTermRef, repeated: replacedByLaterAttempt() })
    .from(grades)
    .innerJoin(courses, eq(courses.id, grades.courseId))
    .innerJoin(terms, eq(terms.id, courses.termId))
    .where(
      and(
        eq(grades.studentId, studentId),
        filter.semester ? eq(grades.semester, filter.semester) : undefined,
        filter.courseId ? eq(grades.courseId, filter.courseId) : undefined,
        filter.inTerm,
      ),
    )
    .orderBy(
      asc(terms.startsOn),
      asc(grades.semester),
      asc(courses.code),
      asc(grades.attempt),
      asc(grades.examType),
    );
  return rows.map(({ grade, course, term, repeated }) => presentGrade(grade, course, repeated, term));
}

/** CGPA, credits and SGPA per semester, from final results only, a repeated course counted once. */
export async function gradeSummary(db: Db, studentId: string): Promise<GradeSummary> {
  const finals = await db
    .select({
      semester: grades.semester,
      gradePoint: grades.gradePoint,
      credits: grades.credits,
      repeated: replacedByLaterAttempt(),
    })
    .from(grades)
    .where(and(eq(grades.studentId, studentId), eq(grades.examType, 'final')))
    .orderBy(asc(grades.semester));
  const { semesters, ...totals } = summariseFinals(finals);
  return {
    ...totals,
    cgpa: totals.totalCourses === 0 ? null : totals.cgpa,
    semesterSummary: semesters.map((s) => ({
      semester: s.semester,
      sgpa: s.sgpa,
      totalCredits: s.totalCredits,
      coursesCompleted: s.coursesCompleted,
    })),
  };
}

type FinalResult = { semester: number; gradePoint: number; credits: number; repeated: boolean };

/**
 * CGPA, credits and SGPA per semester of final results, in the order given; the results of each semester kept,
 * repeated ones too. A repeated result (a later attempt's final replaced it) counts in no figure. The grades
 * summary and the transcript both use it, so the two always agree.
 */
export function summariseFinals<T extends FinalResult>(finals: readonly T[]) {
  const semesters = [...new Set(finals.map((r) => r.semester))];
  const counted = (results: readonly T[]) => results.filter((r) => !r.repeated);
  const figures = (results: readonly T[]) => ({
    gpa: gradePointAverage(counted(results)),
    credits: counted(results).reduce((sum, r) => sum + r.credits, 0),
    courses: counted(results).length,
  });
  const all = figures(finals);
  return {
    cgpa: all.gpa,
    totalCredits: all.credits,
    totalCourses: all.courses,
    semesters: semesters.map((semester) => {
      const results = finals.filter((r) => r.semester === semester);
      const of = figures(results);
      return { semester, sgpa: of.gpa, totalCredits: of.credits, coursesCompleted: of.courses, results };
    }),
  };
}

// ---- Attendance ---------------------------------------------------------------------------------------------

const statusCount = (status: string) =>
  sql<number>`count(*) filter (where ${attendanceRecords.status} = ${status})`.mapWith(Number);

/** Per enrolled course with classes held: counts, percentage (late counts as attended) and the outlook. */
export async function attendanceByCourse(
  db: Db,
  studentId: string,
  courseId?: string,
  inTerm?: SQL,
): Promise<CourseAttendance[]> {
  const rows = await db
    .select({
      course: courseRef,
      term: { _id: courses.termId, name: courses.termName },
      total: count(),
      present: statusCount('present'),
      absent: statusCount('absent'),
      late: statusCount('late'),
      excused: statusCount('excused'),
      permitted: sql<boolean>`bool_or(${examPermissions.studentId} is not null)`,
    })
    .from(attendanceRecords)
    .innerJoin(
      enrollments,
      and(eq(enrollments.courseId, attendanceRecords.courseId), eq(enrollments.studentId, studentId)),
    )
    .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
    .leftJoin(
      examPermissions,
      and(eq(examPermissions.courseId, courses.id), eq(examPermissions.studentId, studentId)),
    )
    .where(
      and(
        eq(attendanceRecords.studentId, studentId),
        courseId ? eq(attendanceRecords.courseId, courseId) : undefined,
        inTerm,
      ),
    )
    .groupBy(courses.id, courses.code, courses.name, courses.termId, courses.termName)
    .orderBy(asc(courses.code));
  return rows.map(({ course, term, permitted, ...counts }) =>
    courseAttendance(course, term, counts, permitted),
  );
}

const NO_CLASSES = { total: 0, present: 0, absent: 0, late: 0, excused: 0 };

/** A course's attendance figures, outlook and exam eligibility; a course with no classes yet by default. */
export function courseAttendance(
  course: CourseAttendance['course'],
  term: CourseAttendance['term'],
  counts: { total: number; present: number; absent: number; late: number; excused: number } = NO_CLASSES,
  permitted = false,
): CourseAttendance {
  const attended = counts.present + counts.late;
  return {
    course,
    term,
    ...counts,
    percentage: attendancePercentage(attended, counts.total),
    ...attendanceOutlook(attended, counts.total),
    eligibility: examEligibility(attended, counts.total, permitted),
  };
}

export async function attendanceSummary(db: Db, studentId: string, inTerm?: SQL) {
  const summary = await attendanceByCourse(db, studentId, undefined, inTerm);
  return { summary, overall: overallAttendance(summary.map((c) => c.percentage)) };
}

/** The student's attendance records, newest first; one course's when asked. */
export async function attendanceHistory(
  db: Db,
  studentId: string,
  courseId?: string,
  inTerm?: SQL,
): Promise<AttendanceRecord[]> {
  const rows = await db
    .select({ record: attendanceRecords, course: courseRef })
    .from(attendanceRecords)
    .innerJoin(
      enrollments,
      and(eq(enrollments.courseId, attendanceRecords.courseId), eq(enrollments.studentId, studentId)),
    )
    .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
    .where(
      and(
        eq(attendanceRecords.studentId, studentId),
        courseId ? eq(attendanceRecords.courseId, courseId) : undefined,
        inTerm,
      ),
    )
    .orderBy(
      desc(attendanceRecords.date),
      desc(attendanceRecords.startTime),
      desc(attendanceRecords.createdAt),
    );
  return rows.map(({ record, course }) => ({
    _id: record.id,
    date: record.date,
    course_id: course,
    status: record.status,
    session_type: record.sessionType,
    start_time: record.startTime,
    remarks: record.remarks,
  }));
}

// ---- One course ---------------------------------------------------------------------------------------------

export async function studentCourseDetail(
  db: Db,
  studentId: string,
  courseId: string,
  now: Date,
  timeZone: string,
) {
  const [course] = await studentCourses(db, studentId, now, { courseId });
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const [courseAssignments, [attendance], courseGrades] = await Promise.all([
    studentAssignments(db, studentId, now, collegeToday(now, timeZone), { courseId }),
    attendanceByCourse(db, studentId, courseId),
    studentGrades(db, studentId, { courseId }),
  ]);
  const ref = { _id: course._id, code: course.code, name: course.name };
  return {
    course,
    assignments: courseAssignments,
    attendance: attendance ?? courseAttendance(ref, course.term),
    grades: courseGrades,
  };
}

// ---- Dashboard ----------------------------------------------------------------------------------------------

const RECENT_ACTIVITIES = 10;

export { scheduleStartMinutes };

/** A day's classes by their start time, then course code. */
export function byStartTime<T extends { time: string; code: string }>(classes: T[]): T[] {
  return classes.sort(
    (a, b) => scheduleStartMinutes(a.time) - scheduleStartMinutes(b.time) || a.code.localeCompare(b.code),
  );
}

/** The weekday of a moment in the college's time zone ('Monday'). */
export const weekdayIn = collegeWeekday;

type ActivityParts = {
  assignments: { title: string; code: string; at: string }[];
  grades: { code: string; examType: string; letter: string; at: string }[];
  graded: { title: string; code: string; marks: number; total: number; at: string }[];
};

/** New assignments in the student's courses, its results posted and its submissions graded; newest first. */
function mergeActivities(parts: ActivityParts): StudentActivity[] {
  const all: (Omit<StudentActivity, 'time'> & { at: Date })[] = [
    ...parts.assignments.map((a) => ({
      type: 'assignment' as const,
      ...say('activity.newAssignment', { code: a.code, title: a.title }),
      at: jsonDate(a.at),
    })),
    ...parts.grades.map((g) => ({
      type: 'grade' as const,
      ...say('activity.resultPosted', { code: g.code, exam: g.examType, grade: g.letter }),
      at: jsonDate(g.at),
    })),
    ...parts.graded.map((s) => ({
      type: 'grade' as const,
      ...say('activity.submissionGraded', { code: s.code, title: s.title, marks: `${s.marks}/${s.total}` }),
      at: jsonDate(s.at),
    })),
  ];
  return all
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RECENT_ACTIVITIES)
    .map(({ at, ...said }) => ({ ...said, time: at.toISOString() }));
}

/**
 * The dashboard's figures, computed with the same functions as the grades, attendance and assignments pages
 * so that the numbers always agree.
 */
export async function studentDashboard(
  db: Db,
  studentId: string,
  now: Date,
  timeZone: string,
): Promise<StudentDashboard> {
  const weekday = weekdayIn(now, timeZone);
  const day = collegeDayBounds(now, timeZone);
  // This term's courses; earlier terms' results still count in the CGPA.
  const inView = termInViewSql(collegeToday(now, timeZone));
  // One statement (see selectOneRow); each part is the same read as its page's, driven by the student's rows.
  const row = await selectOneRow<{
    enrolled: number;
    finals: { gradePoint: number; credits: number }[];
    attendance: { total: number; attended: number }[];
    pending: number;
    today: TodayClass[];
    sessions: TodaysSessionRow[];
    activities: ActivityParts;
    quizzes: (Omit<DueQuiz, 'opens_at' | 'closes_at'> & { opens_at: string; closes_at: string })[];
  }>(
    db,
    sql`select
      (select count(*)::int from enrollments e join course_offerings o on o.id = e.course_id
        where e.student_id = ${studentId} and o.term_id = ${inView}) as enrolled,
      (select coalesce(json_agg(json_build_object('gradePoint', grade_point, 'credits', credits)
                                order by semester), '[]')
         from grades where student_id = ${studentId} and ${countedFinal()}) as finals,
      (select coalesce(json_agg(json_build_object('total', total, 'attended', attended)), '[]')
         from (select count(*) as total, count(*) filter (where a.status in ('present', 'late')) as attended
                 from attendance_records a
                 join enrollments e on e.course_id = a.course_id and e.student_id = a.student_id
                 join course_offerings o on o.id = a.course_id and o.term_id = ${inView}
                where a.student_id = ${studentId}
                group by a.course_id) per_course) as attendance,
      (select coalesce(sum(per_course.n), 0)::int
         from enrollments e
         cross join lateral (
           select count(*) as n
             from assignments a
            where a.course_id = e.course_id and a.due_date >= ${now.toISOString()}
              and not exists (select 1 from submissions s where s.assignment_id = a.id and s.student_id = e.student_id)
         ) per_course
        join course_offerings o on o.id = e.course_id and o.term_id = ${inView}
        where e.student_id = ${studentId}) as pending,
      (select coalesce(json_agg(json_build_object(
                'courseId', c.id, 'courseName', c.name, 'code', c.code, 'instructorName', u.name,
                'time', c.schedule_time, 'room', c.schedule_room, 'isVirtual', c.is_virtual,
                'session', null)), '[]')
         from enrollments e
         join courses c on c.id = e.course_id
         left join users u on u.id = c.instructor_id
        where e.student_id = ${studentId} and c.archived_at is null and ${weekday} = any(c.schedule_days)
          and c.term_id = ${inView}
      ) as today,
      ${sessionsJson(sql`
         from enrollments e
         join student_profiles p on p.user_id = e.student_id
         join virtual_sessions v on v.course_id = e.course_id
         join courses c on c.id = v.course_id
         left join users u on u.id = coalesce(v.instructor_id, c.instructor_id)
        where e.student_id = ${studentId} and c.archived_at is null and v.status <> 'cancelled'
          and v.scheduled_at >= ${day.from}::timestamptz and v.scheduled_at < ${day.to}::timestamptz
          and (v.section is null or v.section = p.section)`)} as sessions,
      json_build_object(
        'assignments', (select coalesce(json_agg(t), '[]') from (
            select a.title, c.code, a.created_at as at
              from enrollments e
              join assignments a on a.course_id = e.course_id
              join courses c on c.id = a.course_id
             where e.student_id = ${studentId}
             order by a.created_at desc limit ${RECENT_ACTIVITIES}) t),
        'grades', (select coalesce(json_agg(t), '[]') from (
            select c.code, g.exam_type as "examType", g.letter_grade as letter, g.created_at as at
              from grades g join courses c on c.id = g.course_id
             where g.student_id = ${studentId}
             order by g.created_at desc limit ${RECENT_ACTIVITIES}) t),
        'graded', (select coalesce(json_agg(t), '[]') from (
            select a.title, c.code, s.marks_obtained as marks, a.total_marks as total, s.graded_at as at
              from submissions s
              join assignments a on a.id = s.assignment_id
              join courses c on c.id = a.course_id
             where s.student_id = ${studentId} and s.status = 'graded' and s.graded_at is not null
             order by s.graded_at desc limit ${RECENT_ACTIVITIES}) t)
      ) as activities,
      (select coalesce(json_agg(t order by t.closes_at, t.title), '[]') from (
          select q.id as "_id", q.title, q.opens_at,
                 q.closes_at + make_interval(mins => coalesce(al.extra_minutes, 0)) as closes_at,
                 json_build_object('_id', c.id, 'code', c.code, 'name', c.name) as course,
                 exists (select 1 from quiz_attempts a
                          where a.quiz_id = q.id and a.student_id = e.student_id
                            and a.submitted_at is null) as started
            from enrollments e
            join quizzes q on q.course_id = e.course_id
            join course_offerings o on o.id = e.course_id and o.term_id = ${inView}
            join courses c on c.id = q.course_id
            left join quiz_allowances al on al.quiz_id = q.id and al.student_id = e.student_id
           where e.student_id = ${studentId} and c.archived_at is null
             and q.opens_at <= ${now.toISOString()}::timestamptz
             and q.closes_at + make_interval(mins => coalesce(al.extra_minutes, 0)) > ${now.toISOString()}::timestamptz
             and not exists (select 1 from quiz_attempts a
                              where a.quiz_id = q.id and a.student_id = e.student_id
                                and a.submitted_at is not null)) t
      ) as quizzes`,
  );
  return {
    enrolledCourses: row.enrolled,
    cgpa: row.finals.length === 0 ? null : gradePointAverage(row.finals),
    attendancePercentage: overallAttendance(
      row.attendance.map((c) => attendancePercentage(c.attended, c.total)),
    ),
    pendingAssignments: row.pending,
    upcomingClasses: byStartTime([
      ...row.today,
      ...row.sessions.map((session) => todaySessionEntry(session, timeZone)),
    ]),
    recentActivities: mergeActivities(row.activities),
    quizzesDue: row.quizzes.map((q) => ({
      ...q,
      opens_at: jsonDate(q.opens_at).toISOString(),
      closes_at: jsonDate(q.closes_at).toISOString(),
    })),
  };
}
