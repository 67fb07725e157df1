import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StudentCourseSchema } from '@contract/student';
import { api } from '../../../lib/api-client';

export type StudentCourse = z.infer<typeof StudentCourseSchema>;

/** GET /api/students/courses?semester: the student's enrolled courses, optionally of one semester. */
export const getStudentCourses = (semester: number | undefined, signal?: AbortSignal) =>
  api<{ courses: StudentCourse[] }>('/students/courses', { query: { semester }, signal });

export const useStudentCourses = (semester: number | undefined) =>
  useQuery({
    queryKey: ['student', 'courses', semester ?? 'all'],
    queryFn: ({ signal }) => getStudentCourses(semester, signal),
    select: (data) => data.courses,
  });
