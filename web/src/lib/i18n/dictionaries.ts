/**
 * What each language has loaded: its strings, and how it fills values into them. The English core is added by
 * index.tsx at start; each area's dictionary adds its strings when its module loads (with the area's pages).
 * This module knows no keys, so that the dictionaries, which the keys are made of, can import it without a circle.
 */
import type { Locale } from '@contract/locale';

export type Format = (template: string, params: Record<string, string | number>) => string;

export const dictionaries: Record<Locale, Partial<Record<string, string>>> = { en: {}, ur: {} };
export const formats: Partial<Record<Locale, Format>> = {};

/** Adds an area's strings; each area's dictionary calls it when its module loads (with the area's pages). */
export function addStrings(locale: Locale, strings: Partial<Record<string, string>>) {
  Object.assign(dictionaries[locale], strings);
}

/**
 * How a language fills values into its sentences, where it is not `formatMessage`: Urdu's dictionary sets
 * `formatIsolated` (contract/bidi.ts), so that values keep their own direction in right-to-left sentences
 * and English pages do not carry it.
 */
export function setFormat(locale: Locale, format: Format) {
  formats[locale] = format;
}
