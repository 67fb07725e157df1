/**
 * What a write for a whole class reads before it writes, in one statement per command: each student sent,
 * whether they belong to the course, and their records as they were. Each statement of a transaction waits
 * its turn on a busy server, so a class's attendance or results cost a fixed, small number of them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AttendanceStatus, SessionType } from '../../../../contract/enums';
import type { Db } from '../../db/client';
import { attendanceRecords, enrollments, grades, users } from '../../db/schema';
import { standingStatement, type Standing } from '../notifications/attendance-warning';
import type { AuditFields } from '../audit/record';
import type { AttemptHistory } from '../academic-records/attempts';
import type { PriorRecords } from './audit';

type Reader = Pick<Db, 'select'>;

/** One class meeting: its records are one per student. */
interface Meeting {
  courseId: string;
  date: string;
  sessionType: SessionType;
  startTime: string;
}

/** A student's record of the meeting before it is marked again. */
interface MarkedBefore extends AuditFields {
  status: AttendanceStatus;
  remarks: string | null;
}

/**
 * Of the students sent: those enrolled in the course; each one's name and this meeting's record (`prior`, null
 * when there is none yet), and their attended and held classes of the course (`standing`, students without any
 * absent) for the attendance warning.
 */
export async function beforeMarking(
  tx: Reader,
  meeting: Meeting,
  studentIds: readonly string[],
): Promise<{ enrolled: Set<string>; prior: PriorRecords<MarkedBefore>; standing: Standing }> {
  const ids = [...new Set(studentIds)];
  const standing = standingStatement(tx, meeting.courseId, ids).as('standing');
  const rows = await tx
    .select({
      studentId: users.id,
      name: users.name,
      enrolled: enrollments.id,
      status: attendanceRecords.status,
      remarks: attendanceRecords.remarks,
      recordId: attendanceRecords.id,
      total: standing.total,
      attended: standing.attended,
    })
    .from(users)
    .leftJoin(
      enrollments,
      and(eq(enrollments.studentId, users.id), eq(enrollments.courseId, meeting.courseId)),
    )
    .leftJoin(
      attendanceRecords,
      and(
        eq(attendanceRecords.studentId, users.id),
        eq(attendanceRecords.courseId, meeting.courseId),
        eq(attendanceRecords.date, meeting.date),
        eq(attendanceRecords.sessionType, meeting.sessionType),
        eq(attendanceRecords.startTime, meeting.startTime),
      ),
    )
    .leftJoin(standing, eq(standing.studentId, users.id))
    .where(inArray(users.id, ids));
  const prior: PriorRecords<MarkedBefore> = new Map();
  const before: Standing = new Map();
  for (const r of rows) {
    const record = r.recordId ? { status: r.status!, remarks: r.remarks } : null;
    prior.set(r.studentId, { name: r.name, record });
    if (r.total !== null) before.set(r.studentId, { attended: r.attended!, total: r.total });
  }
  return {
    enrolled: new Set(rows.filter((r) => r.enrolled !== null).map((r) => r.studentId)),
    prior,
    standing: before,
  };
}

interface StudentBeforeResults extends AttemptHistory {
  name: string;
  results: { attempt: number; examType: string; createdAt: Date; audited: AuditFields }[];
}

/**
 * Of the students sent: those the course knows (enrolled, or with a result in it), and each one's name,
 * enrolment in this offering and every result in the catalogue course, this term's or an earlier term's
 * (`history`: what the attempts and the audit need; a repeat is the attempt after the last final).
 */
export async function beforeResults(
  tx: Reader,
  course: { id: string; catalogueCourseId: string },
  studentIds: readonly string[],
): Promise<{ known: Set<string>; history: Map<string, StudentBeforeResults> }> {
  const rows = await tx
    .select({
      studentId: users.id,
      name: users.name,
      enrolledAt: enrollments.createdAt,
      gradeId: grades.id,
      attempt: grades.attempt,
      examType: grades.examType,
      createdAt: grades.createdAt,
      marksObtained: grades.marksObtained,
      totalMarks: grades.totalMarks,
      letterGrade: grades.letterGrade,
      remarks: grades.remarks,
    })
    .from(users)
    .leftJoin(enrollments, and(eq(enrollments.studentId, users.id), eq(enrollments.courseId, course.id)))
    .leftJoin(
      grades,
      and(eq(grades.studentId, users.id), eq(grades.catalogueCourseId, course.catalogueCourseId)),
    )
    .where(inArray(users.id, [...new Set(studentIds)]));
  const history = new Map<string, StudentBeforeResults>();
  for (const r of rows) {
    if (!history.has(r.studentId))
      history.set(r.studentId, { name: r.name, enrolledAt: r.enrolledAt, results: [] });
    if (r.gradeId === null) continue;
    history.get(r.studentId)!.results.push({
      attempt: r.attempt!,
      examType: r.examType!,
      createdAt: r.createdAt!,
      audited: {
        marks_obtained: r.marksObtained,
        total_marks: r.totalMarks,
        letter_grade: r.letterGrade,
        remarks: r.remarks,
      },
    });
  }
  const known = [...history].filter(([, h]) => h.enrolledAt !== null || h.results.length > 0);
  return { known: new Set(known.map(([id]) => id)), history };
}

/** Each student's result of one exam (the student's attempt) before it is entered, for the audit. */
export function priorResults(
  history: ReadonlyMap<string, StudentBeforeResults>,
  examType: string,
  rows: readonly { studentId: string; attempt: number }[],
): PriorRecords {
  return new Map(
    rows.map(({ studentId, attempt }) => {
      const { name = '', results = [] } = history.get(studentId) ?? {};
      const earlier = results.find((r) => r.examType === examType && r.attempt === attempt);
      return [studentId, { name, record: earlier?.audited ?? null }];
    }),
  );
}
