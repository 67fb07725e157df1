import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Pager, pageCount } from '../../../components/pager';
import { Button } from '../../../components/ui/button';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useT } from '../../../lib/i18n';
import { csvFileName, downloadCsv, toCsv, type CsvCell } from '../../../lib/csv';

/**
 * Rows a section shows at once. Four of the reports have a row per course or per student (hundreds in a
 * college), which made the old Reports tab about 29,000 px long; the CSV keeps every row.
 */
export const REPORT_PAGE_SIZE = 10;

export const CONTENTS_ID = 'report-sections';

export type ReportSpec = {
  /** The section's address on the page (#id) and its CSV file's name. */
  id: string;
  title: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  /** A last row adding up every row (shown under each page, and the CSV's last line). */
  totals?: readonly CsvCell[];
  empty: string;
  /** A picture of the rows `start` to `end` (the page shown), above the table that holds the same figures. */
  chart?: (start: number, end: number) => ReactNode;
};

const headingId = (id: string) => `report-${id}`;
const tableId = (id: string) => `report-${id}-table`;

function RowCount({ count, start, end }: { count: number; start: number; end: number }) {
  const t = useT();
  const text =
    count === 1
      ? t('reports.rowsOne')
      : count <= REPORT_PAGE_SIZE
        ? t('reports.rowsAll', { count })
        : t('reports.rowsPaged', { from: start + 1, to: end, count });
  return <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>;
}

/**
 * One report as a landmark of the Reports page: its heading, the CSV of every row, the chart and the table of
 * one page of rows, and the way back to the list of sections.
 */
export function ReportSection({ spec, fileTag }: { spec: ReportSpec; fileTag?: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  // On a phone a chart's table stacks into a card per row (a dozen lines each): the chart shows first and
  // its table opens on request. From the `md` width the table is compact and always shown.
  const [tableShown, setTableShown] = useState(false);
  const { id, title, header, rows, totals, empty, chart } = spec;
  const current = Math.min(page, pageCount(rows.length, REPORT_PAGE_SIZE));
  const start = (current - 1) * REPORT_PAGE_SIZE;
  const end = Math.min(rows.length, start + REPORT_PAGE_SIZE);
  const shown = totals ? [...rows.slice(start, end), totals] : rows.slice(start, end);
  return (
    <section
      id={id}
      aria-labelledby={headingId(id)}
      className="flex scroll-mt-24 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId(id)} className="text-lg font-semibold">
          {title}
        </h2>
        <Button
          variant="secondary"
          disabled={rows.length === 0}
          aria-label={t('reports.downloadNamed', { title })}
          onClick={() =>
            downloadCsv(
              csvFileName(fileTag ? `${id}-${fileTag}` : id),
              toCsv(header, totals ? [...rows, totals] : rows),
            )
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {t('reports.download')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <>
          <RowCount count={rows.length} start={start} end={end} />
          {chart?.(start, end)}
          {chart && (
            <Button
              variant="secondary"
              className="self-start md:hidden"
              aria-expanded={tableShown}
              aria-controls={tableId(id)}
              onClick={() => setTableShown(!tableShown)}
            >
              {tableShown ? t('reports.hideTable') : t('reports.showTable')}
            </Button>
          )}
          <div id={tableId(id)} className={chart && !tableShown ? 'max-md:hidden' : undefined}>
            <ResponsiveTable
              caption={title}
              columns={header.map((label) => ({ label, className: 'px-2 text-start text-xs uppercase' }))}
            >
              {shown.map((row, index) => (
                <tr key={index} className="border-t border-slate-100 dark:border-slate-800">
                  {row.map((value, column) =>
                    // The first column names the row: a card's title on a phone, every other cell labelled.
                    column === 0 ? (
                      <th
                        key={column}
                        scope="row"
                        className="px-2 py-2 text-start font-semibold md:font-normal"
                      >
                        {value}
                      </th>
                    ) : (
                      <td
                        key={column}
                        data-label={header[column]}
                        className="px-2 py-2 whitespace-nowrap tabular-nums"
                      >
                        {value}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </ResponsiveTable>
          </div>
          <Pager
            label={t('reports.pages', { title })}
            page={current}
            total={rows.length}
            pageSize={REPORT_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
      <a
        href={`#${CONTENTS_ID}`}
        className="self-start py-1 text-sm font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
      >
        {t('reports.backToContents')}
      </a>
    </section>
  );
}
