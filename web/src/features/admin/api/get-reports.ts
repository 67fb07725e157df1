import { useQuery } from '@tanstack/react-query';
import type { AdminReports } from '@contract/admin';
import { api } from '../../../lib/api-client';

export const reportsKey = ['admin', 'reports'] as const;

/** GET /api/admin/reports: current figures per department, attendance risk, grades and the approval queue. */
export const getReports = (signal?: AbortSignal) => api<AdminReports>('/admin/reports', { signal });

export const useReports = () =>
  useQuery({ queryKey: reportsKey, queryFn: ({ signal }) => getReports(signal) });
