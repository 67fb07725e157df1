import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AttendanceSummarySchema, CourseAttendanceSchema } from '@contract/student';
import { api } from '../../../lib/api-client';

export type CourseAttendance = z.infer<typeof CourseAttendanceSchema>;
export type AttendanceSummary = z.infer<typeof AttendanceSummarySchema>;

/** GET /api/attendance/my-attendance/summary: per-course counts and percentages, and the overall figure. */
export const getAttendanceSummary = (signal?: AbortSignal) =>
  api<AttendanceSummary>('/attendance/my-attendance/summary', { signal });

export const useAttendanceSummary = () =>
  useQuery({
    queryKey: ['student', 'attendance', 'summary'],
    queryFn: ({ signal }) => getAttendanceSummary(signal),
  });
