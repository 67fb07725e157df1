import { useQuery } from '@tanstack/react-query';
import type { Course, CourseCatalogQuery } from '@contract/courses';
import { api } from '../../../lib/api-client';

/** GET /api/courses: the public catalogue the registration forms offer (by semester or by department). */
export const getCatalogCourses = (query: CourseCatalogQuery, signal?: AbortSignal) =>
  api<{ courses: Course[] }>('/courses', { query, signal });

export const useCatalogCourses = (query: CourseCatalogQuery, enabled = true) =>
  useQuery({
    queryKey: ['courses', 'catalog', query],
    queryFn: ({ signal }) => getCatalogCourses(query, signal),
    select: (data) => data.courses,
    enabled,
  });
