import { useQuery } from '@tanstack/react-query';
import type { CourseList } from '@contract/courses';
import { api } from '../../../lib/api-client';
import { fetchEveryPage } from '../../../lib/every-page';

/** GET /api/courses?semester=N, every page: the catalogue a student can be enrolled from. */
export const getSemesterCourses = (semester: number, signal?: AbortSignal) =>
  fetchEveryPage(
    (paging) => api<CourseList>('/courses', { query: { semester, ...paging }, signal }),
    (answer) => answer.courses,
  );

/** Courses of a semester that take enrollments (archived ones do not). */
export const useSemesterCourses = (semester: number | undefined) =>
  useQuery({
    queryKey: ['courses', 'catalog', { semester }],
    queryFn: ({ signal }) => getSemesterCourses(semester ?? 0, signal),
    select: (courses) => courses.filter((course) => !course.archived),
    enabled: semester !== undefined,
  });
