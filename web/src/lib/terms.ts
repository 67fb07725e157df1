/**
 * The college's calendar as the pages read it (GET /api/terms), and the `?term=` of a list page: empty for the
 * term in view (the current one, or between terms the last one started), `all`, or a term's id.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Term, TermList } from '@contract/terms';
import { api } from './api-client';

/** GET /api/terms: the college's calendar, earliest first, with the current term and the term in view. */
export const getTerms = (signal?: AbortSignal) => api<TermList>('/terms', { signal });

/** What a change of the calendar (the admin's Terms page) invalidates. */
export const termsKey = ['terms'] as const;

/** The calendar changes a few times a year: read once in ten minutes, and again after a change of it. */
export const useTerms = () =>
  useQuery({ queryKey: termsKey, queryFn: ({ signal }) => getTerms(signal), staleTime: 10 * 60_000 });

/** One term of the calendar by its id (a course's `term._id`); undefined while the calendar loads or if unknown. */
export function useTermOf(termId: string | undefined): Term | undefined {
  const terms = useTerms();
  return termId ? terms.data?.terms.find((t) => t._id === termId) : undefined;
}

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

/** The term a list shows: `term` from the URL, or the term in view; null for `all` or while the calendar loads. */
export function useChosenTerm(term: string | undefined): Term | null {
  const terms = useTerms();
  if (!terms.data || term === 'all') return null;
  if (term === undefined) return terms.data.in_view;
  return terms.data.terms.find((t) => t._id === term) ?? null;
}

/** A term whose last day has passed (ended or closed): its records are read, nothing in it is still to do. */
export const termIsOver = (term: Pick<Term, 'status'> | null | undefined) =>
  term?.status === 'ended' || term?.status === 'closed';
