import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DepartmentWithCountsSchema } from '@contract/departments';
import { api } from '../../../lib/api-client';

export type DepartmentWithCounts = z.infer<typeof DepartmentWithCountsSchema>;

/** GET /api/admin/departments: the departments with live counts, for the course form's select. */
export const getAdminDepartments = (signal?: AbortSignal) =>
  api<{ departments: DepartmentWithCounts[] }>('/admin/departments', { signal });

export const useAdminDepartments = () =>
  useQuery({
    queryKey: ['admin', 'departments'],
    queryFn: ({ signal }) => getAdminDepartments(signal),
    select: (data) => data.departments,
    staleTime: 5 * 60_000,
  });
