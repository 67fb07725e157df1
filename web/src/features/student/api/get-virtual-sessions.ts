import { useQuery } from '@tanstack/react-query';
import type { VirtualSession } from '@contract/virtual-classes';
import { STUDENT_SESSIONS_POLL_MS } from '@contract/virtual-class-timing';
import { api } from '../../../lib/api-client';

/** GET /api/virtualclass/student/sessions: the live and upcoming sessions of the student's courses and section. */
export const getStudentSessions = (signal?: AbortSignal) =>
  api<{ sessions: VirtualSession[] }>('/virtualclass/student/sessions', { signal });

/** The list refreshes itself every 30 seconds (spec part 2 §4), so a class the teacher starts appears. */
export const useStudentSessions = () =>
  useQuery({
    queryKey: ['student', 'virtual-sessions'],
    queryFn: ({ signal }) => getStudentSessions(signal),
    select: (data) => data.sessions,
    refetchInterval: STUDENT_SESSIONS_POLL_MS,
  });
