import type { ReactNode } from 'react';
import type { CourseBrief } from '@contract/admin';
import { useT } from '../../../lib/i18n';

/** Courses as `CODE - Name` with credits and semester, and an optional action per course. */
export function CourseList({
  courses,
  action,
}: {
  courses: CourseBrief[];
  action?: (course: CourseBrief) => ReactNode;
}) {
  const t = useT();
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {courses.map((course) => (
        <li
          key={course._id}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-medium">
              {course.code} - {course.name}
              {course.is_virtual && ' '}
              {course.is_virtual && (
                <span className="ms-2 rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-900 dark:bg-purple-900 dark:text-purple-100">
                  {t('adminPeople.virtual')}
                </span>
              )}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('adminPeople.courseLine', { credits: course.credits, semester: course.semester })}
            </p>
          </div>
          {action?.(course)}
        </li>
      ))}
    </ul>
  );
}
