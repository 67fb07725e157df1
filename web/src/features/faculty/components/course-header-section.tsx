/** The top of the teacher's course page: what the course is, when it meets and how many are enrolled. */
import type { FacultyCourse } from '../api/get-courses';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

export function CourseHeaderSection({ course }: { course: FacultyCourse }) {
  const t = useT();
  const schedule = [course.schedule.days.join(', '), course.schedule.time].filter(Boolean).join(' · ');
  const rows = [
    { label: t('faculty.courses.enrolled'), value: course.enrolledCount },
    { label: t('faculty.courses.schedule'), value: schedule || t('faculty.courses.noSchedule') },
    { label: t('faculty.courses.credits'), value: course.credits },
    { label: t('field.semester'), value: course.semester },
  ];
  return (
    <Card role="region" aria-label={course.name} className="flex flex-col gap-3">
      {course.description && (
        <p dir="auto" className="whitespace-pre-line text-slate-700 dark:text-slate-300">
          {course.description}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
            <dd className="font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
