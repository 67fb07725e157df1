import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '@contract/auth';
import { Button, buttonClass } from '../../../components/ui/button';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useT } from '../../../lib/i18n';
import { StatusBadge } from './status-badge';

export type Column = { header: string; cell: (person: User) => ReactNode };

type Props = {
  caption: string;
  people: User[];
  /** Columns after the name. */
  columns: Column[];
  detailPath: (id: string) => string;
  /** The list's query string, handed to the detail page for its Back link. */
  listSearch: string;
  deletingId: string | undefined;
  onDelete: (person: User) => void;
};

const cellClass = 'px-3 py-3 align-top text-sm';

/** The people of a list with View, Edit and Delete per row; on a phone each person is a card. */
export function PeopleTable({
  caption,
  people,
  columns,
  detailPath,
  listSearch,
  deletingId,
  onDelete,
}: Props) {
  const t = useT();
  const state = { list: listSearch };
  return (
    <ResponsiveTable
      caption={caption}
      columns={[
        { label: t('field.name') },
        ...columns.map((column) => ({ label: column.header })),
        { label: t('adminPeople.actions'), className: 'text-end' },
      ]}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
      tableClassName="min-w-[56rem] border-collapse"
    >
      {people.map((person) => (
        <tr key={person._id} className="border-t border-slate-200 dark:border-slate-700">
          <th scope="row" className={`${cellClass} font-semibold`}>
            <div className="flex flex-col items-start gap-1">
              <span>{person.name}</span>
              <StatusBadge status={person.status} />
            </div>
          </th>
          {columns.map((column) => (
            <td key={column.header} data-label={column.header} className={`${cellClass} break-words`}>
              {column.cell(person)}
            </td>
          ))}
          <td className={cellClass}>
            <div className="flex flex-wrap justify-end gap-1">
              <Link
                to={detailPath(person._id)}
                state={state}
                aria-label={t('adminPeople.viewName', { name: person.name })}
                className={buttonClass('ghost', 'px-3')}
              >
                <Eye aria-hidden="true" className="size-4" />
                <span aria-hidden="true">{t('adminPeople.view')}</span>
              </Link>
              <Link
                to={`${detailPath(person._id)}?edit=1`}
                state={state}
                aria-label={t('adminPeople.editName', { name: person.name })}
                className={buttonClass('ghost', 'px-3')}
              >
                <Pencil aria-hidden="true" className="size-4" />
                <span aria-hidden="true">{t('adminPeople.edit')}</span>
              </Link>
              <Button
                variant="ghost"
                className="px-3 text-red-700 dark:text-red-300"
                aria-label={t('adminPeople.deleteName', { name: person.name })}
                busy={deletingId === person._id}
                onClick={() => onDelete(person)}
              >
                {deletingId !== person._id && <Trash2 aria-hidden="true" className="size-4" />}
                <span aria-hidden="true">{t('adminPeople.delete')}</span>
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
