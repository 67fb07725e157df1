/**
 * The languages of the site: English (the specification's texts) and Urdu, written right to left.
 * The chosen one is remembered per browser in a cookie (so that the server renders the public pages in it)
 * and, when signed in, per account.
 */
export const LOCALES = ['en', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that carries the browser's language to the server's renderer of the public pages. */
export const LOCALE_COOKIE = 'lang';

/** The cookie that remembers a language for a year, as `document.cookie` takes it. */
export const localeCookie = (locale: Locale) =>
  `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;

/** Each language's name in its own script, as the switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ur: 'اردو' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ur' ? 'rtl' : 'ltr';
}

/** The locale `Intl` formats numbers and dates with (British English keeps day-month-year order). */
export function intlLocale(locale: Locale): string {
  return locale === 'ur' ? 'ur-PK' : 'en-GB';
}
