import { useQuery } from '@tanstack/react-query';
import type { AdminReports } from '@contract/admin';
import { api } from '../../../lib/api-client';

export const reportsKey = ['admin', 'reports'] as const;

/**
 * GET /api/admin/reports: figures per department, attendance risk, grades and the approval queue, of the term in
 * view or of `term` (a term's id, or `all`).
 */
export const getReports = (term: string | undefined, signal?: AbortSignal) =>
  api<AdminReports>('/admin/reports', { query: { term }, signal });

export const useReports = (term?: string) =>
  useQuery({ queryKey: [...reportsKey, term ?? null], queryFn: ({ signal }) => getReports(term, signal) });
