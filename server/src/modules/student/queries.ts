/**
 * The student area's reads. Every query is scoped to the signed-in student and its enrolled courses; each page
 * takes a fixed number of queries, whatever the number of courses or assignments.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { gradePointAverage } from '../../../../contract/rules/grades';
import {
  attendanceOutlook,
  attendancePercentage,
  overallAttendance,
} from '../../../../contract/rules/attendance';
import { assignmentDisplayStatus, isOverdue } from '../../../../contract/rules/assignments';
import type { z } from 'zod';
import type {
  AttendanceRecordSchema,
  CourseAttendanceSchema,
  GradeRecord,
  GradeSummary,
  StudentActivitySchema,
  StudentAssignment,
  StudentCourseSchema,
  StudentDashboard,
  TodayClassSchema,
} from '../../../../contract/student';
import type { Db } from '../../db/client';
import { presentGrade, presentSubmission } from '../academic-records/presenters';
import {
  assignments,
  attendanceRecords,
  courses,
  enrollments,
  grades,
  submissions,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { selectCourses } from '../courses/queries';
import { COURSE_NOT_FOUND, enrolledCourseIds } from './policy';

type StudentCourse = z.infer<typeof StudentCourseSchema>;
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
export async function studentCourses(
  db: Db,
  studentId: string,
  now: Date,
  filter: { semester?: number; courseId?: string } = {},
): Promise<StudentCourse[]> {
  const list = await selectCourses(
    db,
    and(
      inArray(courses.id, enrolledCourseIds(db, studentId)),
      filter.semester ? eq(courses.semester, filter.semester) : undefined,
      filter.courseId ? eq(courses.id, filter.courseId) : undefined,
    ),
  );
  if (list.length === 0) return [];
  const ids = list.map((c) => c._id);
  const [sizes, pending] = await Promise.all([
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
  ]);
  const sizeOf = new Map(sizes.map((r) => [r.courseId, r.n]));
  const pendingOf = new Map(pending.map((r) => [r.courseId, r.n]));
  return list.map((course) => ({
    ...course,
    instructor_name: course.instructor_id?.name ?? null,
    enrolledCount: sizeOf.get(course._id) ?? 0,
    assignments: pendingOf.get(course._id) ?? 0,
  }));
}

// ---- Assignments --------------------------------------------------------------------------------------------

const STATUS_FILTERS: Record<AssignmentStatusFilter, (now: Date) => SQL | undefined> = {
  pending: pendingCondition,
  submitted: () => isNotNull(submissions.id),
  overdue: (now) => and(isNull(submissions.id), lt(assignments.dueDate, now)),
};

/** The assignments of the student's courses with its own submission, by due date. */
export async function studentAssignments(
  db: Db,
  studentId: string,
  now: Date,
  filter: { status?: AssignmentStatusFilter; courseId?: string } = {},
): Promise<StudentAssignment[]> {
  const rows = await db
    .select({ assignment: assignments, course: courseRef, submission: submissions })
    .from(assignments)
    .innerJoin(
      enrollments,
      and(eq(enrollments.courseId, assignments.courseId), eq(enrollments.studentId, studentId)),
    )
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(submissions, ownSubmission(studentId))
    .where(
      and(
        filter.courseId ? eq(assignments.courseId, filter.courseId) : undefined,
        filter.status ? STATUS_FILTERS[filter.status](now) : undefined,
      ),
    )
    .orderBy(asc(assignments.dueDate), asc(assignments.title));
  return rows.map(({ assignment, course, submission }) => ({
    _id: assignment.id,
    title: assignment.title,
    description: assignment.description,
    type: assignment.type,
    total_marks: assignment.totalMarks,
    due_date: assignment.dueDate.toISOString(),
    course_id: course,
    isOverdue: isOverdue(assignment.dueDate, now),
    displayStatus: assignmentDisplayStatus(
      submission && { status: submission.status, is_late: submission.isLate },
      assignment.dueDate,
      now,
    ),
    submission: submission && presentSubmission(submission),
  }));
}

async function pendingAssignmentCount(db: Db, studentId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assignments)
    .innerJoin(
      enrollments,
      and(eq(enrollments.courseId, assignments.courseId), eq(enrollments.studentId, studentId)),
    )
    .leftJoin(submissions, ownSubmission(studentId))
    .where(pendingCondition(now));
  return row?.n ?? 0;
}

