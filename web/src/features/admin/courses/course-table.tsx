import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Course } from '@contract/courses';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n';
import { valueLabel } from '../../../lib/i18n/reference';

type Props = {
  courses: readonly Course[];
  deletingId: string | null;
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
};

const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** The courses table of Manage Courses (spec part 1 §2). */
export function CourseTable({ courses, deletingId, onEdit, onDelete }: Props) {
  const t = useT();
  const headers = [
    t('courses.col.code'),
    t('courses.col.name'),
    t('courses.col.department'),
    t('courses.col.credits'),
    t('courses.col.semester'),
    t('courses.col.instructor'),
    t('courses.col.type'),
    t('courses.col.actions'),
  ];
  return (
    <ResponsiveTable
      caption={t('courses.title')}
      columns={headers.map((label) => ({ label }))}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      {courses.map((course) => (
        <tr
          key={course._id}
          className={cn(
            'border-t border-slate-100 dark:border-slate-800',
            course.archived && 'bg-slate-50 dark:bg-slate-950',
          )}
        >
          <th scope="row" className="px-4 py-3 font-mono font-semibold whitespace-nowrap">
            <Link
              to={paths.admin.course(course._id)}
              className="text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
            >
              <bdi dir="ltr">{course.code}</bdi>
            </Link>
          </th>
          <td data-label={headers[1]} className="px-4 py-3">
            <p className="font-medium">{course.name}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{course.term.name}</p>
            {course.credit_hours !== null && (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('courses.creditHours', { hours: course.credit_hours })}
              </p>
            )}
            {course.prerequisites.length > 0 && (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('courses.prerequisites', { list: course.prerequisites.join(', ') })}
              </p>
            )}
          </td>
          <td data-label={headers[2]} className="px-4 py-3">
            {valueLabel(course.department_id?.name) ?? ''}
          </td>
          <td data-label={headers[3]} className="px-4 py-3 tabular-nums">
            {course.credits}
          </td>
          <td data-label={headers[4]} className="px-4 py-3 tabular-nums">
            {course.semester}
          </td>
          <td data-label={headers[5]} className="px-4 py-3">
            {course.instructor_id?.name ?? (
              <span className="text-slate-600 italic dark:text-slate-400">{t('courses.notAssigned')}</span>
            )}
          </td>
          <td data-label={headers[6]} className="px-4 py-3">
            <div className="flex flex-wrap gap-1">
              <span
                className={cn(
                  badge,
                  course.is_virtual
                    ? 'bg-purple-100 text-purple-900 dark:bg-purple-900 dark:text-purple-100'
                    : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
                )}
              >
                {course.is_virtual ? t('courses.virtual') : t('courses.physical')}
              </span>
              {course.archived && (
                <span
                  className={cn(badge, 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100')}
                >
                  {t('courses.archived')}
                </span>
              )}
            </div>
          </td>
          <td data-label={headers[7]} className="px-4 py-3">
            <div className="flex flex-wrap gap-1">
              <Button
                variant="ghost"
                className="px-3"
                aria-label={t('courses.editNamed', { code: course.code })}
                onClick={() => onEdit(course)}
              >
                <Pencil aria-hidden="true" className="size-4" />
                <span aria-hidden="true" className="hidden lg:inline">
                  {t('common.edit')}
                </span>
              </Button>
              <Button
                variant="ghost"
                className="px-3 text-red-700 dark:text-red-300"
                aria-label={t('courses.deleteNamed', { code: course.code })}
                busy={deletingId === course._id}
                disabled={deletingId !== null}
                onClick={() => onDelete(course)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span aria-hidden="true" className="hidden lg:inline">
                  {t('common.delete')}
                </span>
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
