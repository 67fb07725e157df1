import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Footer } from './footer';
import { Header } from './header';

/** Skip link, header, main and footer: the frame of every page, portal and public alike. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-blue-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:inset-s-2 focus:top-2"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
