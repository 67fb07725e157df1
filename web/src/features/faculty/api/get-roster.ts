import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SessionType } from '@contract/enums';
import type { RosterStudentSchema } from '@contract/faculty';
import { api } from '../../../lib/api-client';

export type RosterStudent = z.infer<typeof RosterStudentSchema>;

/** Which class meeting of the date: its session type and start ('' for the day's one class of the type). */
export type MeetingChoice = { sessionType: SessionType; startTime: string };

export const rosterKey = (courseId: string, date?: string, meeting?: MeetingChoice) =>
  ['faculty', 'roster', courseId, date ?? '', meeting?.sessionType ?? '', meeting?.startTime ?? ''] as const;

/**
 * GET /api/attendance/course/:courseId/students?date&session_type&start_time: the course's students, each with
 * its record of that date's class meeting when one exists. Without a date (the grades page) it is just the
 * roster.
 */
export const getRoster = (courseId: string, date?: string, meeting?: MeetingChoice, signal?: AbortSignal) =>
  api<{ students: RosterStudent[] }>(`/attendance/course/${encodeURIComponent(courseId)}/students`, {
    query: {
      date,
      session_type: meeting?.sessionType,
      start_time: meeting?.startTime || undefined,
    },
    signal,
  });

export const useRoster = (courseId: string, date?: string, meeting?: MeetingChoice) =>
  useQuery({
    queryKey: rosterKey(courseId, date, meeting),
    queryFn: ({ signal }) => getRoster(courseId, date, meeting, signal),
    select: (data) => data.students,
    enabled: courseId !== '',
  });
