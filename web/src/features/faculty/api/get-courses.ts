import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FacultyCourseSchema } from '@contract/faculty';
import { api } from '../../../lib/api-client';

export type FacultyCourse = z.infer<typeof FacultyCourseSchema>;

/** GET /api/faculty/courses: the courses the signed-in teacher teaches (filtered on the server), with enrolledCount. */
export const getFacultyCourses = (signal?: AbortSignal) =>
  api<{ courses: FacultyCourse[] }>('/faculty/courses', { signal });

export const useFacultyCourses = () =>
  useQuery({
    queryKey: ['faculty', 'courses'],
    queryFn: ({ signal }) => getFacultyCourses(signal),
    select: (data) => data.courses,
  });
