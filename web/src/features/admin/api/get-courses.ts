import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseList } from '@contract/courses';
import { api } from '../../../lib/api-client';

export const coursesKey = ['admin', 'courses'] as const;

/** The filters and page of Manage Courses; the server matches them (case-insensitive substrings). */
export type AdminCourseQuery = {
  search?: string;
  semester?: number;
  department?: string;
  page?: number;
};

/** GET /api/courses?include_archived=true&search&semester&department&page: a page of every course, archived too (admins only). */
export const getAdminCourses = (query: AdminCourseQuery, signal?: AbortSignal) =>
  api<CourseList>('/courses', { query: { include_archived: true, ...query }, signal });

export const useAdminCourses = (query: AdminCourseQuery) =>
  useQuery({
    queryKey: [...coursesKey, query],
    queryFn: ({ signal }) => getAdminCourses(query, signal),
    // Keep the table on screen while the next page or filter arrives.
    placeholderData: keepPreviousData,
  });
