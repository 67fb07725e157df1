/**
 * Returning a submission for resubmission and commenting on it
 * (docs/decisions/0028-class-announcements-submission-history-due-next.md). Each is
 * one transaction: the change, its step in the history, the audit entry and the other party's notification.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { say } from '../../../../contract/message-catalogue';
import { NOTIFICATION_LINKS } from '../../../../contract/notifications';
import type {
  SubmissionCommentInputSchema,
  SubmissionReturnInputSchema,
} from '../../../../contract/submission-loop';
import type { Db } from '../../db/client';
import { submissionGradeHistory, submissions, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { presentSubmission } from '../academic-records/presenters';
import { recordAudit } from '../audit/record';
import { lockTaughtSubmission, refuseClosedTerm, type Actor } from '../teaching/policy';
import { notify } from '../notifications/notify';
import { recordSubmissionEvent } from './events';
import { findSubmissionForParty } from './policy';

async function nameOf(tx: Pick<Db, 'select'>, userId: string) {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/**
 * Returns the submission to its student with the teacher's comment. Marks it had move to the grade history,
 * and the submission is open again: the student may update it, past the due date too, and that resubmission
 * is late only if `mark_late` and it comes after the due date. Returning one already returned: 409; in a closed
 * term, as for grading (its marks are a result): 409 for a teacher, an admin gives a reason.
 */
export async function returnSubmission(
  db: Db,
  user: Actor,
  submissionId: string,
  input: z.output<typeof SubmissionReturnInputSchema>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const {
      submission: earlier,
      assignment,
      term,
      studentName,
    } = await lockTaughtSubmission(tx, user, submissionId);
    refuseClosedTerm(user, term, input.reason);
    if (earlier.returnedAt) throw new HttpError(409, say('loop.alreadyReturned'));
    if (earlier.marksObtained !== null && earlier.gradedAt !== null) {
      await tx.insert(submissionGradeHistory).values({
        submissionId,
        marksObtained: earlier.marksObtained,
        feedback: earlier.feedback,
        gradedAt: earlier.gradedAt,
        gradedBy: earlier.gradedBy,
      });
    }
    const [returned] = await tx
      .update(submissions)
      .set({
        status: 'submitted',
        marksObtained: null,
        feedback: null,
        gradedAt: null,
        gradedBy: null,
        returnedAt: now,
        returnMarksLate: input.mark_late,
      })
      .where(eq(submissions.id, submissionId))
      .returning();
    await recordSubmissionEvent(tx, {
      submissionId,
      kind: 'returned',
      actorId: user.id,
      body: input.comment,
      isLate: input.mark_late,
      at: now,
    });
    await recordAudit(tx, {
      action: 'submission.returned',
      entity: 'submission',
      entityId: submissionId,
      summary: say('audit.submissionReturned', { title: assignment.title, name: studentName }),
      before: { status: earlier.status, marks_obtained: earlier.marksObtained },
      after: { status: 'returned', comment: input.comment, mark_late: input.mark_late },
      reason: input.reason,
    });
    await notify(tx, [returned.studentId], {
      kind: 'submission_returned',
      title: say('notice.submissionReturned', { title: assignment.title }),
      body: say('notice.submissionReturnedBody', {
        name: await nameOf(tx, user.id),
        title: assignment.title,
        comment: input.comment,
      }),
      link: NOTIFICATION_LINKS.studentAssignments,
    });
    return presentSubmission(returned);
  });
}

/** A private comment by the student or the course's teacher; the other one hears of it. */
export async function commentOnSubmission(
  db: Db,
  user: Actor,
  submissionId: string,
  input: z.output<typeof SubmissionCommentInputSchema>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const { submission, assignment, course, side } = await findSubmissionForParty(tx, user, submissionId);
    const eventId = await recordSubmissionEvent(tx, {
      submissionId,
      kind: 'commented',
      actorId: user.id,
      body: input.comment,
      at: now,
    });
    await recordAudit(tx, {
      action: 'submission.commented',
      entity: 'submission',
      entityId: submissionId,
      summary: say('audit.submissionCommented', { course: course.code, title: assignment.title }),
      after: { comment: input.comment },
    });
    const other = side === 'student' ? course.instructorId : submission.studentId;
    if (other) {
      await notify(tx, [other], {
        kind: 'submission_comment',
        title: say('notice.submissionComment', { title: assignment.title }),
        body: say('notice.submissionCommentBody', {
          name: await nameOf(tx, user.id),
          comment: input.comment,
        }),
        link:
          side === 'student'
            ? NOTIFICATION_LINKS.facultySubmissions(assignment.id)
            : NOTIFICATION_LINKS.studentAssignments,
      });
    }
    return eventId;
  });
}
