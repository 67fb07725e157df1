import { useQuery } from '@tanstack/react-query';
import type { User } from '@contract/auth';
import { api } from '../../../lib/api-client';

export const studentProfileKey = ['student', 'profile'] as const;

/** GET /api/auth/me: the signed-in student with every profile field. */
export const getStudentProfile = (signal?: AbortSignal) => api<{ user: User }>('/auth/me', { signal });

export const useStudentProfile = () =>
  useQuery({
    queryKey: studentProfileKey,
    queryFn: ({ signal }) => getStudentProfile(signal),
    select: (data) => data.user,
  });
