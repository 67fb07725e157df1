/**
 * The translation layer: every sentence the user reads comes from a dictionary through `t(key, params)`.
 * English is always loaded (the portal's entry carries its core); Urdu loads only when it is chosen
 * (languages.ts), each area's strings with the area.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '@contract/locale';
import { formatMessage } from '@contract/messages';
import { currentLocale } from './current-locale';
import { addStrings, dictionaries, formats } from './dictionaries';
import { en, type TranslationKey } from './en';

export type { TranslationKey } from './en';
export type { Locale } from '@contract/locale';
export type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string;

addStrings('en', en);

export function translator(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  return (key, params) => {
    const text = dictionary[key] ?? dictionaries.en[key] ?? key;
    if (!params) return text;
    // A language's own way of filling values (Urdu isolates them) goes first; plural forms are then chosen
    // by the language's rules, their values already filled in.
    const format = formats[locale];
    return formatMessage(format ? format(text, params) : text, params, locale);
  };
}

/** The translator of the current language, for code outside React components (the API client, titles). */
export const t: Translate = (key, params) => translator(currentLocale())(key, params);

type I18n = { locale: Locale; t: Translate; changeLocale: (next: Locale) => Promise<void> };

const I18nContext = createContext<I18n>({ locale: 'en', t, changeLocale: async () => {} });

/**
 * `locale` is the language already loaded when the app starts; `onChange` loads another one and applies it
 * to the document (languages.ts), after which every component reads the new language.
 */
export function I18nProvider({
  locale: initial = 'en',
  onChange,
  children,
}: {
  locale?: Locale;
  onChange?: (next: Locale) => Promise<void>;
  children: ReactNode;
}) {
  const [locale, setLocale] = useState(initial);
  const changeLocale = useCallback(
    async (next: Locale) => {
      await onChange?.(next);
      setLocale(next);
    },
    [onChange],
  );
  const value = useMemo(() => ({ locale, t: translator(locale), changeLocale }), [locale, changeLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

/** The current language and the way to choose another. */
export function useLanguage(): Pick<I18n, 'locale' | 'changeLocale'> {
  const { locale, changeLocale } = useContext(I18nContext);
  return { locale, changeLocale };
}
