import { useQuery } from '@tanstack/react-query';
import type { StudentVirtualSession } from '@contract/virtual-classes';
import { STUDENT_SESSIONS_POLL_MS } from '@contract/virtual-class-timing';
import { api } from '../../../lib/api-client';

/**
 * GET /api/virtualclass/student/sessions?term: the live and upcoming sessions of the student's courses and
 * section, of the term in view (or `term`: a term's id, or `all`), each saying whether it is an extra session.
 */
export const getStudentSessions = (term?: string, signal?: AbortSignal) =>
  api<{ sessions: StudentVirtualSession[] }>('/virtualclass/student/sessions', { query: { term }, signal });

/** The list refreshes itself every 30 seconds (spec part 2 §4), so a class the teacher starts appears. */
export const useStudentSessions = (term?: string) =>
  useQuery({
    queryKey: ['student', 'virtual-sessions', term ?? 'in-view'],
    queryFn: ({ signal }) => getStudentSessions(term, signal),
    select: (data) => data.sessions,
    refetchInterval: STUDENT_SESSIONS_POLL_MS,
  });
