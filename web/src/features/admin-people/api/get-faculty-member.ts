import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminFacultyDetailSchema } from '@contract/admin';
import { api } from '../../../lib/api-client';
import { facultyDetailKey } from './keys';

export type FacultyDetail = z.infer<typeof AdminFacultyDetailSchema>;

/** GET /api/admin/faculty/:id: the faculty member's whole profile and the courses they teach. */
export const getFacultyMember = (id: string, signal?: AbortSignal) =>
  api<FacultyDetail>(`/admin/faculty/${encodeURIComponent(id)}`, { signal });

export const useFacultyMember = (id: string) =>
  useQuery({ queryKey: facultyDetailKey(id), queryFn: ({ signal }) => getFacultyMember(id, signal) });
