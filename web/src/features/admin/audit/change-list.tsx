import type { AuditEntry } from '@contract/audit';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useT } from '../../../lib/i18n';
import { auditSummary, fieldLabel, valueText } from './labels';

const fieldsOf = (entry: AuditEntry) => [
  ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
];

export const hasChanges = (entry: AuditEntry) => fieldsOf(entry).length > 0;

/** Each recorded field with its value before and after, as plain text. */
export function ChangeList({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const fields = fieldsOf(entry);
  if (fields.length === 0) return <p className="text-sm">{t('audit.noChanges')}</p>;
  const side = (values: AuditEntry['before'], key: string) =>
    values === null ? t('audit.none') : valueText(t, values[key]);
  const columns = [
    { label: t('audit.field'), className: 'w-1/5 px-0 py-1 pe-4 text-start text-xs uppercase' },
    { label: t('audit.before'), className: 'px-0 py-1 pe-4 text-start text-xs uppercase' },
    { label: t('audit.after'), className: 'px-0 py-1 text-start text-xs uppercase' },
  ];
  // Below the `md` width each field is a card of its own, its values labelled Before and After.
  return (
    <ResponsiveTable
      caption={t('audit.changesOf', { summary: auditSummary(entry) })}
      columns={columns}
      className="max-w-4xl"
      tableClassName="border-collapse"
    >
      {fields.map((key) => (
        <tr key={key} className="border-t border-slate-200 first:border-t-0 dark:border-slate-700">
          <th scope="row" className="py-1.5 pe-4 text-start align-top font-semibold md:font-medium">
            {fieldLabel(key)}
          </th>
          <td
            data-label={columns[1].label}
            className="py-1.5 pe-4 align-top break-words whitespace-pre-wrap text-red-800 dark:text-red-200"
          >
            {side(entry.before, key)}
          </td>
          <td
            data-label={columns[2].label}
            className="py-1.5 align-top break-words whitespace-pre-wrap text-green-800 dark:text-green-200"
          >
            {side(entry.after, key)}
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
