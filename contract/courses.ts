import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { DepartmentRefSchema } from './departments';
import { CREDITS_DEFAULT, CREDITS_MAX, CREDITS_MIN, SEMESTER_DEFAULT } from './constants';
import { WEEKDAYS } from './enums';
import { emptyToUndefined, nameText, requiredText, SemesterSchema } from './fields';
import { PageInfoSchema, PageQuerySchema } from './paging';
import { TermQuerySchema, TermRefSchema } from './terms';

export const CourseScheduleSchema = z.object({
  days: z.array(z.enum(WEEKDAYS)),
  time: z.string(),
  room: z.string(),
});

/** A course as the catalogue shows it (registration forms, admin lists). */
export const CourseSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  credits: z.number().int(),
  semester: z.number().int(),
  department_id: DepartmentRefSchema.nullable(),
  instructor_id: z.object({ _id: z.string(), name: z.string() }).nullable(),
  is_virtual: z.boolean(),
  schedule: CourseScheduleSchema,
  credit_hours: z.number().nullable(),
  prerequisites: z.array(z.string()),
  /** Archived courses keep their students' records but take no new enrollments. */
  archived: z.boolean(),
  /** The term of this offering: a course `_id` names the catalogue course in one term. */
  term: TermRefSchema,
  createdAt: z.string(),
});
export type Course = z.infer<typeof CourseSchema>;

/** One page of the catalogue, and how many courses the filters match in all. */
export const CourseListSchema = z.object({ courses: z.array(CourseSchema) }).extend(PageInfoSchema.shape);
export type CourseList = z.infer<typeof CourseListSchema>;

/** `department` is a department's name, code or id; `search` is part of a code, name or instructor's name. */
export const CourseCatalogQuerySchema = z.object({
  semester: z.preprocess(emptyToUndefined, SemesterSchema.optional()),
  department: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
});
export type CourseCatalogQuery = z.infer<typeof CourseCatalogQuerySchema>;

const flag = z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional();

/**
 * A page of the catalogue: active courses (not archived), as everywhere a course is counted; admins may ask for
 * archived courses too (`include_archived`) or for them alone (`archived_only`).
 */
export const CourseListQuerySchema = CourseCatalogQuerySchema.extend({
  include_archived: flag,
  archived_only: flag,
})
  .extend(TermQuerySchema.shape)
  .extend(PageQuerySchema.shape);

// In constants.ts, which the pages import without Zod.
export { COURSE_LIST_STATES, type CourseListState } from './constants';

const optionalId = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.uuid(sayRule('field.chooseValid', { label })).nullable(),
  );

/** The course form (spec part 1 §2 Manage Courses, §5). */
export const CourseInputSchema = z.object({
  code: requiredText('Code', 20).transform((code) => code.toUpperCase()),
  name: nameText('Name', 150),
  description: z
    .string()
    .trim()
    .max(2000, sayRule('field.maxLength', { label: 'Description', max: 2000 }))
    .default(''),
  credits: z.preprocess(
    (v) => (v === '' || v === undefined ? CREDITS_DEFAULT : v),
    z.coerce
      .number({ error: sayRule('field.requiredPlural', { label: 'Credits' }) })
      .int('Credits must be a whole number')
      .min(CREDITS_MIN, sayRule('field.between', { label: 'Credits', min: CREDITS_MIN, max: CREDITS_MAX }))
      .max(CREDITS_MAX, sayRule('field.between', { label: 'Credits', min: CREDITS_MIN, max: CREDITS_MAX })),
  ),
  semester: z.preprocess((v) => (v === '' || v === undefined ? SEMESTER_DEFAULT : v), SemesterSchema),
  department_id: optionalId('department'),
  instructor_id: optionalId('instructor'),
  is_virtual: z.boolean().default(false),
  schedule: z
    .object({
      days: z.array(z.enum(WEEKDAYS, { error: 'Schedule days run from Monday to Saturday' })).default([]),
      time: z
        .string()
        .trim()
        .max(50, sayRule('field.maxLength', { label: 'Time', max: 50 }))
        .default(''),
      room: z
        .string()
        .trim()
        .max(50, sayRule('field.maxLength', { label: 'Room', max: 50 }))
        .default(''),
    })
    .default({ days: [], time: '', room: '' }),
  credit_hours: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number()
      .min(0.5, sayRule('field.atLeast', { label: 'Credit hours', min: 0.5 }))
      .max(12, sayRule('field.atMost', { label: 'Credit hours', max: 12 }))
      .nullable(),
  ),
  prerequisites: z
    .array(z.string().trim().min(1).max(50))
    .max(10, sayRule('field.atMostPrerequisites', { max: 10 }))
    .default([]),
});
export type CourseInput = z.input<typeof CourseInputSchema>;

/** What depends on a course: with any of it, deleting archives the course instead. */
export const CourseRecordCountsSchema = z.object({
  enrollments: z.number().int(),
  assignments: z.number().int(),
  submissions: z.number().int(),
  grades: z.number().int(),
  attendance: z.number().int(),
});
export const CourseDetailSchema = z.object({ course: CourseSchema, records: CourseRecordCountsSchema });
export const CourseEnvelopeDataSchema = z.object({ course: CourseSchema });

export const CourseStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  student_id: z.string(),
  phone: z.string().nullable(),
  semester: z.number().int(),
  section: z.string(),
});
export const CourseStudentListSchema = z.object({ students: z.array(CourseStudentSchema) });
