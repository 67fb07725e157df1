import { useT } from '../../lib/i18n';

export interface ReadOnlyRow {
  label: string;
  value: string | number | null | undefined;
}

/** A profile's fields as a definition list; an empty value reads "Not provided". */
export function ReadOnlyList({ rows }: { rows: ReadOnlyRow[] }) {
  const t = useT();
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-0.5">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{row.label}</dt>
          <dd className="font-medium break-words">
            {row.value === undefined || row.value === null || row.value === '' ? (
              t('common.notProvided')
            ) : (
              // Isolated, in its own direction: an e-mail, a phone number or an English address on an Urdu page.
              <bdi>{row.value}</bdi>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
