import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StudentCourseDetailSchema } from '@contract/student';
import { api } from '../../../lib/api-client';

export type StudentCourseDetail = z.infer<typeof StudentCourseDetailSchema>;

/** GET /api/students/courses/:id: one enrolled course with the student's assignments, attendance and grades in it. */
export const getStudentCourse = (id: string, signal?: AbortSignal) =>
  api<StudentCourseDetail>(`/students/courses/${encodeURIComponent(id)}`, { signal });

export const useStudentCourse = (id: string) =>
  useQuery({ queryKey: ['student', 'course', id], queryFn: ({ signal }) => getStudentCourse(id, signal) });
