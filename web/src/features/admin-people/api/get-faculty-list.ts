import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminFacultyListSchema, AdminPeopleQuery } from '@contract/admin';
import { api } from '../../../lib/api-client';
import { facultyListKey } from './keys';

/** GET /api/admin/faculty?search&department: search covers name, employee ID, email and designation. */
export const getFacultyList = (query: AdminPeopleQuery, signal?: AbortSignal) =>
  api<z.infer<typeof AdminFacultyListSchema>>('/admin/faculty', { query, signal });

export const useFacultyList = (query: AdminPeopleQuery) =>
  useQuery({
    queryKey: facultyListKey(query),
    queryFn: ({ signal }) => getFacultyList(query, signal),
    select: (data) => data.faculty,
    placeholderData: keepPreviousData,
  });
