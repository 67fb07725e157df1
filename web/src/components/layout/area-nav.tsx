/**
 * The navigation of a signed-in area, drawn by the frame on every page of the area. On a phone it is a bar
 * along the bottom, within reach of a thumb, with the area's main sections and "More" (the other sections
 * and Sign Out, in a sheet); from the `md` width a row of every section under the header. The current
 * section is marked (aria-current). It depends on the path only, so the server can draw it before any
 * script runs.
 */
import { Ellipsis } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  AREA_NAV_LABEL,
  AREA_SECTIONS,
  areaOf,
  isCurrentSection,
  MAIN_SECTIONS,
} from '../../app/area-sections';
import { useT } from '../../lib/i18n';
import { cn } from '../ui/cn';

// The sheet behind "More" loads when it is first opened, not with every portal page.
const MoreSheet = lazy(() => import('./more-sheet'));

/** Phone: a column of the bottom bar (icon over label). From `md`: a tab of the row (label only). */
const itemClass =
  'flex min-w-0 flex-col items-center justify-center gap-0.5 px-0.5 text-center text-[0.6875rem] font-medium max-md:h-16 max-md:w-full md:min-h-11 md:rounded-lg md:px-3 md:text-sm';
const itemTone = (current: boolean) =>
  current
    ? 'text-blue-800 md:bg-blue-700 md:text-white dark:text-blue-200 md:dark:bg-blue-600 md:dark:text-white'
    : 'text-slate-700 md:hover:bg-slate-100 dark:text-slate-300 md:dark:hover:bg-slate-800';
/** Android's active indicator on the phone: a pill behind the current destination's icon. */
const pillClass = (current: boolean) =>
  cn(
    'flex h-7 w-14 items-center justify-center rounded-full md:hidden',
    current && 'bg-blue-100 dark:bg-blue-900',
  );

export function AreaNav() {
  const t = useT();
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const area = areaOf(pathname);
  if (!area) return null;
  const sections = AREA_SECTIONS[area];
  const rest = sections.slice(MAIN_SECTIONS);
  const currentInMore = rest.some((section) => isCurrentSection(section, pathname));
  return (
    <nav
      aria-label={t(AREA_NAV_LABEL[area])}
      className="z-40 border-slate-200 bg-white print:hidden max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:border-t max-md:pb-[env(safe-area-inset-bottom)] md:border-b dark:border-slate-800 dark:bg-slate-950"
    >
      <ul className="mx-auto max-w-7xl max-md:grid max-md:grid-cols-5 md:flex md:flex-wrap md:gap-1 md:px-6 md:py-2">
        {sections.map((section, index) => {
          const current = isCurrentSection(section, pathname);
          const name = t(section.label);
          return (
            <li key={section.to} className={cn('min-w-0', index >= MAIN_SECTIONS && 'max-md:hidden')}>
              <Link
                to={section.to}
                aria-current={current ? 'page' : undefined}
                title={name}
                className={cn(itemClass, itemTone(current))}
              >
                <span className={pillClass(current)}>
                  {section.icon && <section.icon aria-hidden="true" className="size-5" />}
                </span>
                <span className="line-clamp-2 w-full leading-tight md:w-auto md:leading-normal [&:lang(ur)]:line-clamp-1 [&:lang(ur)]:leading-[2]">
                  {name}
                </span>
              </Link>
            </li>
          );
        })}
        <li className="min-w-0 md:hidden">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            className={cn(itemClass, itemTone(currentInMore))}
            onClick={() => setMoreOpen(true)}
          >
            <span className={pillClass(currentInMore)}>
              <Ellipsis aria-hidden="true" className="size-5" />
            </span>
            <span className="line-clamp-1 w-full">{t('nav.more')}</span>
          </button>
        </li>
      </ul>
      {moreOpen && (
        <Suspense fallback={null}>
          <MoreSheet onClose={() => setMoreOpen(false)} sections={rest} pathname={pathname} />
        </Suspense>
      )}
    </nav>
  );
}
