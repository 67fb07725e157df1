/**
 * The faculty area's reads. Every list is scoped to the teacher's courses (or, for an admin, to the course
 * asked for) and takes a fixed number of queries, whatever the number of courses, students or submissions.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExamType } from '../../../../contract/enums';
import type {
  FacultyAssignment,
  FacultyDashboard,
  FacultyStudentProfileSchema,
  FacultyStudentSchema,
  FacultySubmission,
  RecentSubmissionSchema,
} from '../../../../contract/faculty';
import {
  attendanceOutlook,
  attendancePercentage,
  overallAttendance,
} from '../../../../contract/rules/attendance';
import { gradePointAverage } from '../../../../contract/rules/grades';
import type { GradeRecord } from '../../../../contract/student';
import type { Db } from '../../db/client';
import { presentGrade, presentSubmission } from '../academic-records/presenters';
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
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { containsPattern } from '../admin-people/queries';
import { selectCourses } from '../courses/queries';
import { attendanceByCourse, scheduleStartMinutes, studentGrades, weekdayIn } from '../student/queries';
import { STUDENT_NOT_FOUND } from './policy';

type FacultyStudent = z.infer<typeof FacultyStudentSchema>;
type FacultyStudentProfile = z.infer<typeof FacultyStudentProfileSchema>;
type RecentSubmission = z.infer<typeof RecentSubmissionSchema>;

const courseRef = { _id: courses.id, code: courses.code, name: courses.name };
const studentRef = { _id: users.id, name: users.name, student_id: studentProfiles.studentId };
const RECENT_SUBMISSIONS = 5;

/** The ids of the courses a teacher teaches, as a subquery. */
const taughtCourseIds = (db: Db, teacherId: string) =>
  db.select({ id: courses.id }).from(courses).where(eq(courses.instructorId, teacherId));

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

/** The dashboard's figures over the teacher's courses: five queries, run together. */
export async function facultyDashboard(
  db: Db,
  teacher: { id: string; name: string },
  now: Date,
  timeZone: string,
): Promise<FacultyDashboard> {
  const mine = eq(courses.instructorId, teacher.id);
  const [[courseCount], [studentCount], [pending], today, recent] = await Promise.all([
    db.select({ n: count() }).from(courses).where(mine),
    db
      .select({ n: sql<number>`count(distinct ${enrollments.studentId})`.mapWith(Number) })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(users, activeStudent)
      .where(mine),
    db
      .select({ n: count() })
      .from(submissions)
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .where(and(mine, eq(submissions.status, 'submitted'))),
    db
      .select({
        courseId: courses.id,
        courseName: courses.name,
        code: courses.code,
        time: courses.scheduleTime,
        room: courses.scheduleRoom,
        isVirtual: courses.isVirtual,
      })
      .from(courses)
      .where(
        and(
          mine,
          isNull(courses.archivedAt),
          sql`${weekdayIn(now, timeZone)} = any(${courses.scheduleDays})`,
        ),
      ),
    db
      .select({
        submission: submissions,
        student: studentRef,
        assignment: { _id: assignments.id, title: assignments.title },
        course: courseRef,
      })
      .from(submissions)
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .innerJoin(users, eq(users.id, submissions.studentId))
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(mine)
      .orderBy(desc(submissions.submittedAt), desc(submissions.id))
      .limit(RECENT_SUBMISSIONS),
  ]);
  const todaysClasses = today
    .map((c) => ({ ...c, instructorName: teacher.name }))
    .sort(
      (a, b) => scheduleStartMinutes(a.time) - scheduleStartMinutes(b.time) || a.code.localeCompare(b.code),
    );
  const recentSubmissions: RecentSubmission[] = recent.map((r) => ({
    _id: r.submission.id,
    student: r.student,
    assignment: r.assignment,
    course: r.course,
    submitted_at: r.submission.submittedAt.toISOString(),
    is_late: r.submission.isLate,
    status: r.submission.status,
  }));
  return {
    myCourses: courseCount?.n ?? 0,
    totalStudents: studentCount?.n ?? 0,
    pendingAssignments: pending?.n ?? 0,
    classesToday: todaysClasses.length,
    todaysClasses,
    recentSubmissions,
  };
}

// ---- Courses ------------------------------------------------------------------------------------------------

/** The courses the teacher teaches (archived ones too, for their records), with class sizes. */
export async function facultyCourses(db: Db, teacherId: string, semester?: number) {
  const list = await selectCourses(
    db,
    and(eq(courses.instructorId, teacherId), semester ? eq(courses.semester, semester) : undefined),
  );
  const sizes = await enrolledCounts(
    db,
    list.map((c) => c._id),
  );
  return list.map((course) => ({ ...course, enrolledCount: sizes.get(course._id) ?? 0 }));
}

// ---- Students -----------------------------------------------------------------------------------------------

const attendedCount =
  sql<number>`count(*) filter (where ${attendanceRecords.status} in ('present', 'late'))`.mapWith(Number);

