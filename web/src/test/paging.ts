/** Pages of a fake list the way the server cuts them: `page` from 1, `page_size` (default 50), and the total. */
import { PAGE_SIZE_DEFAULT } from '@contract/constants';

export function paged<Key extends string, Row>(key: Key, rows: readonly Row[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('page_size') ?? PAGE_SIZE_DEFAULT);
  const start = (page - 1) * pageSize;
  return {
    [key]: rows.slice(start, start + pageSize),
    total: rows.length,
    page,
    pageSize,
  } as Record<Key, Row[]> & { total: number; page: number; pageSize: number };
}
