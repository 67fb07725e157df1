import { z } from 'zod';

export const DepartmentRefSchema = z.object({ _id: z.string(), name: z.string(), code: z.string() });
export type DepartmentRef = z.infer<typeof DepartmentRefSchema>;

export const DepartmentListSchema = z.object({ departments: z.array(DepartmentRefSchema) });

/** A department with live counts, for admins (GET /api/admin/departments). */
export const DepartmentWithCountsSchema = DepartmentRefSchema.extend({
  students: z.number().int(),
  faculty: z.number().int(),
  courses: z.number().int(),
});
export const DepartmentCountsListSchema = z.object({ departments: z.array(DepartmentWithCountsSchema) });
