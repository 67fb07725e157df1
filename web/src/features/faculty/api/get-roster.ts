import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SessionType } from '@contract/enums';
import type { RosterStudentSchema } from '@contract/faculty';
import { api } from '../../../lib/api-client';

export type RosterStudent = z.infer<typeof RosterStudentSchema>;

export const rosterKey = (courseId: string, date?: string, sessionType?: SessionType) =>
  ['faculty', 'roster', courseId, date ?? '', sessionType ?? ''] as const;

/**
 * GET /api/attendance/course/:courseId/students?date&session_type: the course's students, each with that
 * date's record when one exists. Without a date (the grades page) it is just the roster.
 */
export const getRoster = (courseId: string, date?: string, sessionType?: SessionType, signal?: AbortSignal) =>
  api<{ students: RosterStudent[] }>(`/attendance/course/${encodeURIComponent(courseId)}/students`, {
    query: { date, session_type: sessionType },
    signal,
  });

export const useRoster = (courseId: string, date?: string, sessionType?: SessionType) =>
  useQuery({
    queryKey: rosterKey(courseId, date, sessionType),
    queryFn: ({ signal }) => getRoster(courseId, date, sessionType, signal),
    select: (data) => data.students,
    enabled: courseId !== '',
  });
