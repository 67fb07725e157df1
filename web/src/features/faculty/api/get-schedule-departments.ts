import { useQuery } from '@tanstack/react-query';
import type { DepartmentRef } from '@contract/departments';
import { api } from '../../../lib/api-client';

/** GET /api/departments: the departments the Schedule Class form offers (id, name and code). */
export const getDepartments = (signal?: AbortSignal) =>
  api<{ departments: DepartmentRef[] }>('/departments', { signal });

export const useScheduleDepartments = () =>
  useQuery({
    queryKey: ['departments'],
    queryFn: ({ signal }) => getDepartments(signal),
    select: (data) => data.departments,
    staleTime: 10 * 60_000,
  });
