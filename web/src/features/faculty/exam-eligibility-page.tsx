import { Download, Printer, ShieldCheck, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { EXAM_ELIGIBILITIES, type ExamEligibility } from '@contract/rules/attendance';
import type { EligibleStudent } from '@contract/faculty';
import { EmptyState } from '../../components/empty-state';
import { ExamEligibilityBadge } from '../../components/exam-eligibility-badge';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { FormFeedback } from '../../components/ui/form-feedback';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { csvFileName, downloadCsv, toCsv } from '../../lib/csv';
import { formatDate } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useFacultyCourses } from './api/get-courses';
import { useCourseEligibility, useExamPermission } from './api/exam-eligibility';
import { CourseSelect } from './components/course-select';
import { CoursesNotLoaded } from './components/courses-not-loaded';
import { FacultyPage } from './components/faculty-page';

/** The dialog that records the department's permission, with an optional note. */
function PermissionDialog({
  student,
  onClose,
  onSave,
  saving,
  error,
}: {
  student: EligibleStudent | null;
  onClose: () => void;
  onSave: (note: string) => void;
  saving: boolean;
  error: string | null;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(note);
  };
  return (
    <Dialog
      open={student !== null}
      title={t('faculty.eligibility.recordFor', { name: student?.name ?? '' })}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-sm">
          {t('faculty.eligibility.recordHint', { percentage: student?.percentage ?? 0 })}
        </p>
        <Field id="permission-note" label={t('faculty.eligibility.note')}>
          <Textarea
            id="permission-note"
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
        <FormFeedback error={error} className="justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {t('faculty.eligibility.record')}
          </Button>
        </FormFeedback>
      </form>
    </Dialog>
  );
}

/**
 * /faculty/exam-eligibility (?course= preset): who may sit a course's final exam, from attendance (spec part 2
 * §9), with the department's permissions; printable and downloadable as CSV.
 */
