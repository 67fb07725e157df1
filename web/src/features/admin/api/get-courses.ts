import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseList, CourseListState } from '@contract/courses';
import { api } from '../../../lib/api-client';

export const coursesKey = ['admin', 'courses'] as const;

/** The filters and page of Manage Courses; the server matches them (case-insensitive substrings). */
export type AdminCourseQuery = {
  /** Active courses (the default, as the dashboard counts them), archived ones, or both. */
  state?: CourseListState;
  search?: string;
  semester?: number;
  department?: string;
  /** The term in view when absent, `all`, or a term's id. */
  term?: string;
  page?: number;
};

const STATE_QUERY: Record<CourseListState, Record<string, true>> = {
  active: {},
  archived: { archived_only: true },
  all: { include_archived: true },
};

/** GET /api/courses?search&semester&department&term&page, with include_archived or archived_only (admins only). */
export const getAdminCourses = ({ state = 'active', ...query }: AdminCourseQuery, signal?: AbortSignal) =>
  api<CourseList>('/courses', { query: { ...STATE_QUERY[state], ...query }, signal });

export const useAdminCourses = (query: AdminCourseQuery) =>
  useQuery({
    queryKey: [...coursesKey, query],
    queryFn: ({ signal }) => getAdminCourses(query, signal),
    // Keep the table on screen while the next page or filter arrives.
    placeholderData: keepPreviousData,
  });
