/**
 * The admissions content of the public Admissions page and its checklist: the year, the calendar, and for each
 * of the college's three BS programs whether it takes students this year, its credit hours and its fee. The
 * college edits it from the admin area; until then it is the specification's (part 1 §9).
 */
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import {
  ADMISSION_DATE_KEYS,
  ADMISSION_DATE_LABELS,
  ADMISSION_PROGRAM_IDS,
  MAX_SEMESTER_FEE,
  type AdmissionDateKey,
} from './admissions-content';
import { dateSchema } from './fields';

export * from './admissions-content';

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: sayRule('field.number', { label }) })
    .int(sayRule('field.wholeNumber', { label }))
    .min(min, sayRule('field.atLeast', { label, min }))
    .max(max, sayRule('field.atMost', { label, max }));

export const AdmissionProgramSchema = z.object({
  id: z.enum(ADMISSION_PROGRAM_IDS),
  offered: z.boolean({ error: sayRule('field.boolean', { label: 'Offered' }) }),
  creditHours: wholeNumber('Credit hours', 1, 200),
  feePerSemester: wholeNumber('Fee per semester', 0, MAX_SEMESTER_FEE),
});

export const AdmissionsSchema = z
  .object({
    year: wholeNumber('Admission year', 2000, 2199),
    dates: z.object(
      Object.fromEntries(
        ADMISSION_DATE_KEYS.map((key) => [key, dateSchema(ADMISSION_DATE_LABELS[key])]),
      ) as Record<AdmissionDateKey, ReturnType<typeof dateSchema>>,
    ),
    programs: z
      .array(AdmissionProgramSchema)
      .refine(
        (programs) =>
          programs.length === ADMISSION_PROGRAM_IDS.length &&
          ADMISSION_PROGRAM_IDS.every((id) => programs.some((program) => program.id === id)),
        'Programs must list IT, CS and SE once each',
      )
      .refine(
        (programs) => programs.some((program) => program.offered),
        'At least one program must be offered',
      ),
  })
  .superRefine((value, ctx) => {
    // Each step of the calendar comes on or after the one before it.
    ADMISSION_DATE_KEYS.slice(1).forEach((key, index) => {
      if (value.dates[key] < value.dates[ADMISSION_DATE_KEYS[index]!]) {
        ctx.addIssue({
          code: 'custom',
          path: ['dates', key],
          message: 'Each date must be on or after the one above it',
        });
      }
    });
  });
