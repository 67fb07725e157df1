import type { AssignmentDisplayStatus } from '@contract/rules/assignments';
import type { AttendanceStatus } from '@contract/enums';
import type { GradeColour } from '@contract/rules/grades';
import { badgeClass, badgeTone } from '../../../components/tones';
import { cn } from '../../../components/ui/cn';
import { useT, type TranslationKey } from '../../../lib/i18n';

const ASSIGNMENT: Record<AssignmentDisplayStatus, { label: TranslationKey; tone: GradeColour | 'slate' }> = {
  graded: { label: 'student.status.graded', tone: 'green' },
  returned: { label: 'student.status.returned', tone: 'red' },
  late: { label: 'student.status.late', tone: 'orange' },
  submitted: { label: 'student.status.submitted', tone: 'blue' },
  overdue: { label: 'student.status.overdue', tone: 'red' },
  pending: { label: 'student.status.pending', tone: 'yellow' },
  closed: { label: 'student.status.closed', tone: 'slate' },
};

/** An assignment's display status (spec part 2 §4), as the server computed it by the contract's rule. */
export function AssignmentStatusBadge({ status }: { status: AssignmentDisplayStatus }) {
  const t = useT();
  const { label, tone } = ASSIGNMENT[status];
  return <span className={cn(badgeClass, badgeTone[tone])}>{t(label)}</span>;
}

const ATTENDANCE: Record<AttendanceStatus, { label: TranslationKey; tone: GradeColour | 'slate' }> = {
  present: { label: 'student.attendance.status.present', tone: 'green' },
  late: { label: 'student.attendance.status.late', tone: 'yellow' },
  absent: { label: 'student.attendance.status.absent', tone: 'red' },
  excused: { label: 'student.attendance.status.excused', tone: 'slate' },
};

export function AttendanceStatusBadge({ status }: { status: AttendanceStatus }) {
  const t = useT();
  const { label, tone } = ATTENDANCE[status];
  return <span className={cn(badgeClass, badgeTone[tone])}>{t(label)}</span>;
}
