/** The language strings are read in now, for code outside React (formatting, the API client, `t`). */
import { DEFAULT_LOCALE, type Locale } from '@contract/locale';

let locale: Locale = DEFAULT_LOCALE;

export function currentLocale(): Locale {
  return locale;
}

/** Only once the language's strings are loaded (languages.ts `loadLocale`, or the server's renderer). */
export function setCurrentLocale(next: Locale): void {
  locale = next;
}
