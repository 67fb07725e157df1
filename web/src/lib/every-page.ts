import { PAGE_SIZE_MAX } from '@contract/constants';
import type { PageInfo } from '@contract/paging';

/** A picker stops asking after this many pages (2,000 rows at the largest page size). */
export const EVERY_PAGE_LIMIT = 20;

type Paging = { page: number; page_size: number };

/**
 * Every row of a paged list, for a picker that must offer all of them (the courses of a semester, the
 * teachers an instructor is chosen from): the first page tells the total, the other pages are asked together.
 * `fetchPage` asks one page; `rowsOf` picks the rows out of its answer.
 */
export async function fetchEveryPage<Answer extends PageInfo, Row>(
  fetchPage: (paging: Paging) => Promise<Answer>,
  rowsOf: (answer: Answer) => Row[],
): Promise<Row[]> {
  const first = await fetchPage({ page: 1, page_size: PAGE_SIZE_MAX });
  const rows = rowsOf(first);
  const pageSize = first.pageSize || PAGE_SIZE_MAX;
  const pages = Math.min(Math.ceil(first.total / pageSize), EVERY_PAGE_LIMIT);
  if (pages <= 1 || rows.length >= first.total) return rows;
  if (first.total > pageSize * EVERY_PAGE_LIMIT) {
    console.warn(`Only the first ${pageSize * EVERY_PAGE_LIMIT} of ${first.total} rows were loaded.`);
  }
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => fetchPage({ page: i + 2, page_size: pageSize })),
  );
  return rows.concat(...rest.map(rowsOf));
}
