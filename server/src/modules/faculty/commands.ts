/**
 * The faculty area's writes, each a named command. Multi-row writes (attendance, bulk results, regrading)
 * run in one transaction and check every row before writing any.
 */
import { say } from '../../../../contract/message-catalogue';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AssignmentInputSchema,
  AttendanceMarkSchema,
  BulkGradeEntrySchema,
  GradeEntrySchema,
  GradeSubmissionInputSchema,
} from '../../../../contract/faculty';
import { collegeToday } from '../../../../contract/college-clock';
import type { FieldError } from '../../../../contract/envelope';
import { MESSAGES } from '../../../../contract/messages';
import { attendanceDateProblem } from '../../../../contract/rules/attendance-dates';
import { gradeResult } from '../../../../contract/rules/grades';
import type { GradeRecord, Submission } from '../../../../contract/student';
import type { Db } from '../../db/client';
import { assignments, attendanceRecords, grades, submissionGradeHistory, submissions } from '../../db/schema';
import { badRequest, fieldError } from '../../lib/http-error';
import { recordActivity } from '../activity/record';
import { recordAudit } from '../audit/record';
import { attemptsOf, refuseOtherSemester } from '../academic-records/attempts';
import { presentSubmission } from '../academic-records/presenters';
import { enrolledStudents } from '../notifications/audiences';
import { standingAfterMarks, warnOnAttendanceDrop } from '../notifications/attendance-warning';
import { notify } from '../notifications/notify';
import { NOTIFICATION_LINKS } from '../../../../contract/notifications';
import { recordSubmissionEvent } from '../submission-loop/events';
import { auditGrading, studentRecordChanges } from './audit';
import { beforeMarking, beforeResults, priorResults } from './class-before';
import {
  lockTaughtSubmission,
  refuseClosedTerm,
  refuseClosedTermToTeacher,
  teachesCourse,
  teachesOffering,
  type Actor,
} from '../teaching/policy';
import { gradesByIds } from './queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The last entry per student wins when a student is sent twice, so that one statement writes each once. */
function lastPerStudent<T extends { student_id: string }>(rows: readonly T[]): T[] {
  return [...new Map(rows.map((row) => [row.student_id, row])).values()];
}

// ---- Assignments --------------------------------------------------------------------------------------------

export async function createAssignment(
  db: Db,
  user: Actor,
  input: z.output<typeof AssignmentInputSchema>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const course = await teachesCourse(tx, user, input.course_id);
    refuseClosedTermToTeacher(user, { name: course.termName, closedAt: course.termClosedAt });
    const [row] = await tx
      .insert(assignments)
      .values({
        courseId: course.id,
        title: input.title,
        description: input.description,
        type: input.type,
        totalMarks: input.total_marks,
        dueDate: new Date(input.due_date),
        createdBy: user.id,
      })
      .returning({ id: assignments.id });
    await recordActivity(
      tx,
      'other',
      say('activity.assignmentPosted', { assignment: `${course.code} ${input.title}` }),
      user.id,
    );
    await notify(tx, enrolledStudents(course.id), {
      kind: 'assignment_posted',
      title: say('activity.newAssignment', { code: course.code, title: input.title }),
      body: say('notice.newAssignmentBody', {
        course: `${course.code} ${course.name}`,
        title: input.title,
        marks: input.total_marks,
      }),
      link: NOTIFICATION_LINKS.studentAssignments,
    });
    return row.id;
  });
}

/**
 * Grades a submission, marks checked against the assignment's total. Regrading first copies the earlier
 * marks into the history, under the submission's row lock so that two graders cannot lose each other's marks.
 */
export async function gradeSubmission(
  db: Db,
  user: Actor,
  submissionId: string,
  input: z.output<typeof GradeSubmissionInputSchema>,
  now: Date,
): Promise<Submission> {
  return db.transaction(async (tx) => {
    const {
      submission: earlier,
      assignment,
      courseCode,
      term,
      studentName,
    } = await lockTaughtSubmission(tx, user, submissionId);
    refuseClosedTerm(user, term, input.reason);
    if (input.marks_obtained > assignment.totalMarks)
      throw fieldError('marks_obtained', MESSAGES.marksAboveTotal);
    if (earlier.marksObtained !== null && earlier.gradedAt !== null) {
      await tx.insert(submissionGradeHistory).values({
        submissionId,
        marksObtained: earlier.marksObtained,
        feedback: earlier.feedback,
        gradedAt: earlier.gradedAt,
        gradedBy: earlier.gradedBy,
      });
    }
    const [graded] = await tx
      .update(submissions)
      .set({
        marksObtained: input.marks_obtained,
        feedback: input.feedback || null,
        gradedAt: now,
        gradedBy: user.id,
        status: 'graded',
        // Graded without waiting for the resubmission: the return is over.
        returnedAt: null,
        returnMarksLate: false,
      })
      .where(eq(submissions.id, submissionId))
      .returning();
    await auditGrading(
      tx,
      earlier,
      graded,
      { student: studentName, title: assignment.title, code: courseCode, total: assignment.totalMarks },
      input.reason,
    );
    await recordSubmissionEvent(tx, {
      submissionId,
      kind: 'graded',
      actorId: user.id,
      body: input.feedback || null,
      marksObtained: input.marks_obtained,
      at: now,
    });
    await notify(tx, [graded.studentId], {
      kind: 'submission_graded',
      title: say('notice.graded', { title: assignment.title }),
      body: input.feedback
        ? say('notice.gradedFeedbackBody', {
            marks: input.marks_obtained,
            total: assignment.totalMarks,
            title: assignment.title,
            feedback: input.feedback,
          })
        : say('notice.gradedBody', {
            marks: input.marks_obtained,
            total: assignment.totalMarks,
            title: assignment.title,
          }),
      link: NOTIFICATION_LINKS.studentAssignments,
    });
    return presentSubmission(graded);
  });
}

