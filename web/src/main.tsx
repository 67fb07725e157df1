import './app/effect-timing';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterFirstData, FACE_LATER_CLASS } from './app/after-first-data';
import { AppProviders, createQueryClient } from './app/providers';
import { preloadRoute } from './app/lazy-page';
import { AppRoutes } from './app/app-routes';
import { routes } from './app/routes';
import type { Locale } from '@contract/locale';
import { setCurrentLocale } from './lib/i18n/current-locale';
import { documentLocale, loadLocale } from './lib/i18n/languages';
import { applyTheme, currentTheme } from './lib/theme';
import './styles.css';

applyTheme(currentTheme());
// The server wrote the language of the `lang` cookie on <html>; its strings load before the first render.
const locale = documentLocale();
// The page's area strings load in that language, alongside its own dictionary.
setCurrentLocale(locale);

const loaded: Promise<Locale> =
  locale === 'en'
    ? Promise.resolve(locale)
    : loadLocale(locale).then(
        () => locale,
        () => {
          // Without its strings (the network failed) the page still works, in English.
          document.documentElement.lang = 'en';
          document.documentElement.dir = 'ltr';
          setCurrentLocale('en');
          return 'en';
        },
      );

// The page's code too: the app's first render then replaces the server-rendered first screen (the sign-in
// form, the area's frame) with the page itself, not with a spinner.
const page = preloadRoute(routes, window.location.pathname);

const container = document.getElementById('root')!;
// Only a server-rendered form (sign-in, registration) can hold what someone typed before the app loaded; the
// server preloads this module with such a page (server/src/plugins/page-preload.ts).
// Without it (the network failed) the app still starts; only the typed text is lost.
const typed = container.querySelector('form')
  ? import('./app/typed-before-load').catch(() => undefined)
  : undefined;

void Promise.all([loaded, page, typed]).then(([start, , typedBeforeLoad]) => {
  typedBeforeLoad?.keepTypedInput(container);
  const queryClient = createQueryClient();
  createRoot(container).render(
    <StrictMode>
      <AppProviders locale={start} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  afterFirstData(queryClient, () => {
    document.documentElement.classList.remove(FACE_LATER_CLASS);
    registerServiceWorker();
  });
});

/**
 * The service worker keeps the portal's scripts and the last loaded timetable, grades and attendance on the
 * phone (service-worker.ts). Registered once the page's data is on screen: its install downloads the shell and
 * the page again, which on slow mobile data would hold the page's reads back.
 */
function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('The service worker could not be registered', error);
  });
}
