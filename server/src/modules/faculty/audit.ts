/**
 * The audit trail of the faculty area's writes: what each record was before a command, and the entries for
 * what it changed. A record written again with the same values is not a change and gets no entry.
 */
import type { Db } from '../../db/client';
import type { submissions } from '../../db/schema';
import { say, type Said } from '../../../../contract/message-catalogue';
import { changedFields, recordAudit, type AuditChange, type AuditFields } from '../audit/record';

type Writer = Pick<Db, 'insert'>;

/** Per student: its name, and its record before the command (null when there was none). */
export type PriorRecords<Fields extends AuditFields = AuditFields> = Map<
  string,
  { name: string; record: Fields | null }
>;

const withoutNulls = (fields: AuditFields) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));

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
  /** Why the records were changed, when given (an admin's correction of a closed term). */
  reason?: string;
  prior: PriorRecords;
  written: readonly { id: string; studentId: string }[];
  writes: readonly StudentRecordWrite[];
}): AuditChange[] {
  const ids = new Map(options.written.map((w) => [w.studentId, w.id]));
  return options.writes.flatMap((write): AuditChange[] => {
    const { name, record } = options.prior.get(write.studentId) ?? { name: '', record: null };
    const base = { entity: options.entity, entityId: ids.get(write.studentId), reason: options.reason };
    if (!record) {
      const summary = write.summary(name, null);
      return [{ ...base, action: options.created, summary, after: withoutNulls(write.now) }];
    }
    const change = changedFields(record, write.now);
    if (!change) return [];
    return [{ ...base, action: options.changed, summary: write.summary(name, record), ...change }];
  });
}

/** Graded for the first time, or regraded with other marks or feedback; `about` names what was graded. */
export async function auditGrading(
  tx: Writer,
  earlier: typeof submissions.$inferSelect,
  graded: typeof submissions.$inferSelect,
  about: { student: string; title: string; code: string; total: number },
  reason?: string,
) {
  const marksOf = (s: typeof earlier) => ({ marks_obtained: s.marksObtained, feedback: s.feedback });
  const regraded = earlier.marksObtained !== null && earlier.gradedAt !== null;
  const change = regraded
    ? changedFields(marksOf(earlier), marksOf(graded))
    : { before: null, after: withoutNulls(marksOf(graded)) };
  if (!change) return;
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
    reason,
  });
}