// ---- Attendance ---------------------------------------------------------------------------------------------

/** Refuses the whole request, naming each row, when any student is neither enrolled nor (for results) graded. */
function refuseUnknown(
  rows: readonly { student_id: string }[],
  known: Set<string>,
  field: (index: number) => string,
) {
  const errors: FieldError[] = rows.flatMap((row, i) =>
    known.has(row.student_id) ? [] : [{ field: field(i), message: MESSAGES.studentNotEnrolled }],
  );
  if (errors.length) throw badRequest(MESSAGES.studentNotEnrolled, errors);
}

/**
 * Marks a class meeting: one record per student and meeting (course, date, session type, start time), so that
 * marking again updates the records. Nothing is written if the date is outside the offering's term or in the
 * future, the term is closed (an admin's correction with a reason excepted), or any student is not enrolled.
 */
export async function markAttendance(
  db: Db,
  user: Actor,
  input: z.output<typeof AttendanceMarkSchema>,
  now: Date,
  timeZone: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { course, term } = await teachesOffering(tx, user, input.course_id);
    refuseClosedTerm(user, term, input.reason);
    const dateProblem = attendanceDateProblem(input.date, collegeToday(now, timeZone), term);
    if (dateProblem) throw fieldError('date', dateProblem);
    const meeting = {
      courseId: course.id,
      date: input.date,
      sessionType: input.session_type,
      startTime: input.start_time,
    };
    const { enrolled, prior, standing } = await beforeMarking(
      tx,
      meeting,
      input.students.map((s) => s.student_id),
    );
    refuseUnknown(input.students, enrolled, (i) => `students.${i}.student_id`);
    const rows = lastPerStudent(input.students);
    const written = await tx
      .insert(attendanceRecords)
      .values(
        rows.map((s) => ({
          courseId: course.id,
          studentId: s.student_id,
          date: input.date,
          sessionType: input.session_type,
          startTime: input.start_time,
          status: s.status,
          remarks: s.remarks || null,
          markedBy: user.id,
        })),
      )
      .onConflictDoUpdate({
        target: [
          attendanceRecords.studentId,
          attendanceRecords.courseId,
          attendanceRecords.date,
          attendanceRecords.sessionType,
          attendanceRecords.startTime,
        ],
        set: {
          status: sql`excluded.status`,
          remarks: sql`excluded.remarks`,
          markedBy: sql`excluded.marked_by`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: attendanceRecords.id, studentId: attendanceRecords.studentId });
    const where = [course.code, input.date, input.session_type, input.start_time].filter(Boolean).join(' ');
    await recordAudit(
      tx,
      studentRecordChanges({
        entity: 'attendance',
        created: 'attendance.marked',
        changed: 'attendance.changed',
        reason: input.reason,
        prior,
        written,
        writes: rows.map((s) => ({
          studentId: s.student_id,
          now: { status: s.status, remarks: s.remarks || null },
          summary: (name, before) =>
            before
              ? say('audit.attendanceChanged', {
                  class: where,
                  name,
                  from: String(before.status),
                  to: s.status,
                })
              : say('audit.attendanceMarked', { class: where, name, status: s.status }),
        })),
      }),
    );
    const after = standingAfterMarks(
      standing,
      rows.map((s) => ({
        studentId: s.student_id,
        was: prior.get(s.student_id)?.record?.status ?? null,
        now: s.status,
      })),
    );
    await warnOnAttendanceDrop(
      tx,
      course,
      { before: standing, after },
      rows.map((s) => s.student_id),
      input.date,
    );
    return rows.length;
  });
}

// ---- Results ------------------------------------------------------------------------------------------------

interface ResultRows {
  course_id: string;
  /** Only checked: a result's semester is its course's. */
  semester?: number;
  exam_type: (typeof grades.$inferInsert)['examType'] & string;
  total_marks: number;
  /** Why, for an admin's correction of a closed term's results. */
  reason?: string;
  entries: readonly { student_id: string; marks_obtained: number; remarks?: string; attempt?: number }[];
}

