/**
 * A student's submission of an assignment: one row per student and assignment, written in one transaction.
 * Submitting again updates that row until it is graded. Files live in the file store, outside the transaction,
 * so they are cleaned up around it: a new file is deleted if the write is refused, a replaced one only once the
 * write committed.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../../../contract/messages';
import { isOverdue, takesSubmissions } from '../../../../contract/rules/assignments';
import { say } from '../../../../contract/message-catalogue';
import { resubmissionIsLate } from '../../../../contract/submission-loop';
import { SubmissionFieldsSchema } from '../../../../contract/student';
import type { Db } from '../../db/client';
import { submissions } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { parseOrThrow } from '../../lib/validate';
import type { FileStore } from '../uploads/file-store';
import { discardStoredFiles, type UploadForm } from '../uploads/storage';
import { recordSubmissionEvent } from '../submission-loop/events';
import { findAssignmentForStudent } from './policy';

/** `submit` creates the submission or updates an existing one; `update` needs one to exist. */
export type SubmissionMode = 'submit' | 'update';

const graded = () => new HttpError(409, MESSAGES.submissionGraded);

/**
 * `db` is a transaction when `lock`: the existing submission stays locked until it commits. `today` is the
 * college's: an assignment of a term that has ended takes nothing (409), whatever its due date.
 */
async function checkSubmittable(
  db: Db,
  studentId: string,
  assignmentId: string,
  mode: SubmissionMode,
  today: string,
  lock: boolean,
) {
  const assignment = await findAssignmentForStudent(db, studentId, assignmentId);
  if (!takesSubmissions(assignment.termEndsOn, today))
    throw new HttpError(409, say('term.submissionsOver', { name: assignment.termName }));
  const query = db
    .select()
    .from(submissions)
    .where(and(eq(submissions.assignmentId, assignmentId), eq(submissions.studentId, studentId)));
  const [existing] = await (lock ? query.for('update') : query);
  if (mode === 'update' && !existing) throw notFound(MESSAGES.noSubmissionYet);
  if (existing?.status === 'graded') throw graded();
  return { assignment, existing };
}

/**
 * The refusals that need no request body (unknown assignment, its term over, nothing to update, already graded), checked
 * before a file is read so that a refused request uploads nothing. `saveSubmission` checks again under lock.
 */
export async function precheckSubmission(
  db: Db,
  studentId: string,
  assignmentId: string,
  mode: SubmissionMode,
  today: string,
): Promise<void> {
  await checkSubmittable(db, studentId, assignmentId, mode, today, false);
}

/**
 * Writes the form as the student's submission. At least one of text, link or file is needed; on an update
 * without a new file the stored file is kept. `is_late` is the server clock against the due date, except for a
 * resubmission of a returned submission: then late only past the due date and if the teacher chose so when
 * returning it. Resubmitting ends the return. Each write is a step of the submission's history.
 */
export async function saveSubmission(
  db: Db,
  input: {
    studentId: string;
    assignmentId: string;
    mode: SubmissionMode;
    form: UploadForm;
    files: FileStore;
    now: Date;
    /** The college's today by the server's clock: the term's last day is checked against it. */
    today: string;
    log: FastifyBaseLogger;
  },
): Promise<{ submission: typeof submissions.$inferSelect; created: boolean }> {
  const { studentId, assignmentId, mode, form, files, now, today } = input;
  const file = form.file;
  let outcome;
  try {
    const fields = parseOrThrow(SubmissionFieldsSchema, {
      submission_text: form.fields.submission_text,
      submission_link: form.fields.submission_link,
    });
    outcome = await db.transaction(async (tx) => {
      const { assignment, existing } = await checkSubmittable(tx, studentId, assignmentId, mode, today, true);
      const keepsFile = !file && !!existing?.filePath;
      if (!fields.submission_text && !fields.submission_link && !file && !keepsFile)
        throw badRequest(MESSAGES.submissionEmpty);
      const pastDue = isOverdue(assignment.dueDate, now);
      const resubmission = !!existing?.returnedAt;
      const content = {
        text: fields.submission_text ?? null,
        link: fields.submission_link ?? null,
        isLate: resubmission ? resubmissionIsLate(pastDue, existing.returnMarksLate) : pastDue,
        updatedAt: now,
        returnedAt: null,
        returnMarksLate: false,
        ...(file && {
          filePath: file.path,
          fileName: file.originalName,
          fileSize: file.size,
          fileType: file.type,
        }),
      };
      const [row] = await tx
        .insert(submissions)
        .values({ assignmentId, studentId, submittedAt: now, ...content })
        .onConflictDoUpdate({
          target: [submissions.assignmentId, submissions.studentId],
          set: content,
          // Graded in the meantime by a concurrent request: leave it alone.
          setWhere: eq(submissions.status, 'submitted'),
        })
        .returning();
      if (!row) throw graded();
      await recordSubmissionEvent(tx, {
        submissionId: row.id,
        kind: !existing ? 'submitted' : resubmission ? 'resubmitted' : 'updated',
        actorId: studentId,
        isLate: row.isLate,
        at: now,
      });
      return {
        row,
        replaced: file && existing?.filePath ? existing.filePath : undefined,
        created: !existing,
      };
    });
  } catch (error) {
    if (file) await files.delete(file.path);
    throw error;
  }
  if (outcome.replaced) await discardStoredFiles(files, [outcome.replaced], input.log);
  return { submission: outcome.row, created: outcome.created };
}
