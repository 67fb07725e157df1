import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DELAY_MS } from './use-debounced-value';

/**
 * A long list's filters, search and page, kept in the URL (`?search=&...&page=`) so that a filtered page can be
 * shared, bookmarked and come back to with Back; a changed filter goes back to the first page. The search box
 * shows what is typed at once, and the URL (so the request) follows after a pause.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;

  // setSearchParams resolves an update against the params of its own render (it does not queue like
  // useState), so the debounced search below must use the setter of the latest render.
  const setFilter = useCallback(
    (name: string, value: string) =>
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

  return {
    /** A filter's value in the URL ('' when absent). */
    get: (name: string) => params.get(name) ?? '',
    setFilter,
    search,
    searchText,
    setSearchText,
    page,
    setPage,
    /** The list's query string, for a Back link from a detail page. */
    listSearch: params.toString() ? `?${params.toString()}` : '',
  };
}
