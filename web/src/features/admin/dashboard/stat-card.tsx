import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

/** One figure of the dashboard with its growth over the last 30 days ('+N from last month'). */
export function StatCard({
  label,
  value,
  added,
  icon: Icon,
}: {
  label: string;
  value: number;
  added: number;
  icon: LucideIcon;
}) {
  const t = useT();
  const id = `stat-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card role="group" aria-labelledby={id} className="flex items-start justify-between gap-3">
      <div className="flex flex-col gap-1">
        <p id={id} className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {label}
        </p>
        <p className="text-3xl font-bold">{value}</p>
        <p className="text-xs text-green-700 dark:text-green-400">
          {t('dashboard.fromLastMonth', { count: added })}
        </p>
      </div>
      <Icon aria-hidden="true" className="size-8 shrink-0 text-blue-700 dark:text-blue-300" />
    </Card>
  );
}
