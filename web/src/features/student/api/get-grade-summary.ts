import { useQuery } from '@tanstack/react-query';
import type { GradeSummary } from '@contract/student';
import { api } from '../../../lib/api-client';

/** GET /api/grades/my-grades/summary: CGPA, credits, courses and the SGPA of each semester. */
export const getGradeSummary = (signal?: AbortSignal) =>
  api<GradeSummary>('/grades/my-grades/summary', { signal });

export const useGradeSummary = () =>
  useQuery({ queryKey: ['student', 'grades', 'summary'], queryFn: ({ signal }) => getGradeSummary(signal) });
