/**
 * The college's calendar as the pages read it (GET /api/terms), and the `?term=` of a list page: empty for the
 * term in view (the current one, or between terms the last one started), `all`, or a term's id.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TermList } from '@contract/terms';
import { api } from './api-client';

/** GET /api/terms: the college's calendar, earliest first, with the current term and the term in view. */
export const getTerms = (signal?: AbortSignal) => api<TermList>('/terms', { signal });

/** What a change of the calendar (the admin's Terms page) invalidates. */
export const termsKey = ['terms'] as const;

/** The calendar changes a few times a year: read once in ten minutes, and again after a change of it. */
export const useTerms = () =>
  useQuery({ queryKey: termsKey, queryFn: ({ signal }) => getTerms(signal), staleTime: 10 * 60_000 });

/** The list's term from the URL: undefined for the term in view. */
export function useTermParam(): [string | undefined, (term: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const term = params.get('term') || undefined;
  const setTerm = (next: string | undefined) => {
    const search = new URLSearchParams(params);
    if (next === undefined) search.delete('term');
    else search.set('term', next);
    setParams(search, { replace: true });
  };
  return [term, setTerm];
}
