import { useQuery } from '@tanstack/react-query';
import type { Course } from '@contract/courses';
import { api } from '../../../lib/api-client';

export const coursesKey = ['admin', 'courses'] as const;

/** GET /api/courses?include_archived=true: every course, archived ones too (admins only). */
export const getAdminCourses = (signal?: AbortSignal) =>
  api<{ courses: Course[] }>('/courses', { query: { include_archived: true }, signal });

export const useAdminCourses = () =>
  useQuery({
    queryKey: coursesKey,
    queryFn: ({ signal }) => getAdminCourses(signal),
    select: (data) => data.courses,
  });
