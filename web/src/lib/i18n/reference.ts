/**
 * The reference data the site shows as text (program cards, enumeration values) in the chosen language.
 * The Urdu tables (contract/reference-ur.ts) load with the Urdu strings.
 */
import type { Locale } from '@contract/locale';
import type { PublicProgram } from '@contract/programs';
import { currentLocale } from './current-locale';

type Tables = {
  programs: Readonly<Record<string, Pick<PublicProgram, 'name' | 'description' | 'courses'>>>;
  values: Readonly<Record<string, string>>;
};

const translations: Partial<Record<Locale, Tables>> = {};

export function setReferenceTranslations(locale: Locale, tables: Tables): void {
  translations[locale] = tables;
}

/** A public program with its name, description and courses in the chosen language. */
export function localProgram<P extends PublicProgram>(program: P): P {
  const text = translations[currentLocale()]?.programs[program.id];
  return text ? { ...program, ...text } : program;
}

/**
 * An enumeration value (a department, program, designation, ...) as the reader's language names it; a value
 * not given (a person without a department) stays as it is.
 */
export function valueLabel(value: string): string;
export function valueLabel(value: string | null | undefined): string | null | undefined;
export function valueLabel(value: string | null | undefined): string | null | undefined {
  return value ? (translations[currentLocale()]?.values[value] ?? value) : value;
}
