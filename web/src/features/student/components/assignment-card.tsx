import type { StudentAssignment } from '@contract/student';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { AssignmentStatusBadge } from './status-badge';
import { SubmissionThread } from '../../course-home/submission-thread';
import { ReturnedNote } from '../../course-home/returned-note';
import { ACTION_LABEL, actionName } from './submission-action-label';

/** One assignment: course, type, total marks, due date, display status, marks once graded, and its action. */
export function AssignmentCard({
  assignment,
  onOpen,
}: {
  assignment: StudentAssignment;
  onOpen: () => void;
}) {
  const t = useT();
  const closed = assignment.submissions_closed;
  const action = actionName(assignment, new Date());
  const grade = assignment.submission?.grade;
  const headingId = `assignment-${assignment._id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <p dir="auto" className="text-sm font-semibold text-blue-700 dark:text-blue-300">
          {`${assignment.course_id.code} · ${assignment.course_id.name}`}
        </p>
        <AssignmentStatusBadge status={assignment.displayStatus} />
      </div>
      <h2 dir="auto" id={headingId} className="text-lg font-semibold">
        {assignment.title}
      </h2>
      {assignment.description && (
        <p dir="auto" className="line-clamp-3 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          {assignment.description}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{t('student.assignments.type')}</dt>
        <dd>{t(`student.assignmentType.${assignment.type}`)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('student.assignments.totalMarksLabel')}</dt>
        <dd>{assignment.total_marks}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('student.assignments.dueLabel')}</dt>
        <dd>
          <time dateTime={assignment.due_date}>{formatDateTime(assignment.due_date)}</time>
        </dd>
        {grade && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('student.assignments.marksLabel')}</dt>
            <dd className="font-semibold">{`${grade.marks_obtained}/${assignment.total_marks}`}</dd>
          </>
        )}
      </dl>
      {closed && !grade && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('student.assignments.closedNote')}</p>
      )}
      {assignment.submission?.returned_at && action === 'resubmit' && (
        <ReturnedNote
          submissionId={assignment.submission._id}
          returnedAt={assignment.submission.returned_at}
          returnedOn={(date) => t('student.assignments.returnedBy', { date })}
          reasonLabel={t('student.assignments.returnReason')}
        />
      )}
      {grade?.feedback && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line dark:bg-slate-800">
          <span className="font-medium">{t('student.assignments.feedback')}: </span>
          <bdi>{grade.feedback}</bdi>
        </p>
      )}
      <Button
        variant={
          action === 'submitLate'
            ? 'danger'
            : action === 'view' || action === 'read'
              ? 'secondary'
              : 'primary'
        }
        className="mt-auto"
        onClick={onOpen}
      >
        {t(ACTION_LABEL[action])}
      </Button>
      {assignment.submission && <SubmissionThread submissionId={assignment.submission._id} />}
    </Card>
  );
}
