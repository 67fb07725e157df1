import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminPeopleQuery } from '@contract/admin';
import { MAX_SEMESTER, MIN_SEMESTER } from '@contract/enums';
import { canonicalDepartment } from './department-filter';

/** Typing waits this long before the search is sent, so a word costs one request rather than one per key. */
const SEARCH_DELAY_MS = 300;

type Name = 'search' | 'department' | 'semester';

/**
 * The filters of a people list, kept in the URL (`?search=&department=&semester=`) so a filtered view can be
 * shared and the Departments page can link to one department's people.
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

  // setSearchParams resolves an update against the params of its own render (it does not queue like
  // useState), so the debounced search below must use the setter of the latest render.
  const setFilter = useCallback(
    (name: Name, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
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

  const query: AdminPeopleQuery = {
    search: search || undefined,
    department: department || undefined,
    semester,
  };

  return {
    query,
    searchText,
    setSearchText,
    department,
    semester,
    setDepartment: (value: string) => setFilter('department', value),
    setSemester: (value: string) => setFilter('semester', value),
    filtered: Boolean(query.search || query.department || query.semester),
    /** The list's query string, for a Back link from a detail page. */
    listSearch: params.toString() ? `?${params.toString()}` : '',
  };
}
