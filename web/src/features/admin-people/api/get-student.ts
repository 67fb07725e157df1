import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminStudentDetailSchema } from '@contract/admin';
import { api } from '../../../lib/api-client';
import { studentDetailKey } from './keys';

export type StudentDetail = z.infer<typeof AdminStudentDetailSchema>;

/** GET /api/admin/students/:id: the student's whole profile and the courses they are enrolled in. */
export const getStudent = (id: string, signal?: AbortSignal) =>
  api<StudentDetail>(`/admin/students/${encodeURIComponent(id)}`, { signal });

export const useStudent = (id: string) =>
  useQuery({ queryKey: studentDetailKey(id), queryFn: ({ signal }) => getStudent(id, signal) });
