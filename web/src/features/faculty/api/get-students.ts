import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FacultyStudentSchema } from '@contract/faculty';
import { api } from '../../../lib/api-client';

export type FacultyStudent = z.infer<typeof FacultyStudentSchema>;

/** GET /api/faculty/students?course_id: the students of the teacher's courses, or of one of them. */
export const getFacultyStudents = (courseId: string | undefined, signal?: AbortSignal) =>
  api<{ students: FacultyStudent[] }>('/faculty/students', { query: { course_id: courseId }, signal });

export const useFacultyStudents = (courseId: string | undefined) =>
  useQuery({
    queryKey: ['faculty', 'students', courseId ?? 'all'],
    queryFn: ({ signal }) => getFacultyStudents(courseId, signal),
    select: (data) => data.students,
    placeholderData: keepPreviousData,
  });
