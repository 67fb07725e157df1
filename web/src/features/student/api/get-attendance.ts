import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AttendanceRecordSchema } from '@contract/student';
import { api } from '../../../lib/api-client';

export type AttendanceRecord = z.infer<typeof AttendanceRecordSchema>;

/** GET /api/attendance/my-attendance?course_id: the student's attendance records, optionally of one course. */
export const getMyAttendance = (courseId: string | undefined, signal?: AbortSignal) =>
  api<{ attendance: AttendanceRecord[] }>('/attendance/my-attendance', {
    query: { course_id: courseId },
    signal,
  });

export const useMyAttendance = (courseId: string | undefined) =>
  useQuery({
    queryKey: ['student', 'attendance', 'records', courseId ?? 'all'],
    queryFn: ({ signal }) => getMyAttendance(courseId, signal),
    select: (data) => data.attendance,
  });
