import { useQuery } from '@tanstack/react-query';
import type { CourseCatalogQuery, CourseList } from '@contract/courses';
import { api } from '../../../lib/api-client';
import { fetchEveryPage } from '../../../lib/every-page';

/** GET /api/courses, every page: the public catalogue the registration forms offer (by semester or by department). */
export const getCatalogCourses = (query: CourseCatalogQuery, signal?: AbortSignal) =>
  fetchEveryPage(
    (paging) => api<CourseList>('/courses', { query: { ...query, ...paging }, signal }),
    (answer) => answer.courses,
  );

export const useCatalogCourses = (query: CourseCatalogQuery, enabled = true) =>
  useQuery({
    queryKey: ['courses', 'catalog', query],
    queryFn: ({ signal }) => getCatalogCourses(query, signal),
    enabled,
  });
