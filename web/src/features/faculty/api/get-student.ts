import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FacultyStudentProfileSchema } from '@contract/faculty';
import { api } from '../../../lib/api-client';

export type FacultyStudentProfile = z.infer<typeof FacultyStudentProfileSchema>;

/** GET /api/faculty/students/:id: a student as its teacher may see it (contact, and only the teacher's courses). */
export const getFacultyStudent = (id: string, signal?: AbortSignal) =>
  api<FacultyStudentProfile>(`/faculty/students/${encodeURIComponent(id)}`, { signal });

export const useFacultyStudent = (id: string | null) =>
  useQuery({
    queryKey: ['faculty', 'student', id],
    queryFn: ({ signal }) => getFacultyStudent(id!, signal),
    enabled: id !== null,
  });
