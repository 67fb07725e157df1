import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminFacultyListSchema } from '@contract/admin';
import { api } from '../../../lib/api-client';
import { facultyListKey, type PeopleListQuery } from './keys';

export type FacultyList = z.infer<typeof AdminFacultyListSchema>;

/**
 * GET /api/admin/faculty?search&department&page: search covers name, employee ID, email and designation; a
 * page of the matches, newest first, and how many match in all.
 */
export const getFacultyList = (query: PeopleListQuery, signal?: AbortSignal) =>
  api<FacultyList>('/admin/faculty', { query, signal });

export const useFacultyList = (query: PeopleListQuery) =>
  useQuery({
    queryKey: facultyListKey(query),
    queryFn: ({ signal }) => getFacultyList(query, signal),
    placeholderData: keepPreviousData,
  });