export default function ExamEligibilityPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const courseId = params.get('course') ?? '';
  const courses = useFacultyCourses();
  const eligibility = useCourseEligibility(courseId);
  const permission = useExamPermission();
  const [recording, setRecording] = useState<EligibleStudent | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();
  const [failure, setFailure] = useState<string | null>(null);

  const chooseCourse = (value: string) => setParams(value ? { course: value } : {}, { replace: true });
  const students = eligibility.data?.students ?? [];
  const counts = Object.fromEntries(
    EXAM_ELIGIBILITIES.map((status) => [status, students.filter((s) => s.eligibility === status).length]),
  ) as Record<ExamEligibility, number>;

  const record = (note: string) => {
    if (!recording) return;
    setDialogError(null);
    permission.mutate(
      { courseId, studentId: recording._id, grant: true, input: { note: note.trim() || undefined } },
      {
        onSuccess: ({ message }) => {
          setRecording(null);
          setSuccess(message ?? null);
        },
        onError: (error) => setDialogError(errorMessage(error, t('faculty.eligibility.failed'))),
      },
    );
  };
  const withdraw = (student: EligibleStudent) => {
    if (!window.confirm(t('faculty.eligibility.confirmWithdraw', { name: student.name }))) return;
    setFailure(null);
    permission.mutate(
      { courseId, studentId: student._id, grant: false },
      {
        onSuccess: ({ message }) => setSuccess(message ?? null),
        onError: (error) => setFailure(errorMessage(error, t('faculty.eligibility.failed'))),
      },
    );
  };
  const columns = [
    { label: t('faculty.eligibility.col.student') },
    { label: t('faculty.eligibility.col.attended') },
    { label: t('faculty.eligibility.col.percentage') },
    { label: t('faculty.eligibility.col.standing') },
    { label: t('faculty.eligibility.col.permission') },
    { label: t('faculty.eligibility.col.actions'), className: 'print:hidden' },
  ];
  const download = () => {
    const course = eligibility.data?.course;
    if (!course) return;
    const header = [
      t('faculty.eligibility.csv.studentId'),
      t('faculty.eligibility.csv.name'),
      t('faculty.eligibility.csv.attended'),
      t('faculty.eligibility.csv.classes'),
      t('faculty.eligibility.csv.percentage'),
      t('faculty.eligibility.csv.standing'),
      t('faculty.eligibility.csv.note'),
    ];
    const rows = students.map((s) => [
      s.student_id,
      s.name,
      s.attended,
      s.total,
      s.percentage,
      t(`eligibility.${s.eligibility}`),
      s.permission?.note ?? '',
    ]);
    downloadCsv(csvFileName(`exam-eligibility-${course.code.toLowerCase()}`), toCsv(header, rows));
  };

  const title = t('faculty.eligibility.title');
  if (!courses.data) return <CoursesNotLoaded title={title} courses={courses} />;

  return (
    <FacultyPage title={title} subtitle={t('faculty.eligibility.subtitle')}>
      <FormFeedback floating success={success} error={failure} />
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-end print:hidden">
        <Field id="eligibility-course" label={t('faculty.course')} className="sm:w-96">
          <CourseSelect
            id="eligibility-course"
            courses={courses.data}
            value={courseId}
            onChange={chooseCourse}
            placeholder={t('register.choose')}
          />
        </Field>
        {students.length > 0 && (
          <div className="flex gap-2">
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('faculty.eligibility.print')}
            </Button>
            <Button type="button" variant="secondary" onClick={download}>
              <Download aria-hidden="true" className="size-4" />
              {t('faculty.eligibility.download')}
            </Button>
          </div>
        )}
      </Card>

      {!courseId ? (
        <EmptyState icon={ShieldCheck}>
          <p>{t('faculty.eligibility.chooseCourse')}</p>
        </EmptyState>
      ) : eligibility.isPending ? (
        <Loading />
      ) : eligibility.isError ? (
        <LoadError
          message={errorMessage(eligibility.error, t('faculty.eligibility.loadFailed'))}
          error={eligibility.error}
          retrying={eligibility.isFetching}
          onRetry={() => void eligibility.refetch()}
        />
      ) : students.length === 0 ? (
        <EmptyState icon={Users}>
          <p>{t('faculty.grades.noStudents')}</p>
        </EmptyState>
      ) : (
        <Card role="region" aria-labelledby="eligibility-list" className="flex flex-col gap-4">
          <h2 id="eligibility-list" className="text-lg font-semibold">
            {`${eligibility.data.course.code} - ${eligibility.data.course.name}`}
          </h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label={t('faculty.eligibility.counts')}>
            {EXAM_ELIGIBILITIES.map((status) => (
              <li key={status}>
                <ExamEligibilityBadge eligibility={status} /> <strong>{counts[status]}</strong>
              </li>
            ))}
          </ul>
          <ResponsiveTable caption={t('faculty.eligibility.title')} columns={columns}>
            {students.map((student) => (
              <tr key={student._id} className="border-t border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-2 pe-4 font-medium">
                  {student.name}
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                    <bdi dir="ltr">{student.student_id}</bdi>
                  </span>
                </th>
                <td
                  data-label={columns[1].label}
                  className="py-2 pe-4"
                >{`${student.attended} / ${student.total}`}</td>
                <td data-label={columns[2].label} className="py-2 pe-4">{`${student.percentage}%`}</td>
                <td data-label={columns[3].label} className="py-2 pe-4">
                  <ExamEligibilityBadge eligibility={student.eligibility} />
                </td>
                <td data-label={columns[4].label} className="py-2 pe-4">
                  {student.permission ? (
                    <>
                      {t('faculty.eligibility.grantedBy', {
                        name: student.permission.granted_by ?? t('common.notProvided'),
                        date: formatDate(student.permission.granted_at),
                      })}
                      {student.permission.note && (
                        <span dir="auto" className="block text-xs text-slate-600 dark:text-slate-400">
                          {student.permission.note}
                        </span>
                      )}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="py-2 print:hidden">
                  {student.eligibility === 'needs_permission' && (
                    <Button
                      type="button"
                      variant="secondary"
                      aria-label={t('faculty.eligibility.recordFor', { name: student.name })}
                      onClick={() => {
                        setDialogError(null);
                        setRecording(student);
                      }}
                    >
                      {t('faculty.eligibility.record')}
                    </Button>
                  )}
                  {student.permission && (
                    <Button
                      type="button"
                      variant="secondary"
                      aria-label={t('faculty.eligibility.withdrawFor', { name: student.name })}
                      disabled={permission.isPending}
                      onClick={() => withdraw(student)}
                    >
                      {t('faculty.eligibility.withdraw')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </ResponsiveTable>
        </Card>
      )}
      <PermissionDialog
        key={recording?._id ?? 'closed'}
        student={recording}
        onClose={() => setRecording(null)}
        onSave={record}
        saving={permission.isPending}
        error={dialogError}
      />
    </FacultyPage>
  );
}
