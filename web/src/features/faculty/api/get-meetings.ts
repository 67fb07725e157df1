import { useQuery } from '@tanstack/react-query';
import type { ClassMeeting } from '@contract/faculty';
import { api } from '../../../lib/api-client';

export type { ClassMeeting };

/** Under the roster's key, so that marking attendance (which refreshes the roster) refreshes these counts too. */
export const meetingsKey = (courseId: string, date: string) =>
  ['faculty', 'roster', courseId, 'meetings', date] as const;

/**
 * GET /api/attendance/course/:courseId/meetings?date: the course's class meetings that day (its virtual
 * classes and the meetings already marked), for Mark Attendance to ask which one when there are several.
 */
export const getMeetings = (courseId: string, date: string, signal?: AbortSignal) =>
  api<{ meetings: ClassMeeting[] }>(`/attendance/course/${encodeURIComponent(courseId)}/meetings`, {
    query: { date },
    signal,
  });

export const useMeetings = (courseId: string, date: string) =>
  useQuery({
    queryKey: meetingsKey(courseId, date),
    queryFn: ({ signal }) => getMeetings(courseId, date, signal),
    select: (data) => data.meetings,
    enabled: courseId !== '' && date !== '',
  });
