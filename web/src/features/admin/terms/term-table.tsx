import { Archive, Pencil, PlayCircle } from 'lucide-react';
import type { TermStatus } from '@contract/enums';
import type { Term } from '@contract/terms';
import { badgeClass, badgeTone } from '../../../components/tones';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

const STATUS_TONE: Record<TermStatus, keyof typeof badgeTone> = {
  upcoming: 'blue',
  current: 'green',
  ended: 'yellow',
  closed: 'slate',
};

type Props = {
  terms: readonly Term[];
  /** The term whose start is being previewed (its row is marked). */
  previewingId: string | null;
  closingId: string | null;
  onEdit: (term: Term) => void;
  onPreview: (term: Term) => void;
  onClose: (term: Term) => void;
};

/** The college's calendar: each term's days, state and start, with what the admin can do to it. */
export function TermTable({ terms, previewingId, closingId, onEdit, onPreview, onClose }: Props) {
  const t = useT();
  const headers = [
    t('terms.col.term'),
    t('terms.col.first'),
    t('terms.col.last'),
    t('terms.col.status'),
    t('terms.col.started'),
    t('terms.col.actions'),
  ];
  return (
    <ResponsiveTable
      caption={t('terms.caption')}
      columns={headers.map((label) => ({ label, className: 'text-start' }))}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      {terms.map((term) => (
        <tr
          key={term._id}
          className={cn(
            'border-t border-slate-100 dark:border-slate-800',
            term._id === previewingId && 'bg-blue-50 dark:bg-blue-950',
          )}
        >
          <th scope="row" className="text-start px-3 py-3 font-semibold whitespace-nowrap">
            <bdi>{term.name}</bdi>
          </th>
          <td data-label={headers[1]} className="px-3 py-3 whitespace-nowrap">
            <time dateTime={term.starts_on}>{formatDate(term.starts_on)}</time>
          </td>
          <td data-label={headers[2]} className="px-3 py-3 whitespace-nowrap">
            <time dateTime={term.ends_on}>{formatDate(term.ends_on)}</time>
          </td>
          <td data-label={headers[3]} className="px-3 py-3">
            <span className={cn(badgeClass, badgeTone[STATUS_TONE[term.status]])}>
              {t(`terms.status.${term.status}`)}
            </span>
          </td>
          <td data-label={headers[4]} className="px-3 py-3">
            {term.started_at ? (
              t('terms.startedOn', { date: formatDate(term.started_at) })
            ) : (
              <span className="text-slate-600 italic dark:text-slate-400">{t('terms.notStarted')}</span>
            )}
          </td>
          {/* A closed term has nothing left to do: no empty "Actions" line on a phone's card. */}
          <td data-label={headers[5]} className={cn('px-3 py-3', term.closed_at && 'max-md:hidden')}>
            <div className="flex flex-wrap justify-end gap-1 md:justify-start">
              {!term.closed_at && (
                <Button
                  variant="ghost"
                  className="px-3"
                  aria-label={t('terms.editNamed', { name: term.name })}
                  onClick={() => onEdit(term)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  <span aria-hidden="true" className="hidden lg:inline">
                    {t('common.edit')}
                  </span>
                </Button>
              )}
              {!term.started_at && !term.closed_at && (
                <Button
                  variant="secondary"
                  className="px-3"
                  aria-label={t('terms.previewNamed', { name: term.name })}
                  aria-pressed={term._id === previewingId}
                  onClick={() => onPreview(term)}
                >
                  <PlayCircle aria-hidden="true" className="size-4" />
                  <span aria-hidden="true">{t('terms.preview')}</span>
                </Button>
              )}
              {term.status === 'ended' && (
                <Button
                  variant="secondary"
                  className="px-3"
                  aria-label={t('terms.closeNamed', { name: term.name })}
                  busy={closingId === term._id}
                  onClick={() => onClose(term)}
                >
                  <Archive aria-hidden="true" className="size-4" />
                  <span aria-hidden="true">{t('terms.close')}</span>
                </Button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
