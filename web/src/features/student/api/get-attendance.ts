import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AttendanceRecordSchema } from '@contract/student';
import { api } from '../../../lib/api-client';

export type AttendanceRecord = z.infer<typeof AttendanceRecordSchema>;

/**
 * GET /api/attendance/my-attendance?course_id&term: the student's attendance records of the term in view (or
 * `term`), or of one course whatever its term.
 */
export const getMyAttendance = (courseId: string | undefined, term?: string, signal?: AbortSignal) =>
  api<{ attendance: AttendanceRecord[] }>('/attendance/my-attendance', {
    query: { course_id: courseId, term },
    signal,
  });

export const useMyAttendance = (courseId: string | undefined, term?: string) =>
  useQuery({
    queryKey: ['student', 'attendance', 'records', courseId ?? 'all', term ?? 'in-view'],
    queryFn: ({ signal }) => getMyAttendance(courseId, term, signal),
    select: (data) => data.attendance,
  });
