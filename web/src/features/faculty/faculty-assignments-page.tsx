import { ClipboardList, FileText, Paperclip, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FacultyAssignment } from '@contract/faculty';
import { paths } from '../../app/paths';
import { AssignmentFiles } from '../materials/assignment-files';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useCoursesAssignments } from './api/get-assignments';
import { useFacultyCourses } from './api/get-courses';
import { AssignmentForm } from './components/assignment-form';
import { Badge } from './components/badges';
import { CourseSelect } from './components/course-select';
import { CoursesNotLoaded } from './components/courses-not-loaded';
import { FacultyPage } from './components/faculty-page';
import { ProgressBar } from './components/progress-bar';

/** The share of submissions graded, as a whole percentage; 0 with no submissions. */
const percentGraded = (graded: number, submitted: number) =>
  submitted === 0 ? 0 : Math.round((graded / submitted) * 100);

function AssignmentCard({ assignment }: { assignment: FacultyAssignment }) {
  const t = useT();
  const pending = assignment.totalSubmissions - assignment.gradedSubmissions;
  // The files load only when asked for, not once per card.
  const [showFiles, setShowFiles] = useState(false);
  const rows = [
    { label: t('faculty.assignments.totalMarks'), value: assignment.total_marks },
    {
      label: t('faculty.assignments.submissions'),
      value: `${assignment.totalSubmissions}/${assignment.enrolledCount}`,
    },
    { label: t('faculty.assignments.pending'), value: pending },
    { label: t('faculty.assignments.graded'), value: assignment.gradedSubmissions },
  ];
  return (
    <Card role="article" aria-labelledby={`assignment-${assignment._id}`} className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 dir="auto" id={`assignment-${assignment._id}`} className="text-lg font-semibold">
            {assignment.title}
          </h2>
          <p dir="auto" className="text-sm text-slate-600 dark:text-slate-400">
            {assignment.course_id.code} - {assignment.course_id.name}
          </p>
        </div>
        <Badge tone="slate">{t(`faculty.assignmentType.${assignment.type}`)}</Badge>
      </div>
      <p className="text-sm">{t('faculty.assignments.due', { date: formatDateTime(assignment.due_date) })}</p>
      {assignment.description && (
        <p dir="auto" className="line-clamp-3 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          {assignment.description}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
      <ProgressBar
        label={t('faculty.assignments.progress')}
        percent={percentGraded(assignment.gradedSubmissions, assignment.totalSubmissions)}
      />
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={showFiles}
        onClick={() => setShowFiles((shown) => !shown)}
      >
        <Paperclip aria-hidden="true" className="size-4" />
        {t('attachments.title')}
      </Button>
      {showFiles && <AssignmentFiles assignmentId={assignment._id} manage />}
      <Link
        to={paths.faculty.submissionsOf(assignment._id)}
        className={buttonClass('primary', 'mt-auto')}
        aria-label={t('faculty.assignments.viewSubmissionsOf', { title: assignment.title })}
      >
        <FileText aria-hidden="true" className="size-4" />
        {t('faculty.assignments.viewSubmissions')}
      </Link>
    </Card>
  );
}

function AssignmentList({ courseIds }: { courseIds: string[] }) {
  const t = useT();
  const assignments = useCoursesAssignments(courseIds);
  if (courseIds.length === 0) return null;
  if (assignments.isPending) return <Loading />;
  if (assignments.isError) {
    return (
      <LoadError
        message={errorMessage(assignments.error, t('faculty.assignments.loadFailed'))}
        error={assignments.error}
        onRetry={assignments.refetch}
      />
    );
  }
  if (assignments.assignments.length === 0) {
    return (
      <EmptyState icon={ClipboardList}>
        <p className="font-semibold">{t('faculty.assignments.none')}</p>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {assignments.assignments.map((assignment) => (
        <AssignmentCard key={assignment._id} assignment={assignment} />
      ))}
    </div>
  );
}

/** /faculty/assignments: Assignments & Grading — the create form, a course filter and the assignment cards. */
export default function FacultyAssignmentsPage() {
  const t = useT();
  const courses = useFacultyCourses();
  const [params, setParams] = useSearchParams();
  const courseId = params.get('course') ?? '';
  const [creating, setCreating] = useState(false);
  const [success, setSuccess] = useTimedMessage();

  const setCourse = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('course', value);
    else next.delete('course');
    setParams(next, { replace: true });
  };

  const title = t('faculty.assignments.title');
  if (!courses.data) return <CoursesNotLoaded title={title} courses={courses} />;
  const all = courses.data;
  const shownIds = courseId ? all.filter((c) => c._id === courseId).map((c) => c._id) : all.map((c) => c._id);

  return (
    <FacultyPage
      title={title}
      subtitle={t('faculty.assignments.subtitle')}
      actions={
        !creating &&
        all.length > 0 && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('faculty.assignments.createTitle')}
          </Button>
        )
      }
    >
      <FormFeedback floating success={success} />
      {creating && (
        <AssignmentForm
          courses={all}
          defaultCourseId={courseId}
          onCancel={() => setCreating(false)}
          onCreated={(message) => {
            setCreating(false);
            setSuccess(message);
          }}
        />
      )}
      {all.length === 0 ? (
        <EmptyState icon={ClipboardList}>
          <p className="font-semibold">{t('faculty.courses.noneAssigned')}</p>
        </EmptyState>
      ) : (
        <>
          <Field id="assignment-course" label={t('faculty.courseFilter')} className="sm:max-w-md">
            <CourseSelect
              id="assignment-course"
              courses={all}
              value={courseId}
              onChange={setCourse}
              placeholder={t('faculty.allCourses')}
            />
          </Field>
          <AssignmentList courseIds={shownIds} />
        </>
      )}
    </FacultyPage>
  );
}
