import { useQuery } from '@tanstack/react-query';
import type { User } from '@contract/auth';
import { api } from '../../../lib/api-client';

export const facultyProfileKey = ['faculty', 'profile'] as const;

/** GET /api/auth/me: the signed-in teacher with every profile field. */
export const getFacultyProfile = (signal?: AbortSignal) => api<{ user: User }>('/auth/me', { signal });

export const useFacultyProfile = () =>
  useQuery({
    queryKey: facultyProfileKey,
    queryFn: ({ signal }) => getFacultyProfile(signal),
    select: (data) => data.user,
  });
