import { useQuery } from '@tanstack/react-query';
import type { User } from '@contract/auth';
import { api } from '../../../lib/api-client';

/** GET /api/admin/faculty: the approved teachers, the choices for a course's instructor. */
export const getInstructors = (signal?: AbortSignal) =>
  api<{ faculty: User[] }>('/admin/faculty', { signal });

export const useInstructors = () =>
  useQuery({
    queryKey: ['admin', 'faculty', 'instructors'],
    queryFn: ({ signal }) => getInstructors(signal),
    select: (data) => data.faculty,
  });
