import type { FacultyCourse } from '../api/get-courses';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { scheduleText } from '../../../lib/schedule';

/** The course page's head: what the course is, when it meets, and how many students it has. */
export function CourseHeaderSection({ course }: { course: FacultyCourse }) {
  const t = useT();
  const schedule = scheduleText(course);
  const rows = [
    { label: t('faculty.courses.enrolled'), value: t('loop.course.enrolled', { n: course.enrolledCount }) },
    { label: t('faculty.courses.schedule'), value: schedule || t('faculty.courses.noSchedule') },
    { label: t('field.semester'), value: course.semester },
    { label: t('faculty.courses.credits'), value: course.credits },
  ];
  return (
    <Card role="region" aria-label={t('loop.course.title')} className="flex flex-col gap-3">
      {course.description && (
        <p dir="auto" className="whitespace-pre-line text-slate-700 dark:text-slate-300">
          {course.description}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
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
