import { z } from 'zod';

export const DepartmentRefSchema = z.object({ _id: z.string(), name: z.string(), code: z.string() });
export type DepartmentRef = z.infer<typeof DepartmentRefSchema>;

export const DepartmentListSchema = z.object({ departments: z.array(DepartmentRefSchema) });
