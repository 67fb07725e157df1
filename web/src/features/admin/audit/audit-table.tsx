import { ChevronDown, ChevronRight, History } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import type { AuditEntry } from '@contract/audit';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { ChangeList, hasChanges } from './change-list';
import { ACTION_LABELS, ENTITY_LABELS } from './labels';

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
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full min-w-[64rem] border-collapse text-start">
        <caption className="sr-only">{t('audit.title')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-300">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-3 whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {entries.map((entry) => {
            const expanded = open.has(entry._id);
            const detailsId = `audit-changes-${entry._id}`;
            const record = t(ENTITY_LABELS[entry.entity]);
            return (
              <Fragment key={entry._id}>
                <tr>
                  <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </th>
                  <td className={cellClass}>
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
                  <td className={`${cellClass} font-mono text-xs break-all`}>{entry.ip ?? '—'}</td>
                  <td className={`${cellClass} font-medium whitespace-nowrap`}>
                    {t(ACTION_LABELS[entry.action])}
                  </td>
                  <td className={cellClass}>
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
                  <td className={`${cellClass} break-words`}>{entry.summary}</td>
                  <td className={cellClass}>
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
        </tbody>
      </table>
    </div>
  );
}
