import { useQuery } from '@tanstack/react-query';
import type { Course } from '@contract/courses';
import { api } from '../../../lib/api-client';

/** GET /api/courses?semester=N: the catalogue a student can be enrolled from. */
export const getSemesterCourses = (semester: number, signal?: AbortSignal) =>
  api<{ courses: Course[] }>('/courses', { query: { semester }, signal });

/** Courses of a semester that take enrollments (archived ones do not). */
export const useSemesterCourses = (semester: number | undefined) =>
  useQuery({
    queryKey: ['courses', 'catalog', { semester }],
    queryFn: ({ signal }) => getSemesterCourses(semester ?? 0, signal),
    select: (data) => data.courses.filter((course) => !course.archived),
    enabled: semester !== undefined,
  });
