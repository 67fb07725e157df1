/**
 * What the server sends for a portal page before any script has run (entry-server.tsx): the area's frame (its
 * navigation, the section's title) around a skeleton of the content, so that a slow phone shows the page's
 * shape at once instead of a white screen. The server cannot know who is signed in (the session lives in
 * localStorage, spec part 1 §4): the frame is the one of the area the address names, and the app replaces
 * it with the real page once its scripts have loaded.
 */
import type { TranslationKey } from '../lib/i18n';
import { useT } from '../lib/i18n';
import type { AreaNavItem } from '../components/area-page';
import { FacultyPage, FACULTY_AREA_LINKS } from '../features/faculty/components/faculty-page';
import { StudentPage, STUDENT_AREA_LINKS } from '../features/student/components/student-page';
import { paths } from './paths';

const inArea = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** The section of the area's navigation the address is in, if any. */
function sectionOf(path: string, links: AreaNavItem[]): AreaNavItem | undefined {
  return links
    .filter((link) => (link.end ? path === link.to : inArea(path, link.to)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

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
  const title = (links: AreaNavItem[], area: TranslationKey) => t(sectionOf(path, links)?.label ?? area);
  if (inArea(path, paths.student.root)) {
    return (
      <StudentPage title={title(STUDENT_AREA_LINKS, 'area.student')}>
        <ContentSkeleton />
      </StudentPage>
    );
  }
  if (inArea(path, paths.faculty.root)) {
    return (
      <FacultyPage title={title(FACULTY_AREA_LINKS, 'area.faculty')}>
        <ContentSkeleton />
      </FacultyPage>
    );
  }
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('area.admin')} | ${t('app.name')}`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('area.admin')}</h1>
      <ContentSkeleton />
    </div>
  );
}
