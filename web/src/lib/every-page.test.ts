import { describe, expect, it, vi } from 'vitest';
import { EVERY_PAGE_LIMIT, fetchEveryPage } from './every-page';

/** A paged list of `total` numbered rows, as the server cuts it. */
function list(total: number) {
  const asked: { page: number; page_size: number }[] = [];
  const fetchPage = async (paging: { page: number; page_size: number }) => {
    asked.push(paging);
    const start = (paging.page - 1) * paging.page_size;
    const rows = Array.from(
      { length: Math.max(0, Math.min(paging.page_size, total - start)) },
      (_, i) => start + i,
    );
    return { rows, total, page: paging.page, pageSize: paging.page_size };
  };
  return { asked, fetchPage };
}

describe('fetchEveryPage', () => {
  it('asks one page of 100 when everything fits on it', async () => {
    const { asked, fetchPage } = list(37);
    const rows = await fetchEveryPage(fetchPage, (answer) => answer.rows);
    expect(rows).toHaveLength(37);
    expect(asked).toEqual([{ page: 1, page_size: 100 }]);
  });

  it('collects every row of a list longer than a page, in order', async () => {
    const { asked, fetchPage } = list(250);
    const rows = await fetchEveryPage(fetchPage, (answer) => answer.rows);
    expect(rows).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(asked.map((p) => p.page)).toEqual([1, 2, 3]);
  });

  it(`stops after ${EVERY_PAGE_LIMIT} pages and says so`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { asked, fetchPage } = list(100 * EVERY_PAGE_LIMIT + 1);
    const rows = await fetchEveryPage(fetchPage, (answer) => answer.rows);
    expect(rows).toHaveLength(100 * EVERY_PAGE_LIMIT);
    expect(asked).toHaveLength(EVERY_PAGE_LIMIT);
    expect(warn).toHaveBeenCalledOnce();
  });
});
