import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AttendanceSummarySchema, CourseAttendanceSchema } from '@contract/student';
import { api } from '../../../lib/api-client';

export type CourseAttendance = z.infer<typeof CourseAttendanceSchema>;
export type AttendanceSummary = z.infer<typeof AttendanceSummarySchema>;

/**
 * GET /api/attendance/my-attendance/summary?term: per-course counts and percentages, and the overall figure, of
 * the term in view (or `term`: a term's id, or `all`).
 */
export const getAttendanceSummary = (term?: string, signal?: AbortSignal) =>
  api<AttendanceSummary>('/attendance/my-attendance/summary', { query: { term }, signal });

export const useAttendanceSummary = (term?: string) =>
  useQuery({
    queryKey: ['student', 'attendance', 'summary', term ?? 'in-view'],
    queryFn: ({ signal }) => getAttendanceSummary(term, signal),
  });
