import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import type { Locale } from '@contract/locale';
import { documentLocale, loadLocale } from './lib/i18n/languages';
import { applyTheme, currentTheme } from './lib/theme';
import './styles.css';

applyTheme(currentTheme());
const router = createBrowserRouter(routes);
// The server wrote the language of the `lang` cookie on <html>; its strings load before the first render.
const locale = documentLocale();

const loaded: Promise<Locale> =
  locale === 'en'
    ? Promise.resolve(locale)
    : loadLocale(locale).then(
        () => locale,
        () => {
          // Without its strings (the network failed) the page still works, in English.
          document.documentElement.lang = 'en';
          document.documentElement.dir = 'ltr';
          return 'en';
        },
      );

void loaded.then((start) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders locale={start}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
