/** How the audit trail reads on screen: action and record-type labels, field names and values as text. */
import type { AuditAction, AuditEntity, AuditEntry } from '@contract/audit';
import { formatDateTime } from '../../../lib/format';
import type { Translate, TranslationKey } from '../../../lib/i18n';
import { localizeSaid } from '../../../lib/i18n/messages';
import { valueLabel } from '../../../lib/i18n/reference';

/** Parameters that hold an enumeration's value (an attendance status), named in the reader's language. */
const VALUE_PARAMS = ['status', 'from', 'to'];

/** An entry's summary in the reader's language; an entry written before codes shows its English as stored. */
export function auditSummary(entry: AuditEntry): string {
  const said = entry.summary_said;
  if (!said) return entry.summary;
  const params = Object.fromEntries(
    Object.entries(said.params ?? {}).map(([key, value]) => [
      key,
      VALUE_PARAMS.includes(key) && typeof value === 'string' ? valueLabel(value) : value,
    ]),
  );
  return localizeSaid({ message: entry.summary, ...said, params });
}

export const ACTION_LABELS: Record<AuditAction, TranslationKey> = {
  'grade.entered': 'audit.action.grade.entered',
  'grade.changed': 'audit.action.grade.changed',
  'grade.duplicate-removed': 'audit.action.grade.duplicate-removed',
  'submission.graded': 'audit.action.submission.graded',
  'submission.regraded': 'audit.action.submission.regraded',
  'attendance.marked': 'audit.action.attendance.marked',
  'attendance.changed': 'audit.action.attendance.changed',
  'attendance.derived': 'audit.action.attendance.derived',
  'registration.approved': 'audit.action.registration.approved',
  'registration.rejected': 'audit.action.registration.rejected',
  'account.created': 'audit.action.account.created',
  'account.updated': 'audit.action.account.updated',
  'account.deactivated': 'audit.action.account.deactivated',
  'account.reactivated': 'audit.action.account.reactivated',
  'account.deleted': 'audit.action.account.deleted',
  'account.sessions-ended': 'audit.action.account.sessions-ended',
  'account.sign-in-slowdown-lifted': 'audit.action.account.sign-in-slowdown-lifted',
  'account.password-reset': 'audit.action.account.password-reset',
  'enrollment.added': 'audit.action.enrollment.added',
  'enrollment.dropped': 'audit.action.enrollment.dropped',
  'course.updated': 'audit.action.course.updated',
  'course.archived': 'audit.action.course.archived',
  'course.deleted': 'audit.action.course.deleted',
  'announcement.deleted': 'audit.action.announcement.deleted',
  'course-announcement.posted': 'audit.action.course-announcement.posted',
  'course-announcement.updated': 'audit.action.course-announcement.updated',
  'course-announcement.deleted': 'audit.action.course-announcement.deleted',
  'submission.returned': 'audit.action.submission.returned',
  'submission.commented': 'audit.action.submission.commented',
  'contact-message.deleted': 'audit.action.contact-message.deleted',
  'virtual-session.cancelled': 'audit.action.virtual-session.cancelled',
  'exam-permission.granted': 'audit.action.exam-permission.granted',
  'exam-permission.revoked': 'audit.action.exam-permission.revoked',
  'transcript.issued': 'audit.action.transcript.issued',
  'admissions.updated': 'audit.action.admissions.updated',
  'college.updated': 'audit.action.college.updated',
  'material.added': 'audit.action.material.added',
  'material.updated': 'audit.action.material.updated',
  'material.deleted': 'audit.action.material.deleted',
  'assignment-attachment.added': 'audit.action.assignment-attachment.added',
  'assignment-attachment.deleted': 'audit.action.assignment-attachment.deleted',
  'term.created': 'audit.action.term.created',
  'term.updated': 'audit.action.term.updated',
  'term.started': 'audit.action.term.started',
  'term.closed': 'audit.action.term.closed',
  'materials.copied': 'audit.action.materials.copied',
  'quiz.created': 'audit.action.quiz.created',
  'quiz.updated': 'audit.action.quiz.updated',
  'quiz.deleted': 'audit.action.quiz.deleted',
  'quiz.key-changed': 'audit.action.quiz.key-changed',
  'quiz.copied': 'audit.action.quiz.copied',
  'quiz.allowance-given': 'audit.action.quiz.allowance-given',
};

export const ENTITY_LABELS: Record<AuditEntity, TranslationKey> = {
  grade: 'audit.entity.grade',
  submission: 'audit.entity.submission',
  attendance: 'audit.entity.attendance',
  user: 'audit.entity.user',
  enrollment: 'audit.entity.enrollment',
  course: 'audit.entity.course',
  announcement: 'audit.entity.announcement',
  'course-announcement': 'audit.entity.course-announcement',
  'contact-message': 'audit.entity.contact-message',
  'virtual-session': 'audit.entity.virtual-session',
  'exam-permission': 'audit.entity.exam-permission',
  admissions: 'audit.entity.admissions',
  college: 'audit.entity.college',
  material: 'audit.entity.material',
  'assignment-attachment': 'audit.entity.assignment-attachment',
  term: 'audit.entity.term',
  quiz: 'audit.entity.quiz',
};

/** `marks_obtained` → "Marks obtained", `studentId` → "Student ID". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\bid\b/g, 'ID');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as plain text (never markup): moments in the college's time, lists joined. */
export function valueText(t: Translate, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (Array.isArray(value))
    return value.length ? value.map((v) => valueText(t, v)).join(', ') : t('audit.none');
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