// ---- Grades -------------------------------------------------------------------------------------------------

/** The student's results, all exam types, by semester and course. */
export async function studentGrades(
  db: Db,
  studentId: string,
  filter: { semester?: number; courseId?: string } = {},
): Promise<GradeRecord[]> {
  const rows = await db
    .select({ grade: grades, course: courseRef })
    .from(grades)
    .innerJoin(courses, eq(courses.id, grades.courseId))
    .where(
      and(
        eq(grades.studentId, studentId),
        filter.semester ? eq(grades.semester, filter.semester) : undefined,
        filter.courseId ? eq(grades.courseId, filter.courseId) : undefined,
      ),
    )
    .orderBy(asc(grades.semester), asc(courses.code), asc(grades.examType));
  return rows.map(({ grade, course }) => presentGrade(grade, course));
}

/** CGPA, credits and SGPA per semester, from final results only. */
export async function gradeSummary(db: Db, studentId: string): Promise<GradeSummary> {
  const finals = await db
    .select({ semester: grades.semester, gradePoint: grades.gradePoint, credits: grades.credits })
    .from(grades)
    .where(and(eq(grades.studentId, studentId), eq(grades.examType, 'final')))
    .orderBy(asc(grades.semester));
  const semesters = [...new Set(finals.map((r) => r.semester))];
  return {
    cgpa: gradePointAverage(finals),
    totalCredits: finals.reduce((sum, r) => sum + r.credits, 0),
    totalCourses: finals.length,
    semesterSummary: semesters.map((semester) => {
      const results = finals.filter((r) => r.semester === semester);
      return {
        semester,
        sgpa: gradePointAverage(results),
        totalCredits: results.reduce((sum, r) => sum + r.credits, 0),
        coursesCompleted: results.length,
      };
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
): Promise<CourseAttendance[]> {
  const rows = await db
    .select({
      course: courseRef,
      total: count(),
      present: statusCount('present'),
      absent: statusCount('absent'),
      late: statusCount('late'),
      excused: statusCount('excused'),
    })
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
      ),
    )
    .groupBy(courses.id)
    .orderBy(asc(courses.code));
  return rows.map((row) => courseAttendance(row.course, row));
}

function courseAttendance(
  course: CourseAttendance['course'],
  counts: { total: number; present: number; absent: number; late: number; excused: number },
): CourseAttendance {
  const attended = counts.present + counts.late;
  return {
    course,
    ...counts,
    percentage: attendancePercentage(attended, counts.total),
    ...attendanceOutlook(attended, counts.total),
  };
}

export async function attendanceSummary(db: Db, studentId: string) {
  const summary = await attendanceByCourse(db, studentId);
  return { summary, overall: overallAttendance(summary.map((c) => c.percentage)) };
}

/** The student's attendance records, newest first; one course's when asked. */
export async function attendanceHistory(
  db: Db,
  studentId: string,
  courseId?: string,
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
      ),
    )
    .orderBy(desc(attendanceRecords.date), desc(attendanceRecords.createdAt));
  return rows.map(({ record, course }) => ({
    _id: record.id,
    date: record.date,
    course_id: course,
    status: record.status,
    session_type: record.sessionType,
    remarks: record.remarks,
  }));
}

// ---- One course ---------------------------------------------------------------------------------------------

export async function studentCourseDetail(db: Db, studentId: string, courseId: string, now: Date) {
  const [course] = await studentCourses(db, studentId, now, { courseId });
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const [courseAssignments, [attendance], courseGrades] = await Promise.all([
    studentAssignments(db, studentId, now, { courseId }),
    attendanceByCourse(db, studentId, courseId),
    studentGrades(db, studentId, { courseId }),
  ]);
  const ref = { _id: course._id, code: course.code, name: course.name };
  return {
    course,
    assignments: courseAssignments,
    attendance: attendance ?? courseAttendance(ref, { total: 0, present: 0, absent: 0, late: 0, excused: 0 }),
    grades: courseGrades,
  };
}

// ---- Dashboard ----------------------------------------------------------------------------------------------

const RECENT_ACTIVITIES = 10;

