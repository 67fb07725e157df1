import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StudentCourseSchema } from '@contract/student';
import { api } from '../../../lib/api-client';

export type StudentCourse = z.infer<typeof StudentCourseSchema>;

/**
 * GET /api/students/courses?semester&term: the student's courses of the term in view (or `term`: a term's id,
 * or `all`), optionally of one semester.
 */
export const getStudentCourses = (semester: number | undefined, term?: string, signal?: AbortSignal) =>
  api<{ courses: StudentCourse[] }>('/students/courses', { query: { semester, term }, signal });

export const useStudentCourses = (semester: number | undefined, term?: string) =>
  useQuery({
    queryKey: ['student', 'courses', semester ?? 'all', term ?? 'in-view'],
    queryFn: ({ signal }) => getStudentCourses(semester, term, signal),
    select: (data) => data.courses,
  });
