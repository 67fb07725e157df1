/** Pages of long lists in one statement: the count of every match rides along with the page's rows. */
import { sql } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/paging';

/** How many rows the filters match, on each row of the page (a window over the matches before the limit). */
export const MATCHES = sql<number>`count(*) over ()`.as('matches');

/**
 * The page's count of matches, or, on a page with no rows (past the end, or nothing matches), the count asked
 * for on its own: 0 without asking on the first page.
 */
export async function totalOf(
  matches: number | string | null | undefined,
  page: PageQuery,
  count: () => Promise<number>,
): Promise<number> {
  if (matches !== null && matches !== undefined) return Number(matches);
  return page.page === 1 ? 0 : count();
}
