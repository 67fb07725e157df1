import type { ReactNode } from 'react';
import { cn } from './cn';

export type TableColumn = { label: string; className?: string };

/**
 * One table component for results, attendance, rosters and the admin lists. From the `md` width it is a
 * real table; below, each row stacks into a card and each cell shows its column's name (give every cell
 * `data-label={column label}`; a row's `<th scope="row">` becomes the card's title). Same data, same order,
 * every control in the tab order (styles.css, `.stacked-table`).
 */
export function ResponsiveTable({
  caption,
  columns,
  children,
  className,
  tableClassName,
}: {
  /** Read by screen readers: what the table lists. */
  caption: string;
  columns: readonly TableColumn[];
  /** The rows. */
  children: ReactNode;
  /** The frame around the table. */
  className?: string;
  tableClassName?: string;
}) {
  return (
    <div className={cn('stacked-table md:overflow-x-auto', className)}>
      <table className={cn('w-full text-start text-sm', tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('px-3 py-2 font-semibold whitespace-nowrap', column.className)}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
