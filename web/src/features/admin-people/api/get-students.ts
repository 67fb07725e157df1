import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminPeopleQuery, AdminStudentListSchema } from '@contract/admin';
import { api } from '../../../lib/api-client';
import { studentListKey } from './keys';

/** GET /api/admin/students?search&department&semester: the server filters (case-insensitive substrings). */
export const getStudents = (query: AdminPeopleQuery, signal?: AbortSignal) =>
  api<z.infer<typeof AdminStudentListSchema>>('/admin/students', { query, signal });

export const useStudents = (query: AdminPeopleQuery) =>
  useQuery({
    queryKey: studentListKey(query),
    queryFn: ({ signal }) => getStudents(query, signal),
    select: (data) => data.students,
    // Keep the table on screen while the next filter's answer arrives.
    placeholderData: keepPreviousData,
  });
