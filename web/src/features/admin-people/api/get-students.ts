import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminStudentListSchema } from '@contract/admin';
import { api } from '../../../lib/api-client';
import { studentListKey, type PeopleListQuery } from './keys';

export type StudentList = z.infer<typeof AdminStudentListSchema>;

/**
 * GET /api/admin/students?search&department&semester&page: a page of the students the filters match
 * (case-insensitive substrings), newest first, and how many match in all.
 */
export const getStudents = (query: PeopleListQuery, signal?: AbortSignal) =>
  api<StudentList>('/admin/students', { query, signal });

export const useStudents = (query: PeopleListQuery) =>
  useQuery({
    queryKey: studentListKey(query),
    queryFn: ({ signal }) => getStudents(query, signal),
    // Keep the table on screen while the next page or filter's answer arrives.
    placeholderData: keepPreviousData,
  });
