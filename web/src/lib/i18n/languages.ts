/**
 * Choosing the language. The server renders every page with `<html lang dir>` from the `lang` cookie, so a
 * page never flashes the other language; the browser keeps the choice in that cookie, the account keeps it
 * on the server (`PUT /api/auth/preferences`). Urdu's dictionaries load only when Urdu is chosen: its core
 * (with the messages of the server and of validation) at once, each area's strings with the area, Zod's
 * sentences with Zod.
 */
import { DEFAULT_LOCALE, isLocale, localeCookie, localeDirection, type Locale } from '@contract/locale';
import { currentLocale, setCurrentLocale } from './current-locale';
import { setMessageRenderer } from './messages';
import { setReferenceTranslations } from './reference';

/** The portal's areas whose strings load with their pages (app/routes.tsx). */
const AREA_STRINGS = {
  student: { en: () => import('./en-student'), ur: () => import('./ur-student') },
  faculty: { en: () => import('./en-faculty'), ur: () => import('./ur-faculty') },
  classroom: { en: () => import('./en-classroom'), ur: () => import('./ur-classroom') },
  admin: { en: () => import('./en-admin-area'), ur: () => import('./ur-admin-area') },
  adminPeople: { en: () => import('./en-admin-people'), ur: () => import('./ur-admin-people') },
  adminReports: { en: () => import('./en-admin-reports'), ur: () => import('./ur-admin-reports') },
  adminTerms: { en: () => import('./en-admin-terms'), ur: () => import('./ur-admin-terms') },
  account: { en: () => import('./en-account'), ur: () => import('./ur-account') },
  loop: { en: () => import('./en-loop'), ur: () => import('./ur-loop') },
  materials: { en: () => import('./en-materials'), ur: () => import('./ur-materials') },
  quizSet: { en: () => import('./en-quiz-set'), ur: () => import('./ur-quiz-set') },
  quizTake: { en: () => import('./en-quiz-take'), ur: () => import('./ur-quiz-take') },
} satisfies Record<string, Record<Locale, () => Promise<unknown>>>;

export type StringsArea = keyof typeof AREA_STRINGS;

const loadedAreas = new Set<StringsArea>();

/** The language the server rendered this page in. */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * Loads an area's strings in the current language only: every language's dictionaries are complete
 * (translations.test.ts), so an Urdu page needs no English ones.
 */
export function loadAreaStrings(...areas: StringsArea[]): Promise<unknown> {
  return Promise.all(
    areas.map((area) => {
      loadedAreas.add(area);
      return AREA_STRINGS[area][currentLocale()]();
    }),
  );
}

/** Set once a form has loaded Zod: its sentences then follow every change of language. */
let zodLanguage: typeof import('./zod-language') | undefined;

/** Zod's sentences in the current language, for a form's first submit (`lazySchema` in lib/forms.ts). */
export async function loadZodLanguage(): Promise<void> {
  zodLanguage ??= await import('./zod-language');
  await zodLanguage.setZodLanguage(currentLocale());
}

/** Loads everything the language needs for what is on screen, then makes it current. */
export async function loadLocale(next: Locale): Promise<void> {
  await Promise.all([
    next === 'ur' && loadUrdu(),
    // The strings of the areas already shown, in the new language.
    ...[...loadedAreas].map((area) => AREA_STRINGS[area][next]()),
    zodLanguage?.setZodLanguage(next),
  ]);
  setCurrentLocale(next);
}

async function loadUrdu() {
  const core = await import('./ur-core');
  setMessageRenderer('ur', core.urduMessages);
  setReferenceTranslations('ur', { programs: core.PUBLIC_PROGRAMS_UR, values: core.ENUM_LABELS_UR });
}

/** `lang` and `dir` on <html>, and the cookie that tells the server which language to render. */
export function applyLocale(next: Locale): void {
  document.documentElement.lang = next;
  document.documentElement.dir = localeDirection(next);
  document.cookie = localeCookie(next);
}
