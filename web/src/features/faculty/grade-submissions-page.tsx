import { ExternalLink, FileText, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FacultySubmission } from '@contract/faculty';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { SubmissionFileDownload } from '../../components/download-button';
import { Loading } from '../../components/loading';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useSubmissions, type AssignmentSubmissions } from './api/get-submissions';
import { Badge, SubmissionBadge } from './components/badges';
import { FacultyPage } from './components/faculty-page';
import { GradeForm } from './components/grade-form';
import { NotSubmittedSection } from './components/not-submitted-section';
import { ReturnedNote } from '../course-home/returned-note';
import { ReturnSubmissionForm } from './components/return-submission-form';
import { FormFeedback } from '../../components/ui/form-feedback';
import { SubmissionThread } from '../course-home/submission-thread';

function SubmissionCard({
  assignment,
  submission,
}: {
  assignment: AssignmentSubmissions['assignment'];
  submission: FacultySubmission;
}) {
  const t = useT();
  // Said where the return form was, which goes once the submission is returned.
  const [returnedMessage, setReturnedMessage] = useState<string | null>(null);
  return (
    <Card role="article" aria-labelledby={`submission-${submission._id}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`submission-${submission._id}`} className="text-lg font-semibold">
            {submission.student.name}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <bdi dir="ltr">{submission.student.student_id}</bdi> ·{' '}
            {t('faculty.grading.submittedAt', { date: formatDateTime(submission.submitted_at) })}
          </p>
        </div>
        {submission.returned_at ? (
          <Badge tone="red">{t('loop.returned')}</Badge>
        ) : (
          <SubmissionBadge submission={submission} />
        )}
      </div>
      {submission.returned_at && (
        <ReturnedNote
          submissionId={submission._id}
          returnedAt={submission.returned_at}
          returnedOn={(date) => t('faculty.grading.returnedOn', { date })}
          reasonLabel={t('faculty.grading.returnReason')}
        />
      )}
      {submission.submission_text && (
        <div>
          <h3 className="text-sm font-semibold">{t('faculty.grading.text')}</h3>
          <p className="mt-1 text-sm whitespace-pre-wrap break-words">{submission.submission_text}</p>
        </div>
      )}
      {submission.submission_link && (
        <p className="text-sm">
          <a
            href={submission.submission_link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-1 break-all text-blue-700 underline dark:text-blue-300"
          >
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            {submission.submission_link}
          </a>
        </p>
      )}
      <SubmissionFileDownload submission={submission} />
      {submission.grade && (
        <div className="text-sm">
          <p className="font-semibold">
            {t('faculty.grading.current', {
              marks: submission.grade.marks_obtained,
              total: assignment.total_marks,
            })}
          </p>
          {submission.grade.feedback && (
            <p dir="auto" className="whitespace-pre-wrap">
              {submission.grade.feedback}
            </p>
          )}
          <p className="text-slate-600 dark:text-slate-400">
            {t('faculty.grading.gradedAt', { date: formatDateTime(submission.grade.graded_at) })}
          </p>
        </div>
      )}
      {submission.history.length > 0 && (
        <div className="text-sm">
          <h3 className="font-semibold">{t('faculty.grading.history')}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {submission.history.map((entry) => (
              <li key={entry.graded_at}>
                {t('faculty.grading.historyEntry', {
                  marks: entry.marks_obtained,
                  total: assignment.total_marks,
                  date: formatDateTime(entry.graded_at),
                })}
                {entry.feedback && (
                  <span className="text-slate-600 dark:text-slate-400"> · {entry.feedback}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <GradeForm assignmentId={assignment._id} totalMarks={assignment.total_marks} submission={submission} />
      <FormFeedback success={returnedMessage} />
      {!submission.returned_at && (
        <ReturnSubmissionForm
          assignmentId={assignment._id}
          submissionId={submission._id}
          onReturned={setReturnedMessage}
        />
      )}
      <SubmissionThread submissionId={submission._id} />
    </Card>
  );
}

/** /faculty/grade-submissions?assignment={id}: one assignment's submissions, each with its grade form. */
export default function GradeSubmissionsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const assignmentId = params.get('assignment');
  const submissions = useSubmissions(assignmentId);
  const title = t('faculty.grading.title');

  if (!assignmentId) {
    return (
      <FacultyPage title={title}>
        <EmptyState icon={FileText}>
          <p className="font-semibold">{t('faculty.grading.noAssignment')}</p>
          <Link to={paths.faculty.assignments} className="text-blue-700 underline dark:text-blue-300">
            {t('faculty.grading.toAssignments')}
          </Link>
        </EmptyState>
      </FacultyPage>
    );
  }
  if (submissions.isPending) {
    return (
      <FacultyPage title={title}>
        <Loading />
      </FacultyPage>
    );
  }
  if (submissions.isError) {
    return (
      <FacultyPage title={title}>
        <LoadError
          message={errorMessage(submissions.error, t('faculty.grading.loadFailed'))}
          error={submissions.error}
          retrying={submissions.isFetching}
          onRetry={() => void submissions.refetch()}
        />
      </FacultyPage>
    );
  }

  const { assignment, submissions: list, not_submitted: notSubmitted } = submissions.data;
  const graded = list.filter((s) => s.status === 'graded').length;
  return (
    <FacultyPage title={title}>
      <Card role="region" aria-labelledby="assignment-header" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id="assignment-header" className="text-xl font-semibold">
              {assignment.title}
            </h2>
            <p dir="auto" className="text-sm text-slate-600 dark:text-slate-400">
              {assignment.course_id.code} - {assignment.course_id.name}
            </p>
          </div>
          <Badge tone="slate">{t(`faculty.assignmentType.${assignment.type}`)}</Badge>
        </div>
        <p className="text-sm">
          {[
            t('faculty.assignments.due', { date: formatDateTime(assignment.due_date) }),
            t('faculty.grading.totalMarks', { total: assignment.total_marks }),
            t('faculty.grading.counts', { submitted: list.length, graded }),
          ].join(' · ')}
        </p>
        {assignment.description && (
          <p dir="auto" className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
            {assignment.description}
          </p>
        )}
        <Link
          to={paths.faculty.assignments}
          className="self-start text-sm text-blue-700 underline dark:text-blue-300"
        >
          {t('faculty.grading.toAssignments')}
        </Link>
      </Card>
      <NotSubmittedSection students={notSubmitted} />
      {list.length === 0 ? (
        <EmptyState icon={Inbox}>
          <p className="font-semibold">{t('faculty.grading.none')}</p>
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          {list.map((submission) => (
            <SubmissionCard key={submission._id} assignment={assignment} submission={submission} />
          ))}
        </div>
      )}
    </FacultyPage>
  );
}