/** Minutes after midnight of a schedule time such as '09:00 - 10:30' or '2:00 PM'; unknown times sort last. */
export function scheduleStartMinutes(time: string): number {
  const match = /(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?/i.exec(time);
  if (!match) return 24 * 60;
  let hours = Number(match[1]) % 24;
  const meridiem = match[3]?.[0]?.toLowerCase();
  if (meridiem === 'p' && hours < 12) hours += 12;
  if (meridiem === 'a' && hours === 12) hours = 0;
  return hours * 60 + Number(match[2] ?? 0);
}

/** The weekday of a moment in the college's time zone ('Monday'). */
export const weekdayIn = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(now);

async function todaysClasses(db: Db, studentId: string, now: Date, timeZone: string): Promise<TodayClass[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      code: courses.code,
      instructorName: users.name,
      time: courses.scheduleTime,
      room: courses.scheduleRoom,
      isVirtual: courses.isVirtual,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(users, eq(users.id, courses.instructorId))
    .where(
      and(
        eq(enrollments.studentId, studentId),
        isNull(courses.archivedAt),
        sql`${weekdayIn(now, timeZone)} = any(${courses.scheduleDays})`,
      ),
    );
  return rows.sort(
    (a, b) => scheduleStartMinutes(a.time) - scheduleStartMinutes(b.time) || a.code.localeCompare(b.code),
  );
}

/** New assignments in the student's courses, its results posted and its submissions graded; newest first. */
async function recentActivities(db: Db, studentId: string): Promise<StudentActivity[]> {
  const [newAssignments, postedGrades, gradedSubmissions] = await Promise.all([
    db
      .select({ title: assignments.title, code: courses.code, at: assignments.createdAt })
      .from(assignments)
      .innerJoin(
        enrollments,
        and(eq(enrollments.courseId, assignments.courseId), eq(enrollments.studentId, studentId)),
      )
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .orderBy(desc(assignments.createdAt))
      .limit(RECENT_ACTIVITIES),
    db
      .select({
        code: courses.code,
        examType: grades.examType,
        letter: grades.letterGrade,
        at: grades.createdAt,
      })
      .from(grades)
      .innerJoin(courses, eq(courses.id, grades.courseId))
      .where(eq(grades.studentId, studentId))
      .orderBy(desc(grades.createdAt))
      .limit(RECENT_ACTIVITIES),
    db
      .select({
        title: assignments.title,
        code: courses.code,
        marks: submissions.marksObtained,
        total: assignments.totalMarks,
        at: submissions.gradedAt,
      })
      .from(submissions)
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .where(
        and(
          eq(submissions.studentId, studentId),
          eq(submissions.status, 'graded'),
          isNotNull(submissions.gradedAt),
        ),
      )
      .orderBy(desc(submissions.gradedAt))
      .limit(RECENT_ACTIVITIES),
  ]);
  const all: (Omit<StudentActivity, 'time'> & { at: Date })[] = [
    ...newAssignments.map((a) => ({
      type: 'assignment' as const,
      message: `New assignment in ${a.code}: ${a.title}`,
      at: a.at,
    })),
    ...postedGrades.map((g) => ({
      type: 'grade' as const,
      message: `${g.code} ${g.examType} result posted: ${g.letter}`,
      at: g.at,
    })),
    ...gradedSubmissions.map((s) => ({
      type: 'grade' as const,
      message: `${s.code} "${s.title}" graded: ${s.marks}/${s.total}`,
      at: s.at!,
    })),
  ];
  return all
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RECENT_ACTIVITIES)
    .map(({ type, message, at }) => ({ type, message, time: at.toISOString() }));
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
  const [[enrolled], results, attendance, pendingAssignments, upcomingClasses, activities] =
    await Promise.all([
      db.select({ n: count() }).from(enrollments).where(eq(enrollments.studentId, studentId)),
      gradeSummary(db, studentId),
      attendanceSummary(db, studentId),
      pendingAssignmentCount(db, studentId, now),
      todaysClasses(db, studentId, now, timeZone),
      recentActivities(db, studentId),
    ]);
  return {
    enrolledCourses: enrolled?.n ?? 0,
    cgpa: results.cgpa,
    attendancePercentage: attendance.overall,
    pendingAssignments,
    upcomingClasses,
    recentActivities: activities,
  };
}
