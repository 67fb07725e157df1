import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../app/paths';
import { cn } from '../../../components/ui/cn';
import { useT, type TranslationKey } from '../../../lib/i18n';

const LINKS: { to: string; label: TranslationKey; end?: boolean }[] = [
  { to: paths.faculty.root, label: 'faculty.nav.dashboard', end: true },
  { to: paths.faculty.courses, label: 'faculty.nav.courses' },
  { to: paths.faculty.students, label: 'faculty.nav.students' },
  { to: paths.faculty.assignments, label: 'faculty.nav.assignments' },
  { to: paths.faculty.markAttendance, label: 'faculty.nav.markAttendance' },
  { to: paths.faculty.enterGrades, label: 'faculty.nav.enterGrades' },
  { to: paths.faculty.profile, label: 'faculty.nav.profile' },
];

/** The frame of every faculty page: document title, the area's navigation, the heading and the content. */
export function FacultyPage({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${title} | ${t('app.name')}`}</title>
      <nav aria-label={t('faculty.nav.label')} className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 whitespace-nowrap">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium',
                    isActive
                      ? 'bg-blue-700 text-white dark:bg-blue-600'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  )
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
            {t('area.faculty')}
          </p>
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{title}</h1>
          {subtitle && <div className="mt-1 text-slate-700 dark:text-slate-300">{subtitle}</div>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
