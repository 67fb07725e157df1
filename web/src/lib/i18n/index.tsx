/**
 * The translation layer: every sentence the user reads comes from a dictionary through `t(key, params)`.
 * English only for now; a second dictionary (Urdu) plugs into `dictionaries` and the provider's locale.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { formatMessage } from '@contract/messages';
import { en, type TranslationKey } from './en';

export type { TranslationKey } from './en';
export type Locale = 'en';
export type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string;

const dictionaries: Record<Locale, Partial<Record<TranslationKey, string>>> = { en: { ...en } };

/** Adds an area's strings; each area's dictionary calls it when its module loads (with the area's pages). */
export function addStrings(locale: Locale, strings: Partial<Record<TranslationKey, string>>) {
  Object.assign(dictionaries[locale], strings);
}

export function translator(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  return (key, params) => {
    const text = dictionary[key] ?? dictionaries.en[key] ?? key;
    return params ? formatMessage(text, params) : text;
  };
}

/** The English translator, for code outside React components (the API client, schemas' fallbacks). */
export const t: Translate = translator('en');

const I18nContext = createContext<{ locale: Locale; t: Translate }>({ locale: 'en', t });

export function I18nProvider({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return <I18nContext.Provider value={{ locale, t: translator(locale) }}>{children}</I18nContext.Provider>;
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}
