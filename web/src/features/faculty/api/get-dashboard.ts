import { useQuery } from '@tanstack/react-query';
import type { FacultyDashboard } from '@contract/faculty';
import { api } from '../../../lib/api-client';

/** GET /api/faculty/dashboard: the four figures, today's classes and recent submissions, all from the server. */
export const getFacultyDashboard = (signal?: AbortSignal) =>
  api<FacultyDashboard>('/faculty/dashboard', { signal });

export const useFacultyDashboard = () =>
  useQuery({ queryKey: ['faculty', 'dashboard'], queryFn: ({ signal }) => getFacultyDashboard(signal) });
