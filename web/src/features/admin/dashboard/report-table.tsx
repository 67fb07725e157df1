import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useT } from '../../../lib/i18n';
import { csvFileName, downloadCsv, toCsv, type CsvCell } from '../../../lib/csv';

type Props = {
  id: string;
  title: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  empty: string;
  /** A picture of the same figures, shown above the table. */
  chart?: ReactNode;
};

/** One report: heading, optional chart, the table, and its CSV download (the same rows as shown). */
export function ReportTable({ id, title, header, rows, empty, chart }: Props) {
  const t = useT();
  const headingId = `report-${id}`;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {title}
        </h3>
        <Button
          variant="secondary"
          disabled={rows.length === 0}
          aria-label={t('reports.downloadNamed', { title })}
          onClick={() => downloadCsv(csvFileName(id), toCsv(header, rows))}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('reports.download')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <>
          {chart}
          <ResponsiveTable
            caption={title}
            columns={header.map((label) => ({ label, className: 'px-2 text-start text-xs uppercase' }))}
          >
            {rows.map((row, index) => (
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
        </>
      )}
    </Card>
  );
}
