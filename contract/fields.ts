/** Reusable field schemas, composed into the request schemas of each domain. */
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SECTION_LENGTH } from './constants';
import { MAX_SEMESTER, MIN_SEMESTER } from './enums';
import { MESSAGES } from './messages';

/** A required piece of text, trimmed, with a message that names the field. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: sayRule('field.required', { label }) })
    .trim()
    .min(1, sayRule('field.required', { label }))
    .max(max, sayRule('field.maxLength', { label, max }));

/**
 * Control characters (a name is one line) and the bidirectional embeddings, overrides and isolates, which make
 * a name read differently from what it is ("Trojan Source"); the marks LRM and RLM, which Urdu text needs, stay.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A person's or a course's name: required text on one line, shown as it was typed. */
export const nameText = (label: string, max = 100) =>
  requiredText(label, max).refine(
    (value) => !HIDDEN_CONTROLS.test(value),
    sayRule('field.hiddenCharacter', { label }),
  );

export const optionalText = (label: string, max = 500) =>
  z
    .string({ error: sayRule('field.text', { label }) })
    .trim()
    .max(max, sayRule('field.maxLength', { label, max }))
    .optional();

/** Emails are compared case-insensitively, so they are stored and looked up lower-cased. */
export const EmailSchema = z
  .string({ error: sayRule('field.required', { label: 'Email' }) })
  .trim()
  .min(1, sayRule('field.required', { label: 'Email' }))
  .max(254, sayRule('field.tooLong', { label: 'Email' }))
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string({ error: sayRule('field.required', { label: 'Password' }) })
  .min(1, sayRule('field.required', { label: 'Password' }))
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, sayRule('field.maxLengthLong', { label: 'Password', max: MAX_PASSWORD_LENGTH }));

export const phoneSchema = (label: string) =>
  requiredText(label, 20).regex(/^\+?[0-9][0-9 ()-]{6,18}$/, sayRule('field.phone', { label }));

/** The years a date of the portal may fall in: births, terms and classes, and nothing PostgreSQL cannot store. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

/**
 * Whether `YYYY-MM-DD` is a day of the calendar. `Date.parse` is no check: it reads 2026-02-30 as 2 March and
 * 2004-04-31 as 1 May, so the day must read back unchanged.
 */
export function isCalendarDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return false;
  const year = day.getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** A calendar date as `YYYY-MM-DD`. */
export const dateSchema = (label: string) =>
  requiredText(label, 10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, sayRule('field.dateFormat', { label }))
    .refine(isCalendarDate, sayRule('field.realDate', { label }));

/** A date in the past, such as a date of birth. */
export const pastDateSchema = (label: string) =>
  dateSchema(label).refine(
    (value) => Date.parse(`${value}T00:00:00Z`) < Date.now(),
    sayRule('field.pastDate', { label }),
  );

export const SemesterSchema = z.coerce
  .number({ error: sayRule('field.required', { label: 'Semester' }) })
  .int(sayRule('field.wholeNumber', { label: 'Semester' }))
  .min(MIN_SEMESTER, sayRule('field.between', { label: 'Semester', min: MIN_SEMESTER, max: MAX_SEMESTER }))
  .max(MAX_SEMESTER, sayRule('field.between', { label: 'Semester', min: MIN_SEMESTER, max: MAX_SEMESTER }));

export const SectionSchema = requiredText('Section', SECTION_LENGTH)
  .regex(/^[A-Za-z0-9]$/, sayRule('field.singleCharacter', { label: 'Section' }))
  .transform((s) => s.toUpperCase());

export const IdSchema = z.uuid(sayRule('field.invalid', { label: 'id' }));
export const IdParamsSchema = z.object({ id: IdSchema });

/** An enumeration value with a message that names the field. */
export const enumSchema = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: sayRule('field.chooseValid', { label: label.toLowerCase() }) });

/** Empty strings from optional selects mean "not given". */
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
