/**
 * The audit trail of the faculty area's writes: what each record was before a command, and the entries for
 * what it changed. A record written again with the same values is not a change and gets no entry.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionType } from '../../../../contract/enums';
import type { Db } from '../../db/client';
import { assignments, attendanceRecords, courses, grades, submissions, users } from '../../db/schema';
import { say, type Said } from '../../../../contract/message-catalogue';
import { changedFields, recordAudit, type AuditChange, type AuditFields } from '../audit/record';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

/** Per student: its name, and its record before the command (null when there was none). */
export type PriorRecords = Map<string, { name: string; record: AuditFields | null }>;

const withoutNulls = (fields: AuditFields) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));

/** Each student's attendance of one class (course, date, session type) before it is marked. */
export async function priorAttendance(
  tx: Reader,
  where: { courseId: string; date: string; sessionType: SessionType; startTime: string },
  studentIds: string[],
): Promise<PriorRecords> {
  const found = await tx
    .select({
      studentId: users.id,
      name: users.name,
      id: attendanceRecords.id,
      status: attendanceRecords.status,
      remarks: attendanceRecords.remarks,
    })
    .from(users)
    .leftJoin(
      attendanceRecords,
      and(
        eq(attendanceRecords.studentId, users.id),
        eq(attendanceRecords.courseId, where.courseId),
        eq(attendanceRecords.date, where.date),
        eq(attendanceRecords.sessionType, where.sessionType),
        eq(attendanceRecords.startTime, where.startTime),
      ),
    )
    .where(inArray(users.id, studentIds));
  return new Map(
    found.map((f) => [
      f.studentId,
      { name: f.name, record: f.id ? { status: f.status, remarks: f.remarks } : null },
    ]),
  );
}

/** Each student's result of one exam (course, exam type, the student's attempt) before it is entered. */
export async function priorResults(
  tx: Reader,
  where: { courseId: string; examType: (typeof grades.$inferSelect)['examType'] },
  rows: readonly { studentId: string; attempt: number }[],
): Promise<PriorRecords> {
  const found = await tx
    .select({
      studentId: users.id,
      name: users.name,
      attempt: grades.attempt,
      id: grades.id,
      marks_obtained: grades.marksObtained,
      total_marks: grades.totalMarks,
      letter_grade: grades.letterGrade,
      remarks: grades.remarks,
    })
    .from(users)
    .leftJoin(
      grades,
      and(
        eq(grades.studentId, users.id),
        eq(grades.courseId, where.courseId),
        eq(grades.examType, where.examType),
      ),
    )
    .where(
      inArray(
        users.id,
        rows.map((r) => r.studentId),
      ),
    );
  const prior: PriorRecords = new Map();
  for (const { studentId, attempt } of rows) {
    const own = found.filter((f) => f.studentId === studentId);
    const hit = own.find((f) => f.id && f.attempt === attempt);
    const record = hit
      ? {
          marks_obtained: hit.marks_obtained,
          total_marks: hit.total_marks,
          letter_grade: hit.letter_grade,
          remarks: hit.remarks,
        }
      : null;
    prior.set(studentId, { name: own[0]?.name ?? '', record });
  }
  return prior;
}

export interface StudentRecordWrite {
  studentId: string;
  /** The audited fields as written. */
  now: AuditFields;
  summary: (name: string, before: AuditFields | null) => Said;
}

/** One entry per student whose record is new or different; `written` gives each record's id. */
export function studentRecordChanges(options: {
  entity: 'attendance' | 'grade';
  created: 'attendance.marked' | 'grade.entered';
  changed: 'attendance.changed' | 'grade.changed';
  prior: PriorRecords;
  written: readonly { id: string; studentId: string }[];
  writes: readonly StudentRecordWrite[];
}): AuditChange[] {
  const ids = new Map(options.written.map((w) => [w.studentId, w.id]));
  return options.writes.flatMap((write): AuditChange[] => {
    const { name, record } = options.prior.get(write.studentId) ?? { name: '', record: null };
    const base = { entity: options.entity, entityId: ids.get(write.studentId) };
    if (!record) {
      const summary = write.summary(name, null);
      return [{ ...base, action: options.created, summary, after: withoutNulls(write.now) }];
    }
    const change = changedFields(record, write.now);
    if (!change) return [];
    return [{ ...base, action: options.changed, summary: write.summary(name, record), ...change }];
  });
}

/** Graded for the first time, or regraded with other marks or feedback. */
export async function auditGrading(
  tx: Tx,
  earlier: typeof submissions.$inferSelect,
  graded: typeof submissions.$inferSelect,
) {
  const marksOf = (s: typeof earlier) => ({ marks_obtained: s.marksObtained, feedback: s.feedback });
  const regraded = earlier.marksObtained !== null && earlier.gradedAt !== null;
  const change = regraded
    ? changedFields(marksOf(earlier), marksOf(graded))
    : { before: null, after: withoutNulls(marksOf(graded)) };
  if (!change) return;
  const [about] = await tx
    .select({
      student: users.name,
      title: assignments.title,
      code: courses.code,
      total: assignments.totalMarks,
    })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .innerJoin(users, eq(users.id, graded.studentId))
    .where(eq(assignments.id, graded.assignmentId));
  await recordAudit(tx, {
    action: regraded ? 'submission.regraded' : 'submission.graded',
    entity: 'submission',
    entityId: graded.id,
    summary: say(regraded ? 'audit.submissionRegraded' : 'audit.submissionGraded', {
      course: about.code,
      title: about.title,
      name: about.student,
      marks: graded.marksObtained ?? '',
      total: about.total,
    }),
    ...change,
  });
}
