import { useQuery } from '@tanstack/react-query';
import type { TermList } from '@contract/terms';
import { api } from '../../../lib/api-client';

export const termsKey = ['admin', 'terms'] as const;

/** GET /api/terms: the college's calendar, earliest first, with the current term and the term in view. */
export const getTerms = (signal?: AbortSignal) => api<TermList>('/terms', { signal });

export const useTerms = () => useQuery({ queryKey: termsKey, queryFn: ({ signal }) => getTerms(signal) });
