import { useSearchParams } from 'react-router';
import { SEMESTERS } from '@contract/enums';
import { cn } from '../../../components/ui/cn';
import { buttonVariants } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useStudentCourses } from '../api/get-courses';
import { useGradeSummary } from '../api/get-grade-summary';

/** The `?semester=` of the URL: 1 to 8, or undefined for All (anything else reads as All). */
export function useSemesterParam(): [number | undefined, (semester: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('semester'));
  const semester = (SEMESTERS as readonly number[]).includes(raw) ? raw : undefined;
  const setSemester = (next: number | undefined) => {
    const search = new URLSearchParams(params);
    if (next === undefined) search.delete('semester');
    else search.set('semester', String(next));
    setParams(search, { replace: true });
  };
  return [semester, setSemester];
}

/**
 * The semesters the student has anything in: a course of any term (enrolled, or completed with a result) or a
 * final result. A third-semester student is offered 1 to 3, not 1 to 8.
 */
function useMySemesters(chosen: number | undefined): number[] {
  const courses = useStudentCourses(undefined, 'all');
  const summary = useGradeSummary();
  const found = new Set<number>([
    ...(courses.data ?? []).map((course) => course.semester),
    ...(summary.data?.semesterSummary ?? []).map((s) => s.semester),
  ]);
  // One chosen by a shared link stays on screen, to be seen and unchosen.
  if (chosen !== undefined) found.add(chosen);
  return SEMESTERS.filter((semester) => found.has(semester));
}

/** Toggle buttons All and the student's semesters (useMySemesters); the chosen one is pressed. */
export function SemesterFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (semester: number | undefined) => void;
}) {
  const t = useT();
  const options: (number | undefined)[] = [undefined, ...useMySemesters(value)];
  return (
    <div role="group" aria-label={t('student.semesterFilter')} className="flex flex-wrap gap-2">
      {options.map((semester) => {
        const pressed = semester === value;
        return (
          <button
            key={semester ?? 'all'}
            type="button"
            aria-pressed={pressed}
            aria-label={
              semester === undefined ? t('student.allSemesters') : t('student.semesterN', { semester })
            }
            onClick={() => onChange(semester)}
            className={cn(
              'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold',
              pressed ? buttonVariants.primary : buttonVariants.secondary,
            )}
          >
            {semester === undefined ? t('student.all') : semester}
          </button>
        );
      })}
    </div>
  );
}
