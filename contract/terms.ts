/** Terms as the API carries them: the college's calendar, a term's start (its plan) and its close. */
import { z } from 'zod';
import { TERM_SEASONS, TERM_START_STEPS, TERM_STATUSES, WEEKDAYS } from './enums';
import { sayRule } from './message-catalogue';
import { SaidSchema } from './envelope';

const Day = (label: string) => z.iso.date(sayRule('field.chooseValid', { label }));

export const TermSchema = z.object({
  _id: z.string(),
  name: z.string(),
  season: z.enum(TERM_SEASONS),
  year: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  status: z.enum(TERM_STATUSES),
  started_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type Term = z.infer<typeof TermSchema>;

/** The term a course offering belongs to, as every course object names it. */
export const TermRefSchema = z.object({ _id: z.string(), name: z.string() });
export type TermRef = z.infer<typeof TermRefSchema>;

export const TermListSchema = z.object({
  terms: z.array(TermSchema),
  /** The term whose dates hold today, or null between terms. */
  current: TermSchema.nullable(),
  /** The term views show by default: the current one, or between terms the last one started. */
  in_view: TermSchema.nullable(),
});
export type TermList = z.infer<typeof TermListSchema>;

/** A new term: season and year; dates default to the season's (term.ts), the name to "Fall 2027". */
export const TermInputSchema = z.object({
  season: z.enum(TERM_SEASONS, { error: sayRule('field.chooseValid', { label: 'season' }) }),
  year: z.coerce
    .number({ error: sayRule('field.required', { label: 'Year' }) })
    .int()
    .min(2000, sayRule('field.between', { label: 'Year', min: 2000, max: 2100 }))
    .max(2100, sayRule('field.between', { label: 'Year', min: 2000, max: 2100 })),
  starts_on: Day('first day').optional(),
  ends_on: Day('last day').optional(),
  name: z.string().trim().min(1).max(40).optional(),
});
export type TermInput = z.input<typeof TermInputSchema>;

/** An edit of a term not yet closed: its dates and name. */
export const TermUpdateSchema = z.object({
  starts_on: Day('first day'),
  ends_on: Day('last day'),
  name: z.string().trim().min(1).max(40).optional(),
});

/** `?term=` on the list routes: the term in view by default, `all`, or a term's id. */
export const TermQuerySchema = z.object({
  term: z.union([z.literal('all'), z.uuid(sayRule('field.chooseValid', { label: 'term' }))]).optional(),
});
export type TermQuery = z.infer<typeof TermQuerySchema>;

const ScheduleText = (label: string) =>
  z
    .string()
    .trim()
    .max(50, sayRule('field.maxLength', { label, max: 50 }));

/**
 * The admin's change to one offering the start plans: another teacher (null: none yet), schedule or mode, or
 * `omit` (the course is not offered this term). Fields left out keep the plan's.
 */
export const PlannedOfferingChangeSchema = z.object({
  catalogue_course_id: z.uuid(sayRule('field.chooseValid', { label: 'course' })),
  instructor_id: z
    .uuid(sayRule('field.chooseValid', { label: 'teacher' }))
    .nullable()
    .optional(),
  schedule: z
    .object({
      days: z.array(z.enum(WEEKDAYS, { error: sayRule('field.chooseValid', { label: 'day' }) })).max(6),
      time: ScheduleText('Time'),
      room: ScheduleText('Room'),
    })
    .optional(),
  is_virtual: z.boolean().optional(),
  omit: z.boolean().optional(),
});
export type PlannedOfferingChange = z.input<typeof PlannedOfferingChangeSchema>;

export const TermStartInputSchema = z.object({
  dry_run: z.boolean(),
  hold_back: z
    .array(z.uuid(sayRule('field.chooseValid', { label: 'student' })))
    .max(50_000)
    .default([]),
  /** Changes to the planned offerings, shown in the preview and made by the start. */
  offerings: z.array(PlannedOfferingChangeSchema).max(5_000).default([]),
});
export type TermStartInput = z.input<typeof TermStartInputSchema>;

const PersonRef = z.object({ _id: z.string(), name: z.string() });

export const TermPlanSchema = z.object({
  term: TermRefSchema,
  /** True once applied: this answer is what the start did (or, applied before, what is left: nothing). */
  applied: z.boolean(),
  offerings: z.number().int(),
  promotions: z.number().int(),
  enrollments: z.number().int(),
  lists: z.object({
    offerings: z.array(
      z.object({
        /** Names the offering in a change (`offerings` of the start's input). */
        catalogue_course_id: z.string(),
        code: z.string(),
        name: z.string(),
        semester: z.number().int(),
        department: z.string().nullable(),
        teacher: PersonRef.nullable(),
        schedule: z.object({ days: z.array(z.string()), time: z.string(), room: z.string() }),
        is_virtual: z.boolean(),
        /** True when the admin changed it from the last offering's teaching. */
        changed: z.boolean(),
        students: z.number().int(),
      }),
    ),
    promotions: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        student_id: z.string(),
        from: z.number().int(),
        /** The next semester, or null: the student graduates. */
        to: z.number().int().nullable(),
      }),
    ),
    held_back: z.array(PersonRef.extend({ student_id: z.string(), semester: z.number().int() })),
    /** Courses the admin left out of this term. */
    omitted: z.array(z.object({ catalogue_course_id: z.string(), code: z.string(), name: z.string() })),
  }),
  /** A course without a teacher, one teacher's clashing times, a student held back: said in the reader's language. */
  warnings: z.array(SaidSchema),
});
export type TermPlan = z.infer<typeof TermPlanSchema>;

/**
 * How far a start has got, sent as it begins each step when the start is asked with
 * `Accept: application/x-ndjson` (TERM_START_PROGRESS_TYPE). The counts are the plan's, known once planned.
 */
export const TermStartProgressSchema = z.object({
  step: z.enum(TERM_START_STEPS),
  /** Steps finished, of `steps`. */
  done: z.number().int(),
  steps: z.number().int(),
  offerings: z.number().int().nullable(),
  promotions: z.number().int().nullable(),
  enrollments: z.number().int().nullable(),
});
export type TermStartProgress = z.infer<typeof TermStartProgressSchema>;

/**
 * The answer's type of a start that reports its progress: one `{ "progress": ... }` line per step, then the
 * envelope a plain answer would have been (a failure's with its `status`).
 */
export const TERM_START_PROGRESS_TYPE = 'application/x-ndjson';