/**
 * Writes results, one per student, course, exam type and attempt (entering again updates it), under the
 * course's semester; percentage, letter grade and grade point come from the contract's rules, credits from the
 * course. All rows or none. See docs/decisions/0013-results-count-once.md for attempts.
 */
async function enterResults(
  db: Db,
  user: Actor,
  input: ResultRows,
  fieldOf = (index: number, field: string) => `entries.${index}.${field}`,
): Promise<GradeRecord[]> {
  const aboveTotal: FieldError[] = input.entries.flatMap((entry, i) =>
    entry.marks_obtained > input.total_marks
      ? [{ field: fieldOf(i, 'marks_obtained'), message: MESSAGES.marksAboveTotal }]
      : [],
  );
  if (aboveTotal.length) throw badRequest(MESSAGES.marksAboveTotal, aboveTotal);
  return db.transaction(async (tx: Tx) => {
    const course = await teachesCourse(tx, user, input.course_id);
    refuseClosedTerm(user, { name: course.termName, closedAt: course.termClosedAt }, input.reason);
    refuseOtherSemester(input.semester, course);
    const { known, history } = await beforeResults(
      tx,
      course,
      input.entries.map((e) => e.student_id),
    );
    refuseUnknown(input.entries, known, (i) => fieldOf(i, 'student_id'));
    const attempts = attemptsOf(input.entries, history, (i) => fieldOf(i, 'attempt'));
    const rows = lastPerStudent(input.entries.map((entry, i) => ({ ...entry, attempt: attempts[i]! })));
    const prior = priorResults(
      history,
      input.exam_type,
      rows.map((e) => ({ studentId: e.student_id, attempt: e.attempt })),
    );
    const written = await tx
      .insert(grades)
      .values(
        rows.map((entry) => {
          const result = gradeResult(entry.marks_obtained, input.total_marks);
          return {
            studentId: entry.student_id,
            courseId: course.id,
            catalogueCourseId: course.catalogueCourseId,
            semester: course.semester,
            examType: input.exam_type,
            attempt: entry.attempt,
            marksObtained: entry.marks_obtained,
            totalMarks: input.total_marks,
            percentage: result.percentage,
            letterGrade: result.letterGrade,
            gradePoint: result.gradePoint,
            credits: course.credits,
            remarks: entry.remarks || null,
            enteredBy: user.id,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [grades.studentId, grades.catalogueCourseId, grades.examType, grades.attempt],
        set: {
          // A correction of the result: it stays under the semester it was entered in.
          marksObtained: sql`excluded.marks_obtained`,
          totalMarks: sql`excluded.total_marks`,
          percentage: sql`excluded.percentage`,
          letterGrade: sql`excluded.letter_grade`,
          gradePoint: sql`excluded.grade_point`,
          credits: sql`excluded.credits`,
          remarks: sql`excluded.remarks`,
          enteredBy: sql`excluded.entered_by`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: grades.id, studentId: grades.studentId });
    await recordAudit(
      tx,
      studentRecordChanges({
        entity: 'grade',
        created: 'grade.entered',
        changed: 'grade.changed',
        reason: input.reason,
        prior,
        written,
        writes: rows.map((entry) => {
          const { letterGrade } = gradeResult(entry.marks_obtained, input.total_marks);
          return {
            studentId: entry.student_id,
            now: {
              marks_obtained: entry.marks_obtained,
              total_marks: input.total_marks,
              letter_grade: letterGrade,
              remarks: entry.remarks || null,
            },
            summary: (name, before) =>
              say(before ? 'audit.gradeChanged' : 'audit.gradeEntered', {
                course: course.code,
                exam: input.exam_type,
                semester: course.semester,
                attempt: entry.attempt,
                name,
                marks: entry.marks_obtained,
                total: input.total_marks,
                letter: letterGrade,
              }),
          };
        }),
      }),
    );
    await recordActivity(
      tx,
      'student',
      say('activity.gradesEntered', { course: course.code, n: rows.length }),
      user.id,
    );
    return gradesByIds(
      tx,
      written.map((w) => w.id),
    );
  });
}

/** One student's result (POST /api/grades). */
export async function enterGrade(db: Db, user: Actor, input: z.output<typeof GradeEntrySchema>) {
  const entry = {
    student_id: input.student_id,
    marks_obtained: input.marks_obtained,
    remarks: input.remarks,
    attempt: input.attempt,
  };
  const [grade] = await enterResults(db, user, { ...input, entries: [entry] }, (_, field) => field);
  return grade;
}

/** A course's results in one request (POST /api/grades/bulk): all are saved, or none. */
export function enterGrades(db: Db, user: Actor, input: z.output<typeof BulkGradeEntrySchema>) {
  return enterResults(db, user, input);
}
