import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_SEMESTER, MIN_SEMESTER } from '@contract/enums';
import { SEARCH_DELAY_MS } from '../../../lib/use-debounced-value';
import type { PeopleListQuery } from '../api/keys';
import { canonicalDepartment } from './department-filter';

type Name = 'search' | 'department' | 'semester' | 'term';

/**
 * The filters and page of a people list, kept in the URL (`?search=&department=&semester=&page=`) so a filtered
 * view can be shared and the Departments page can link to one department's people; a changed filter goes back
 * to the first page.
 */
export function usePeopleFilters() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const department = canonicalDepartment(params.get('department') ?? '');
  const semesterNumber = Number(params.get('semester'));
  const semester =
    Number.isInteger(semesterNumber) && semesterNumber >= MIN_SEMESTER && semesterNumber <= MAX_SEMESTER
      ? semesterNumber
      : undefined;
  // One term's people (its students enrolled, its teachers teaching), or the whole roll.
  const term = params.get('term') || undefined;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;

  // setSearchParams resolves an update against the params of its own render (it does not queue like
  // useState), so the debounced search below must use the setter of the latest render.
  const setFilter = useCallback(
    (name: Name, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (value: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value > 1) next.set('page', String(value));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  // The box shows what is typed; the URL (and the request) follows after a pause.
  const [searchText, setSearchText] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    // The URL changed by other means (Back, a link): show its search.
    setSeenSearch(search);
    if (searchText.trim() !== search) setSearchText(search);
  }
  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => setFilter('search', wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, setFilter]);

  const query: PeopleListQuery = {
    search: search || undefined,
    department: department || undefined,
    semester,
    term,
    page: page > 1 ? page : undefined,
  };

  return {
    query,
    searchText,
    setSearchText,
    department,
    semester,
    page,
    setPage,
    setDepartment: (value: string) => setFilter('department', value),
    setSemester: (value: string) => setFilter('semester', value),
    term,
    setTerm: (value: string) => setFilter('term', value),
    filtered: Boolean(query.search || query.department || query.semester || query.term),
    /** The list's query string, for a Back link from a detail page. */
    listSearch: params.toString() ? `?${params.toString()}` : '',
  };
}
