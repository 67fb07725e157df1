import { MAX_SEMESTER, MIN_SEMESTER } from '@contract/enums';
import { useListParams } from '../../../lib/use-list-params';
import type { PeopleListQuery } from '../api/keys';
import { canonicalDepartment } from './department-filter';

/**
 * The filters and page of a people list, kept in the URL (`?search=&department=&semester=&page=`) so a filtered
 * view can be shared and the Departments page can link to one department's people; a changed filter goes back
 * to the first page.
 */
export function usePeopleFilters() {
  const { get, setFilter, search, searchText, setSearchText, page, setPage, listSearch } = useListParams();
  const department = canonicalDepartment(get('department'));
  const semesterNumber = Number(get('semester'));
  const semester =
    Number.isInteger(semesterNumber) && semesterNumber >= MIN_SEMESTER && semesterNumber <= MAX_SEMESTER
      ? semesterNumber
      : undefined;
  // One term's people (its students enrolled, its teachers teaching), or the whole roll.
  const term = get('term') || undefined;

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
    listSearch,
  };
}
