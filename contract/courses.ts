import { z } from 'zod';
import { DepartmentRefSchema } from './departments';
import { WEEKDAYS } from './enums';
import { emptyToUndefined, SemesterSchema } from './fields';

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
  createdAt: z.string(),
});
export type Course = z.infer<typeof CourseSchema>;

export const CourseListSchema = z.object({ courses: z.array(CourseSchema) });

/** `department` is a department's name, code or id. */
export const CourseCatalogQuerySchema = z.object({
  semester: z.preprocess(emptyToUndefined, SemesterSchema.optional()),
  department: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
});
export type CourseCatalogQuery = z.infer<typeof CourseCatalogQuerySchema>;
