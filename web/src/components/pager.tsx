import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { useT } from '../lib/i18n';
import { Button } from './ui/button';

/** The number of pages `total` rows fill, `pageSize` a page (at least one). */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** The rows a page holds, counted from 1, as one value: "21–40". */
export const pageRange = (page: number, pageSize: number, total: number) =>
  `${Math.min((page - 1) * pageSize + 1, total)}–${Math.min(page * pageSize, total)}`;

type Props = {
  /** Names the navigation landmark, e.g. 'Audit trail pages'. */
  label: string;
  page: number;
  /** Every row the filters match, and the rows of a page, as the server's answer gives them. */
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
};

/**
 * Previous / "Page X of Y" and "21–40 of 312" / Next under a paged list; nothing when every row fits on one page.
 * A page past the end (its last rows deleted, an old link) goes to the last page.
 */
export function Pager({ label, page, total, pageSize, onPage }: Props) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  const pastTheEnd = total > 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd) onPage(pages);
  }, [pastTheEnd, pages, onPage]);

  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('pager.previous')}
      </Button>
      <p className="flex flex-col items-center text-center text-sm">
        <span className="font-medium">{t('pager.page', { page: Math.min(page, pages), pages })}</span>
        <span className="text-slate-700 dark:text-slate-300">
          {t('pager.range', { range: pageRange(Math.min(page, pages), pageSize, total), total })}
        </span>
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}
