import { useQuery } from '@tanstack/react-query';
import type { Registration, RegistrationQuery } from '@contract/registrations';
import { api } from '../../../lib/api-client';

export const registrationsKey = ['admin', 'registrations'] as const;

/** GET /api/admin/registrations: the approval queue of a status, optionally one role. */
export const getRegistrations = (query: RegistrationQuery, signal?: AbortSignal) =>
  api<{ registrations: Registration[] }>('/admin/registrations', { query, signal });

export const useRegistrations = (query: RegistrationQuery) =>
  useQuery({
    queryKey: [...registrationsKey, query],
    queryFn: ({ signal }) => getRegistrations(query, signal),
    select: (data) => data.registrations,
  });
