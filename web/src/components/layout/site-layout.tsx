import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { areaOf } from '../../app/area-sections';
import { useCollege } from '../../lib/college';
import { useT } from '../../lib/i18n';
import { cn } from '../ui/cn';
import { AreaNav } from './area-nav';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Skip link, header, the area's navigation (on a signed-in area's pages), main and footer: the frame of
 * every page, portal and public alike.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  // On a phone the area's navigation is a bar fixed along the bottom: the page ends above it.
  const inArea = areaOf(pathname) !== undefined;
  const { demo } = useCollege();
  return (
    <div className={cn('flex min-h-screen flex-col', inArea && 'pb-16 md:pb-0')}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-blue-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:inset-s-2 focus:top-2"
      >
        {t('nav.skipToContent')}
      </a>
      {/* A landmark of its own, so that a screen reader moving by landmarks does not pass over it. */}
      {demo && (
        <section
          aria-label={t('demo.bannerName')}
          className="bg-amber-100 px-4 py-1.5 text-center text-sm leading-relaxed text-amber-950 dark:bg-amber-900 dark:text-amber-50"
        >
          <p>{t('demo.banner')}</p>
        </section>
      )}
      <Header />
      <AreaNav />
      <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
