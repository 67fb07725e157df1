/** What the audit trail records (actions, record types) and its page size; without Zod, for the audit page. */

export const AUDIT_ACTIONS = [
  'grade.entered',
  'grade.changed',
  /** A result that counted twice, removed by migration 0014 (docs/decisions/results-count-once.md). */
  'grade.duplicate-removed',
  'submission.graded',
  'submission.regraded',
  'attendance.marked',
  'attendance.changed',
  'attendance.derived',
  'registration.approved',
  'registration.rejected',
  'account.created',
  'account.updated',
  'account.deactivated',
  'account.reactivated',
  'account.deleted',
  'account.sessions-ended',
  'account.sign-in-slowdown-lifted',
  'account.password-reset',
  'enrollment.added',
  'enrollment.dropped',
  'course.updated',
  'course.archived',
  'course.deleted',
  'announcement.deleted',
  'course-announcement.posted',
  'course-announcement.updated',
  'course-announcement.deleted',
  'submission.returned',
  'submission.commented',
  'contact-message.deleted',
  'virtual-session.cancelled',
  'exam-permission.granted',
  'exam-permission.revoked',
  'transcript.issued',
  'admissions.updated',
  'material.added',
  'material.updated',
  'material.deleted',
  'assignment-attachment.added',
  'assignment-attachment.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  'grade',
  'submission',
  'attendance',
  'user',
  'enrollment',
  'course',
  'announcement',
  'course-announcement',
  'contact-message',
  'virtual-session',
  'exam-permission',
  'admissions',
  'material',
  'assignment-attachment',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Page size of the audit list. */
export const AUDIT_PAGE_SIZE = 50;