/**
 * Approved students enrolled in the teacher's courses (one course's when `courseId` is given), by name, each
 * with the teacher's courses it takes, its CGPA (final results) and its attendance in the teacher's courses.
 */
export async function facultyStudents(
  db: Db,
  teacherId: string,
  filter: { courseId?: string; search?: string; studentId?: string } = {},
): Promise<FacultyStudent[]> {
  const taught = taughtCourseIds(db, teacherId);
  const inScope = db
    .select({ id: enrollments.studentId })
    .from(enrollments)
    .where(
      and(
        inArray(enrollments.courseId, taught),
        filter.courseId ? eq(enrollments.courseId, filter.courseId) : undefined,
      ),
    );
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const people = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      student_id: studentProfiles.studentId,
      semester: studentProfiles.semester,
      section: studentProfiles.section,
    })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, 'student'),
        eq(users.status, 'approved'),
        inArray(users.id, inScope),
        filter.studentId ? eq(users.id, filter.studentId) : undefined,
        pattern
          ? or(
              ilike(users.name, pattern),
              ilike(users.email, pattern),
              ilike(studentProfiles.studentId, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(studentProfiles.studentId));
  if (people.length === 0) return [];
  const ids = people.map((p) => p._id);

  const [taken, finals, attendance] = await Promise.all([
    db
      .select({ studentId: enrollments.studentId, course: courseRef })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(and(inArray(enrollments.studentId, ids), eq(courses.instructorId, teacherId)))
      .orderBy(asc(courses.code)),
    db
      .select({ studentId: grades.studentId, gradePoint: grades.gradePoint, credits: grades.credits })
      .from(grades)
      .where(and(inArray(grades.studentId, ids), eq(grades.examType, 'final'))),
    db
      .select({
        studentId: attendanceRecords.studentId,
        courseId: attendanceRecords.courseId,
        total: count(),
        attended: attendedCount,
      })
      .from(attendanceRecords)
      .innerJoin(courses, eq(courses.id, attendanceRecords.courseId))
      .where(and(inArray(attendanceRecords.studentId, ids), eq(courses.instructorId, teacherId)))
      .groupBy(attendanceRecords.studentId, attendanceRecords.courseId),
  ]);
  const group = <T extends { studentId: string }>(rows: T[]) => {
    const byStudent = new Map<string, T[]>();
    for (const row of rows) byStudent.set(row.studentId, [...(byStudent.get(row.studentId) ?? []), row]);
    return (id: string) => byStudent.get(id) ?? [];
  };
  const coursesOf = group(taken);
  const finalsOf = group(finals);
  const attendanceOf = group(attendance);
  return people.map((person) => ({
    ...person,
    courses: coursesOf(person._id).map((r) => r.course),
    cgpa: gradePointAverage(finalsOf(person._id)),
    attendance: overallAttendance(
      attendanceOf(person._id).map((r) => attendancePercentage(r.attended, r.total)),
    ),
  }));
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
    courses: student.courses.map((course) => ({
      course,
      attendance: attendance.find((a) => a.course._id === course._id) ?? {
        course,
        total: 0,
        present: 0,
        absent: 0,
        late: 0,
        excused: 0,
        percentage: 0,
        ...attendanceOutlook(0, 0),
      },
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
    .groupBy(assignments.id, courses.id)
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
  if (!assignment) throw notFound('Assignment not found');
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

// ---- Attendance ---------------------------------------------------------------------------------------------

/** The course's enrolled, approved students by name, each with that date's record for the session type. */
export async function courseRoster(
  db: Db,
  courseId: string,
  date: string | undefined,
  sessionType: (typeof attendanceRecords.$inferSelect)['sessionType'],
) {
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
        eq(attendanceRecords.sessionType, sessionType),
      ),
    )
    .where(eq(enrollments.courseId, courseId))
    .orderBy(asc(users.name), asc(studentProfiles.studentId));
  return rows.map(({ status, remarks, ...student }) => ({
    ...student,
    record: status ? { status, remarks } : null,
  }));
}

// ---- Grades -------------------------------------------------------------------------------------------------

/** The course's results (to prefill the entry page), by student name. */
export async function courseGrades(
  db: Db,
  courseId: string,
  filter: { semester?: number; examType?: ExamType } = {},
) {
  const rows = await db
    .select({ grade: grades, course: courseRef, student: studentRef })
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
    .orderBy(asc(users.name), asc(grades.semester), asc(grades.examType));
  return rows.map(({ grade, course, student }) => ({ ...presentGrade(grade, course), student }));
}

/** Results by id, as the API shows them (after a write). */
export async function gradesByIds(db: Pick<Db, 'select'>, ids: string[]): Promise<GradeRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ grade: grades, course: courseRef })
    .from(grades)
    .innerJoin(courses, eq(courses.id, grades.courseId))
    .innerJoin(users, eq(users.id, grades.studentId))
    .where(inArray(grades.id, ids))
    .orderBy(asc(users.name));
  return rows.map(({ grade, course }) => presentGrade(grade, course));
}
