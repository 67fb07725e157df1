import type { AuditEntry } from '@contract/audit';
import { useT } from '../../../lib/i18n';
import { fieldLabel, valueText } from './labels';

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
  return (
    <table className="w-full max-w-4xl border-collapse text-start text-sm">
      <caption className="sr-only">{t('audit.changesOf', { summary: entry.summary })}</caption>
      <thead className="text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">
        <tr>
          <th scope="col" className="w-1/5 py-1 pe-4">
            {t('audit.field')}
          </th>
          <th scope="col" className="py-1 pe-4">
            {t('audit.before')}
          </th>
          <th scope="col" className="py-1">
            {t('audit.after')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
        {fields.map((key) => (
          <tr key={key}>
            <th scope="row" className="py-1.5 pe-4 align-top font-medium">
              {fieldLabel(key)}
            </th>
            <td className="py-1.5 pe-4 align-top break-words whitespace-pre-wrap text-red-800 dark:text-red-200">
              {side(entry.before, key)}
            </td>
            <td className="py-1.5 align-top break-words whitespace-pre-wrap text-green-800 dark:text-green-200">
              {side(entry.after, key)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
