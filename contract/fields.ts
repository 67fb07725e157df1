/** Reusable field schemas, composed into the request schemas of each domain. */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SECTION_LENGTH } from './constants';
import { MAX_SEMESTER, MIN_SEMESTER } from './enums';
import { MESSAGES } from './messages';

/** A required piece of text, trimmed, with a message that names the field. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max = 500) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();

/** Emails are compared case-insensitively, so they are stored and looked up lower-cased. */
export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);

export const phoneSchema = (label: string) =>
  requiredText(label, 20).regex(/^\+?[0-9][0-9 ()-]{6,18}$/, `${label} must be a valid phone number`);

/** A calendar date as `YYYY-MM-DD`. */
export const dateSchema = (label: string) =>
  requiredText(label, 10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date`);

/** A date in the past, such as a date of birth. */
export const pastDateSchema = (label: string) =>
  dateSchema(label).refine(
    (value) => Date.parse(`${value}T00:00:00Z`) < Date.now(),
    `${label} must be in the past`,
  );

export const SemesterSchema = z.coerce
  .number({ error: 'Semester is required' })
  .int('Semester must be a whole number')
  .min(MIN_SEMESTER, `Semester must be between ${MIN_SEMESTER} and ${MAX_SEMESTER}`)
  .max(MAX_SEMESTER, `Semester must be between ${MIN_SEMESTER} and ${MAX_SEMESTER}`);

export const SectionSchema = requiredText('Section', SECTION_LENGTH)
  .regex(/^[A-Za-z0-9]$/, 'Section must be a single letter or digit')
  .transform((s) => s.toUpperCase());

export const IdSchema = z.uuid('Invalid id');
export const IdParamsSchema = z.object({ id: IdSchema });

/** An enumeration value with a message that names the field. */
export const enumSchema = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `Choose a valid ${label.toLowerCase()}` });

/** Empty strings from optional selects mean "not given". */
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
