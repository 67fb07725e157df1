/**
 * Renders the public pages to HTML on the server (built into dist/ssr, loaded by the server's web-client
 * plugin). The pages are never hydrated; entry-public.ts enhances them in the browser.
 *
 * It also renders the portal's first screen (`renderPortal`): the sign-in and registration forms, and the
 * frame of an area's page, so that a slow phone shows them while the portal's scripts load (main.tsx then
 * renders the app in their place).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { findPublicProgram } from '@contract/programs';
import { ENUM_LABELS_UR, PUBLIC_PROGRAMS_UR } from '@contract/reference-ur';
import type { CollegeInfo } from '@contract/college';
import type { Locale } from '@contract/locale';
import type { PublicPageData, RenderedPage } from '@contract/public-data';
import { routeModules, type PageModules } from './app/lazy-page';
import { paths } from './app/paths';
import { PortalFrame } from './app/portal-frame';
import { routes } from './app/routes';
import { SiteLayout } from './components/layout/site-layout';
import { NotFound } from './components/not-found';
import FacultyRegistrationPage from './features/auth/faculty-registration-page';
import LoginPage from './features/auth/login-page';
import StudentRegistrationPage from './features/auth/student-registration-page';
import { AboutPage } from './features/public/about-page';
import { AdmissionsPage } from './features/public/admissions-page';
import { ChecklistPage } from './features/public/checklist-page';
import { ContactPage } from './features/public/contact-page';
import { DepartmentsPage } from './features/public/departments-page';
import { HomePage } from './features/public/home-page';
import { ProgramPage } from './features/public/program-page';
import { PublicDataProvider } from './features/public/public-context';
import { VerifyPage } from './features/public/verify-page';
import { AuthProvider } from './lib/auth/auth-context';
import { CollegeProvider, localCollegeName } from './lib/college';
import { I18nProvider, t, type TranslationKey } from './lib/i18n';
import { setCurrentLocale } from './lib/i18n/current-locale';
import { setMessageRenderer } from './lib/i18n/messages';
import { urduMessages } from './lib/i18n/messages-ur';
import { localProgram, setReferenceTranslations } from './lib/i18n/reference';
// The server renders in either language: both dictionaries are in its bundle.
import './lib/i18n/en-public';
import './lib/i18n/ur';
import './lib/i18n/ur-public';
// ... and the strings of the areas whose frame it renders.
import './lib/i18n/en-student';
import './lib/i18n/ur-student';
import './lib/i18n/en-faculty';
import './lib/i18n/ur-faculty';
import { StaticPageContext } from './lib/static-page';

setMessageRenderer('ur', urduMessages);
setReferenceTranslations('ur', { programs: PUBLIC_PROGRAMS_UR, values: ENUM_LABELS_UR });

type Page = { status: number; title: string; description: string; element: ReactNode };

function choosePage(data: PublicPageData): Page {
  const college = localCollegeName(data.college.name, t);
  const page = (
    key: 'about' | 'departments' | 'admissions' | 'checklist' | 'contact',
    element: ReactNode,
  ): Page => ({
    status: 200,
    title: `${t(`${key}.title` as TranslationKey)} | ${college}`,
    description: t(`${key}.description` as TranslationKey),
    element,
  });
  switch (data.path) {
    case paths.home:
      return {
        status: 200,
        title: `${college} | ${t('home.titleSuffix')}`,
        description: t('home.hero.body'),
        element: <HomePage />,
      };
    case paths.about:
      return page('about', <AboutPage />);
    case paths.departments:
      return page('departments', <DepartmentsPage />);
    case paths.admissions:
      return page('admissions', <AdmissionsPage />);
    case paths.admissionsChecklist:
      return page('checklist', <ChecklistPage />);
    case paths.contact:
      return page('contact', <ContactPage />);
  }
  const found = data.path.startsWith(`${paths.departments}/`)
    ? findPublicProgram(data.path.slice(paths.departments.length + 1))
    : undefined;
  const program = found && localProgram(found);
  if (program) {
    return {
      status: 200,
      title: `${program.name} | ${college}`,
      description: program.description,
      element: <ProgramPage program={program} />,
    };
  }
  if (data.verification) {
    const verified = data.verification.transcript !== null;
    return {
      status: verified ? 200 : 404,
      title: `${t(verified ? 'verify.verified' : 'verify.failed')} | ${college}`,
      description: t('verify.description'),
      element: <VerifyPage />,
    };
  }
  return {
    status: 404,
    title: `${t('notFound.title')} | ${college}`,
    description: t('notFound.description'),
    element: <NotFound />,
  };
}

export function render(data: PublicPageData): RenderedPage {
  // Rendering is synchronous: the language set here is the one of this page only.
  setCurrentLocale(data.locale);
  const { status, title, description, element } = choosePage(data);
  const body = renderToString(
    <StaticPageContext.Provider value>
      <I18nProvider locale={data.locale}>
        <CollegeProvider college={data.college}>
          <PublicDataProvider value={data}>
            <QueryClientProvider client={new QueryClient()}>
              <StaticRouter location={data.path}>
                <AuthProvider>
                  <SiteLayout>{element}</SiteLayout>
                </AuthProvider>
              </StaticRouter>
            </QueryClientProvider>
          </PublicDataProvider>
        </CollegeProvider>
      </I18nProvider>
    </StaticPageContext.Provider>,
  );
  return { status, title, description, body };
}

/** The first screen of a portal address, or nothing for the live classroom (a whole window of its own). */
function portalPage(path: string): ReactNode | undefined {
  if (path === paths.login) return <LoginPage />;
  if (path === paths.registerStudent) return <StudentRegistrationPage />;
  if (path === paths.registerFaculty) return <FacultyRegistrationPage />;
  const areas = [paths.student.root, paths.faculty.root, paths.admin.root];
  if (areas.some((root) => path === root || path.startsWith(`${root}/`))) return <PortalFrame path={path} />;
  return undefined;
}

/**
 * The forms can be filled in before the app has loaded (it carries what was typed over to its own copy:
 * app/typed-before-load.ts) but not sent: the app checks and sends them.
 */
const untilTheAppLoads = (html: string) =>
  html.replace(/<button type="submit"/g, '<button disabled="" type="submit"');

const titleElement = /<title>([^<]*)<\/title>/;

/**
 * The portal's first screen in the visitor's language, signed out (the server cannot see the session): the
 * header with its Sign In link, the page's frame or form, the footer. Its <title> goes to the head.
 */
export function renderPortal(input: {
  path: string;
  locale: Locale;
  college: CollegeInfo;
}): { title: string; body: string } | undefined {
  setCurrentLocale(input.locale);
  const page = portalPage(input.path);
  if (!page) return undefined;
  const html = renderToString(
    <I18nProvider locale={input.locale}>
      <CollegeProvider college={input.college}>
        <QueryClientProvider client={new QueryClient()}>
          <StaticRouter location={input.path}>
            <AuthProvider>
              <SiteLayout>{page}</SiteLayout>
            </AuthProvider>
          </StaticRouter>
        </QueryClientProvider>
      </CollegeProvider>
    </I18nProvider>,
  );
  const title = titleElement.exec(html)?.[1] ?? '';
  return { title, body: untilTheAppLoads(html.replace(titleElement, '')) };
}

/**
 * The modules a portal address loads before its first render (its page's code, as Vite's manifest names it,
 * and the areas whose strings load with it), for the server to preload with the HTML.
 */
export function portalModules(path: string): PageModules[] {
  return routeModules(routes, path);
}
