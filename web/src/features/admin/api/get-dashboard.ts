import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@contract/admin';
import { api } from '../../../lib/api-client';

export const dashboardKey = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard: the figures, recent activities and upcoming events of the dashboard. */
export const getDashboard = (signal?: AbortSignal) => api<AdminDashboard>('/admin/dashboard', { signal });

export const useDashboard = () =>
  useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => getDashboard(signal) });
