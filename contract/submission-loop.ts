/**
 * Closing the loop on a submission (issue 25, item 5;
 * docs/decisions/0028-class-announcements-submission-history-due-next.md): who has not
 * submitted, returning a submission for resubmission, private comments, and the submission's history.
 */
import { z } from 'zod';
import { SUBMISSION_EVENT_KINDS } from './enums';
import { optionalText, requiredText } from './fields';

import { SUBMISSION_COMMENT_MAX } from './rules/submission-loop';

export { resubmissionIsLate, SUBMISSION_COMMENT_MAX } from './rules/submission-loop';

export const SubmissionCommentInputSchema = z.object({
  comment: requiredText('Comment', SUBMISSION_COMMENT_MAX),
});

export const SubmissionReturnInputSchema = z.object({
  comment: requiredText('Comment', SUBMISSION_COMMENT_MAX),
  /** Whether a resubmission after the due date counts as late; before the due date it never does. */
  mark_late: z.boolean().default(false),
  /** Why an admin returns a submission of a closed term (required then, kept in the audit entry). */
  reason: optionalText('Reason', 500),
});
export type SubmissionReturnInput = z.input<typeof SubmissionReturnInputSchema>;

export const SubmissionEventSchema = z.object({
  _id: z.string(),
  kind: z.enum(SUBMISSION_EVENT_KINDS),
  actor: z
    .object({ _id: z.string(), name: z.string(), role: z.enum(['admin', 'faculty', 'student']) })
    .nullable(),
  /** A comment's text, or the teacher's reason for returning. */
  body: z.string().nullable(),
  marks_obtained: z.number().nullable(),
  is_late: z.boolean().nullable(),
  createdAt: z.string(),
});
export type SubmissionEvent = z.infer<typeof SubmissionEventSchema>;

export const SubmissionHistorySchema = z.object({ events: z.array(SubmissionEventSchema) });
export const SubmissionEventEnvelopeDataSchema = z.object({ event: SubmissionEventSchema });

/** An enrolled student with no submission to an assignment. */
export const MissingStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  student_id: z.string(),
  section: z.string(),
});
export type MissingStudent = z.infer<typeof MissingStudentSchema>;
