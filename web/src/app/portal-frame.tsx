/**
 * What the server sends for a portal page before any script has run (entry-server.tsx): the section's title
 * over a skeleton of the content, inside the site's frame, whose area navigation is drawn from the address
 * (components/layout/area-nav.tsx). A slow phone shows the page's shape at once instead of a white screen.
 * The server cannot know who is signed in (the session lives in localStorage, spec part 1 §4): the frame is
 * the one of the area the address names, and the app replaces it with the real page once its scripts load.
 */
import type { TranslationKey } from '../lib/i18n';
import { useT } from '../lib/i18n';
import { AreaPage } from '../components/area-page';
import { AREA_SECTIONS, areaOf, isCurrentSection, type Area } from './area-sections';

const AREA_NAME: Record<Area, TranslationKey> = {
  student: 'area.student',
  faculty: 'area.faculty',
  admin: 'area.admin',
};

/** Grey blocks where the page's content will be; announced once as loading. */
export function ContentSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-28 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
      ))}
    </div>
  );
}

export function PortalFrame({ path }: { path: string }) {
  const t = useT();
  const area = areaOf(path) ?? 'admin';
  const section = AREA_SECTIONS[area].find((candidate) => isCurrentSection(candidate, path));
  return (
    <AreaPage area={AREA_NAME[area]} title={t(section?.label ?? AREA_NAME[area])}>
      <ContentSkeleton />
    </AreaPage>
  );
}
