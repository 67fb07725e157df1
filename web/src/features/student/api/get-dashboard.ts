import { useQuery } from '@tanstack/react-query';
import type { StudentDashboard } from '@contract/student';
import { api } from '../../../lib/api-client';

export const studentDashboardKey = ['student', 'dashboard'] as const;

/** GET /api/students/dashboard: the four figures, today's classes and recent activities. */
export const getStudentDashboard = (signal?: AbortSignal) =>
  api<StudentDashboard>('/students/dashboard', { signal });

export const useStudentDashboard = () =>
  useQuery({ queryKey: studentDashboardKey, queryFn: ({ signal }) => getStudentDashboard(signal) });
