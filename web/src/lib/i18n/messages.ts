/**
 * The server's sentences in the reader's language. The server sends each as `{ message, code, params }` (one
 * catalogue in contract/message-catalogue.ts); a language's renderer arrives with its strings (languages.ts),
 * so English pages carry none of it and show `message`, which is the catalogue's English. A code the page does
 * not know (an older or newer server) shows `message` as it came.
 */
import type { Locale } from '@contract/locale';
import { currentLocale } from './current-locale';

/** A sentence as it travels: its English, and the code and parameters it was made from. */
export interface SaidText {
  message: string;
  code?: string;
  params?: Readonly<Record<string, string | number>>;
}

export interface MessageRenderer {
  /** The sentence of `code`, or undefined for a code this catalogue lacks. */
  said: (said: SaidText) => string | undefined;
  /** A validation rule's sentence, made in the browser (contract/message-registry.ts), or undefined. */
  text: (text: string) => string | undefined;
  /** A field's name, given in English as the messages' `{label}` gives it, or undefined. */
  label?: (english: string) => string | undefined;
}

const renderers: Partial<Record<Locale, MessageRenderer>> = {};

export function setMessageRenderer(locale: Locale, renderer: MessageRenderer): void {
  renderers[locale] = renderer;
}

/** A sentence from the server, in the reader's language. */
export function localizeSaid(said: SaidText, locale: Locale = currentLocale()): string {
  return renderers[locale]?.said(said) ?? said.message;
}

/** A field's name (its English, as the contract's schemas and messages name it) in the reader's language. */
export function localizeLabel(english: string, locale: Locale = currentLocale()): string {
  return renderers[locale]?.label?.(english) ?? english;
}

/** A validation rule's sentence checked in the browser (Zod's message), in the reader's language. */
export function localizeMessage(text: string, locale: Locale = currentLocale()): string {
  return renderers[locale]?.text(text) ?? text;
}
