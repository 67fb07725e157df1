import { GraduationCap, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { EXAM_TYPE_DEFAULT, EXAM_TYPES, type ExamType } from '@contract/enums';
import { formatMessage, MESSAGES } from '@contract/messages';
import { gradeResult } from '@contract/rules/grades';
import { EmptyState } from '../../components/empty-state';
import { GradeBadge } from '../../components/grade-badge';
import { GradingScale } from '../../components/grading-scale';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { errorMessage, isApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useErrorWhile } from '../../lib/use-error-while';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useCourseGrades, type CourseGrade } from './api/get-course-grades';
import { useFacultyCourses } from './api/get-courses';
import { useRoster, type RosterStudent } from './api/get-roster';
import { useEnterGrades } from './api/enter-grades';
import { CourseSelect } from './components/course-select';
import { CoursesNotLoaded } from './components/courses-not-loaded';
import { FacultyPage } from './components/faculty-page';

/** `repeat`: the marks start the student's next attempt at the course (docs/decisions/0013-results-count-once.md). */
type Row = { marks: string; remarks: string; repeat?: boolean };
const DEFAULT_TOTAL = '100';

const asNumber = (value: string): number | undefined => {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** The letter grade the marks will earn, as the server will compute it (contract `gradeResult`). */
function Preview({ marks, total }: { marks: number | undefined; total: number | undefined }) {
  const t = useT();
  if (marks === undefined || total === undefined || total < 1 || marks < 0 || marks > total) {
    return <span className="text-sm text-slate-500 dark:text-slate-400">—</span>;
  }
  const result = gradeResult(marks, total);
  return (
    <span
      className="inline-flex items-center gap-2 text-sm"
      aria-label={t('faculty.grades.preview', { letter: result.letterGrade, percentage: result.percentage })}
    >
      <GradeBadge letter={result.letterGrade} />
      <span aria-hidden="true">{result.percentage}%</span>
    </span>
  );
}

/**
 * /faculty/enter-grades (?course= preset): a course's results for one exam type, sent in one request. The
 * semester is the course's own, shown read-only: results are entered in their course's semester.
 */
export default function EnterGradesPage() {
  const t = useT();
  const [params] = useSearchParams();
  const courses = useFacultyCourses();
  const [courseId, setCourseId] = useState(params.get('course') ?? '');
  const [examType, setExamType] = useState<ExamType>(EXAM_TYPE_DEFAULT);
  const course = courses.data?.find((c) => c._id === courseId);
  const semester = course ? String(course.semester) : '';
  const roster = useRoster(courseId);
  // Every semester's: a result entered before results were tied to their course's semester is still the one to correct.
  const existing = useCourseGrades(courseId, undefined, examType);
  const save = useEnterGrades();

  // Edits belong to one course, semester and exam type; choosing another starts again from what is saved.
  const key = `${courseId}|${semester}|${examType}`;
  const [edits, setEdits] = useState<{ key: string; total?: string; rows: Record<string, Row> }>({
    key,
    rows: {},
  });
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [success, setSuccess] = useTimedMessage();

  // A student's attempts come in order: the latest is the one entering marks again corrects.
  const saved = new Map<string, CourseGrade>((existing.data ?? []).map((g) => [g.student._id, g]));
  const mine = edits.key === key ? edits : { key, rows: {} as Record<string, Row>, total: undefined };
  // A refusal is about the choices and marks it was for: changing them clears it.
  const [failure, setFailure] = useErrorWhile<{ message: string; detail?: string }>(
    JSON.stringify([key, mine.total, mine.rows]),
  );
  const total = mine.total ?? (existing.data?.[0] ? String(existing.data[0].total_marks) : DEFAULT_TOTAL);
  const totalNumber = asNumber(total);
  const rowOf = (student: RosterStudent): Row => {
    const grade = saved.get(student._id);
    return (
      mine.rows[student._id] ?? {
        marks: grade ? String(grade.marks_obtained) : '',
        remarks: grade?.remarks ?? '',
      }
    );
  };
  const setRow = (studentId: string, row: Row) => {
    setEdits({ ...mine, rows: { ...mine.rows, [studentId]: row } });
    setRowErrors(({ [studentId]: _removed, ...rest }) => rest);
  };
  const setTotal = (value: string) => setEdits({ ...mine, total: value });
  const changeCourse = (value: string) => {
    setCourseId(value);
    setRowErrors({});
  };

  const students = courseId ? (roster.data ?? []) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    setRowErrors({});
    if (!courseId || !semester || totalNumber === undefined || totalNumber < 1) {
      setFailure({ message: t('faculty.grades.selectRequired') });
      return;
    }
    const entered = students
      .map((student) => ({ student, row: rowOf(student), marks: asNumber(rowOf(student).marks) }))
      .filter((entry) => entry.row.marks.trim() !== '');
    if (entered.length === 0) {
      setFailure({ message: t('faculty.grades.enterOne') });
      return;
    }
    const errors: Record<string, string> = {};
    for (const { student, marks } of entered) {
      if (marks === undefined) errors[student._id] = t('faculty.grades.marksNumber');
      else if (marks < 0) errors[student._id] = t('faculty.grades.marksNegative');
      else if (marks > totalNumber) errors[student._id] = MESSAGES.marksAboveTotal;
    }
    if (Object.keys(errors).length > 0) {
      setRowErrors(errors);
      document.getElementById(`marks-${Object.keys(errors)[0]}`)?.focus();
      return;
    }
    save.mutate(
      {
        course_id: courseId,
        semester: Number(semester),
        exam_type: examType,
        total_marks: totalNumber,
        entries: entered.map(({ student, row, marks }) => {
          const earlier = saved.get(student._id);
          return {
            student_id: student._id,
            marks_obtained: marks!,
            remarks: row.remarks.trim() || undefined,
            ...(row.repeat && earlier ? { attempt: earlier.attempt + 1 } : {}),
          };
        }),
      },
      {
        onSuccess: ({ data, message }) => {
          setEdits({ key, rows: {} });
          setSuccess(message ?? formatMessage(MESSAGES.gradesEntered, { n: data.entered }));
        },
        onError: (error) => {
          // Row errors come as `entries.{index}.{field}`, index into the rows sent.
          const fromServer: Record<string, string> = {};
          for (const { field, message } of isApiError(error) ? error.errors : []) {
            const match = /^entries\.(\d+)\./.exec(field);
            const entry = match ? entered[Number(match[1])] : undefined;
            if (entry) fromServer[entry.student._id] ??= message;
          }
          setRowErrors(fromServer);
          setFailure({
            message: t('faculty.grades.failed', { n: entered.length }),
            detail: errorMessage(error, ''),
          });
        },
      },
    );
  };

  const title = t('faculty.grades.title');
  if (!courses.data) return <CoursesNotLoaded title={title} courses={courses} />;

  return (
    <FacultyPage title={title} subtitle={t('faculty.grades.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <Card className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field id="grades-course" label={t('faculty.course')}>
            <CourseSelect
              id="grades-course"
              courses={courses.data}
              value={courseId}
              onChange={changeCourse}
              placeholder={t('register.choose')}
            />
          </Field>
          <Field id="grades-semester" label={t('field.semester')} hint={t('faculty.grades.semesterOfCourse')}>
            <Input
              id="grades-semester"
              readOnly
              value={course ? t('faculty.semesterN', { semester: course.semester }) : ''}
              placeholder="—"
            />
          </Field>
          <Field id="grades-exam" label={t('faculty.grades.examType')}>
            <Select
              id="grades-exam"
              value={examType}
              onChange={(e) => setExamType(e.target.value as ExamType)}
              options={EXAM_TYPES.map((type) => ({ value: type, label: t(`faculty.examType.${type}`) }))}
            />
          </Field>
          <Field id="grades-total" label={t('faculty.grades.totalMarks')}>
            <Input
              id="grades-total"
              type="number"
              inputMode="decimal"
              min={1}
              max={1000}
              step="any"
              value={total}
              onChange={(e) => setTotal(e.target.value)}
              aria-required="true"
            />
          </Field>
        </Card>

        {!courseId ? (
          <EmptyState icon={GraduationCap}>
            <p>{t('faculty.grades.chooseCourse')}</p>
          </EmptyState>
        ) : roster.isPending ? (
          <Loading />
        ) : roster.isError ? (
          <LoadError
            message={errorMessage(roster.error, t('faculty.students.loadFailed'))}
            error={roster.error}
            retrying={roster.isFetching}
            onRetry={() => void roster.refetch()}
          />
        ) : students.length === 0 ? (
          <EmptyState icon={Users}>
            <p>{t('faculty.grades.noStudents')}</p>
          </EmptyState>
        ) : (
          <Card role="region" aria-labelledby="grades-students" className="flex flex-col gap-4">
            <h2 id="grades-students" className="text-lg font-semibold">
              {t('faculty.grades.students', { count: students.length })}
            </h2>
            {existing.isError && (
              <p className="text-sm text-red-700 dark:text-red-300">{t('faculty.grades.existingFailed')}</p>
            )}
            <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
              {students.map((student) => {
                const row = rowOf(student);
                const marksId = `marks-${student._id}`;
                const error = rowErrors[student._id];
                const earlier = saved.get(student._id);
                // Only a final result closes an attempt: the next one is a repeat of the course.
                const mayRepeat = examType === 'final' && !!earlier;
                return (
                  <li
                    key={student._id}
                    className="grid gap-3 py-3 sm:grid-cols-[1fr_9rem_6rem_14rem] sm:items-start"
                  >
                    <div>
                      <p className="font-semibold">{student.name}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        <bdi dir="ltr">{student.student_id}</bdi>
                        {earlier && earlier.attempt > 1 && (
                          <> · {t('faculty.grades.attemptN', { n: earlier.attempt })}</>
                        )}
                      </p>
                      {mayRepeat && (
                        <label className="mt-1 flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-4 accent-blue-700 dark:accent-blue-400"
                            checked={!!row.repeat}
                            aria-label={t('faculty.grades.repeatOf', { name: student.name })}
                            onChange={(e) =>
                              // A new attempt starts from empty marks; unticking goes back to the saved ones.
                              setRow(
                                student._id,
                                e.target.checked
                                  ? { marks: '', remarks: '', repeat: true }
                                  : {
                                      marks: String(earlier.marks_obtained),
                                      remarks: earlier.remarks ?? '',
                                    },
                              )
                            }
                          />
                          <span aria-hidden="true">{t('faculty.grades.repeat')}</span>
                        </label>
                      )}
                    </div>
                    <Field
                      id={marksId}
                      label={
                        <span className="sr-only">{t('faculty.grades.marksOf', { name: student.name })}</span>
                      }
                      error={error}
                    >
                      <Input
                        id={marksId}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        max={totalNumber}
                        step={0.01}
                        placeholder={t('faculty.grades.marks')}
                        value={row.marks}
                        onChange={(e) => setRow(student._id, { ...row, marks: e.target.value })}
                        error={error}
                      />
                    </Field>
                    <div className="pt-2">
                      <Preview marks={asNumber(row.marks)} total={totalNumber} />
                    </div>
                    <div>
                      <label htmlFor={`grade-remarks-${student._id}`} className="sr-only">
                        {t('faculty.grades.remarksOf', { name: student.name })}
                      </label>
                      <Input
                        id={`grade-remarks-${student._id}`}
                        maxLength={500}
                        placeholder={t('faculty.grades.remarks')}
                        value={row.remarks}
                        onChange={(e) => setRow(student._id, { ...row, remarks: e.target.value })}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          </Card>
        )}
        <FormFeedback
          success={success}
          error={failure?.message}
          detail={failure?.detail && failure.detail !== failure.message && <p>{failure.detail}</p>}
        >
          <Button type="submit" busy={save.isPending}>
            {t('faculty.grades.submit')}
          </Button>
        </FormFeedback>
      </form>
      <GradingScale />
    </FacultyPage>
  );
}
