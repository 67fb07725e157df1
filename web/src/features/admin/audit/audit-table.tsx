import { ChevronDown, ChevronRight, History } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import type { AuditEntry } from '@contract/audit';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { ChangeList, hasChanges } from './change-list';
import { ACTION_LABELS, auditSummary, ENTITY_LABELS } from './labels';

const cellClass = 'px-3 py-3 align-top text-sm';

/** One page of the trail; each entry with recorded values opens to show them field by field. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const headers = [
    t('audit.col.when'),
    t('audit.col.who'),
    t('audit.col.from'),
    t('audit.col.action'),
    t('audit.col.record'),
    t('audit.col.summary'),
    t('audit.col.changes'),
  ];

  return (
    <ResponsiveTable
      caption={t('audit.title')}
      columns={headers.map((label) => ({ label }))}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
      tableClassName="min-w-[64rem] border-collapse"
    >
      {entries.map((entry) => {
        const expanded = open.has(entry._id);
        const detailsId = `audit-changes-${entry._id}`;
        const record = t(ENTITY_LABELS[entry.entity]);
        return (
          <Fragment key={entry._id}>
            <tr className="border-t border-slate-200 dark:border-slate-700">
              <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </th>
              <td data-label={headers[1]} className={cellClass}>
                {entry.actor ? (
                  <>
                    <span className="block font-semibold">{entry.actor.name}</span>
                    {entry.actor.role && (
                      <span className="text-xs text-slate-600 dark:text-slate-400">
                        {t(`role.${entry.actor.role}`)}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="italic">{t('audit.system')}</span>
                )}
              </td>
              <td data-label={headers[2]} className={`${cellClass} font-mono text-xs break-all`}>
                {entry.ip ?? '—'}
              </td>
              <td data-label={headers[3]} className={`${cellClass} font-medium whitespace-nowrap`}>
                {t(ACTION_LABELS[entry.action])}
              </td>
              <td data-label={headers[4]} className={cellClass}>
                <span className="block">{record}</span>
                {entry.entity_id && (
                  <Link
                    to={paths.admin.auditOf(entry.entity, entry.entity_id)}
                    aria-label={t('audit.historyOf', { record: record.toLowerCase() })}
                    className="inline-flex items-center gap-1 text-xs font-semibold text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
                  >
                    <History aria-hidden="true" className="size-3.5" />
                    {t('audit.history')}
                  </Link>
                )}
              </td>
              <td data-label={headers[5]} className={`${cellClass} break-words`}>
                {auditSummary(entry)}
              </td>
              <td data-label={hasChanges(entry) ? headers[6] : undefined} className={cellClass}>
                {hasChanges(entry) && (
                  <Button
                    variant="ghost"
                    className="px-2 whitespace-nowrap"
                    aria-expanded={expanded}
                    aria-controls={detailsId}
                    onClick={() => toggle(entry._id)}
                  >
                    {expanded ? (
                      <ChevronDown aria-hidden="true" className="size-4" />
                    ) : (
                      <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                    )}
                    {expanded ? t('audit.hideChanges') : t('audit.showChanges')}
                  </Button>
                )}
              </td>
            </tr>
            {expanded && (
              <tr id={detailsId} className="bg-slate-50 dark:bg-slate-950">
                <td colSpan={headers.length} className="px-3 py-3">
                  <ChangeList entry={entry} />
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </ResponsiveTable>
  );
}
