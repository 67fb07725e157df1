import type { ReactNode } from 'react';
import { useT, type TranslationKey } from '../lib/i18n';

export type AreaPageProps = {
  title: string;
  /** The title is text people wrote (an announcement's): it reads in its own direction (components/ui/bidi). */
  titleWritten?: boolean;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every page of a signed-in area: document title, the heading and the content (the area's
 * navigation is drawn by the site's frame, components/layout/area-nav.tsx).
 */
export function AreaPage({
  area,
  title,
  titleWritten,
  subtitle,
  actions,
  children,
}: AreaPageProps & {
  /** The area's name above the heading, such as 'Student Portal'. */
  area: TranslationKey;
}) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${title} | ${t('app.name')}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
            {t(area)}
          </p>
          <h1
            className="mt-1 text-2xl font-bold break-words sm:text-3xl"
            dir={titleWritten ? 'auto' : undefined}
          >
            {title}
          </h1>
          {subtitle && (
            <div className="area-subtitle mt-1 text-slate-700 dark:text-slate-300">{subtitle}</div>
          )}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
