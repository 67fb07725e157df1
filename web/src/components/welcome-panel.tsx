import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Card } from './ui/card';

export type SummaryRow = { label: string; value: ReactNode };

/** The greeting and profile summary at the top of a portal area's home page. */
export function WelcomePanel({
  name,
  roleLabel,
  rows,
  children,
}: {
  name: string;
  roleLabel: string;
  rows: SummaryRow[];
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-blue-700 dark:text-blue-300">
          {roleLabel}
        </p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{t('welcome.greeting', { name })}</h1>
      </div>
      <Card>
        <h2 className="text-lg font-semibold">{t('welcome.yourAccount')}</h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => (
            <div key={row.label} className="flex flex-col gap-0.5">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{row.label}</dt>
              <dd className="font-medium break-words">{row.value || t('common.notProvided')}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {children}
    </div>
  );
}
