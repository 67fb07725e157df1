import type { z } from 'zod';
import type { CourseDetailSchema } from '@contract/courses';
import { api } from '../../../lib/api-client';

export type CourseDetail = z.infer<typeof CourseDetailSchema>;

/** GET /api/courses/:id: the course and how many records depend on it (read before a delete). */
export const getCourse = (id: string) => api<CourseDetail>(`/courses/${encodeURIComponent(id)}`);
