import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditListSchema, AuditQuerySchema } from '@contract/audit';
import { api } from '../../../lib/api-client';

export type AuditFilters = Partial<z.output<typeof AuditQuerySchema>>;
export type AuditList = z.infer<typeof AuditListSchema>;

export const auditKey = ['admin', 'audit'] as const;

/** GET /api/admin/audit?action&entity&entity_id&actor&from&to&page: one page of the trail, newest first. */
export const getAuditEntries = (filters: AuditFilters, signal?: AbortSignal) =>
  api<AuditList>('/admin/audit', { query: filters, signal });

export const useAuditEntries = (filters: AuditFilters) =>
  useQuery({
    queryKey: [...auditKey, filters],
    queryFn: ({ signal }) => getAuditEntries(filters, signal),
    // Keep the table on screen while the next page or filter arrives.
    placeholderData: keepPreviousData,
  });
