import type { Course } from '@contract/courses';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';

type Props = {
  courses: Course[] | undefined;
  loading: boolean;
  error: unknown;
  /** Text shown when no list can be loaded yet (faculty: choose a department first). */
  idleHint?: string;
  selected: string[];
  onToggle: (id: string) => void;
  fieldError?: string;
};

/** The course checkboxes of a registration form. */
export function CoursePicker({ courses, loading, error, idleHint, selected, onToggle, fieldError }: Props) {
  const t = useT();
  let body;
  if (loading) {
    body = <Spinner size="md" label={t('register.coursesLoading')} />;
  } else if (error) {
    body = <Alert>{`${t('register.coursesFailed')} ${errorMessage(error)}`}</Alert>;
  } else if (!courses) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{idleHint}</p>;
  } else if (courses.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('register.noCourses')}</p>;
  } else {
    body = (
      <ul className="grid gap-2 sm:grid-cols-2">
        {courses.map((course) => (
          <li key={course._id}>
            <Checkbox
              id={`course-${course._id}`}
              checked={selected.includes(course._id)}
              onChange={() => onToggle(course._id)}
              label={`${course.code} - ${course.name}`}
              description={t('register.courseCredits', {
                credits: course.credits,
                semester: course.semester,
              })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-3 sm:col-span-2" aria-live="polite" aria-busy={loading}>
      {body}
      {selected.length > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('register.coursesChosen', { count: selected.length })}
        </p>
      )}
      {fieldError && (
        <p id="courses-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
          {fieldError}
        </p>
      )}
    </div>
  );
}
