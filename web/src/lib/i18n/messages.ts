/**
 * The server's and the validation rules' sentences (written in English in the contract) in the chosen
 * language. The API client and the forms pass every such sentence through `localizeMessage`; a language's
 * translator arrives with its strings (languages.ts), so English pages carry none of it.
 */
import type { Locale } from '@contract/locale';
import { currentLocale } from './current-locale';

const translators: Partial<Record<Locale, (text: string) => string>> = {};

export function setMessageTranslator(locale: Locale, translate: (text: string) => string): void {
  translators[locale] = translate;
}

export function localizeMessage(text: string, locale: Locale = currentLocale()): string {
  return translators[locale]?.(text) ?? text;
}
