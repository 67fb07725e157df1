import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useT, type TranslationKey } from '../lib/i18n';
import { cn } from './ui/cn';

/** One link of an area's navigation; `end` marks the area's root, active only on its own path. */
export type AreaNavItem = { to: string; label: TranslationKey; end?: boolean };

export type AreaPageProps = {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every page of a signed-in area: document title, the area's navigation, the heading and the content. */
export function AreaPage({
  area,
  navLabel,
  links,
  title,
  subtitle,
  actions,
  children,
}: AreaPageProps & {
  /** The area's name above the heading, such as 'Student Portal'. */
  area: TranslationKey;
  /** The accessible name of the area's navigation. */
  navLabel: TranslationKey;
  links: AreaNavItem[];
}) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${title} | ${t('app.name')}`}</title>
      <nav aria-label={t(navLabel)} className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 whitespace-nowrap">
          {links.map((link) => (
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
            {t(area)}
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
