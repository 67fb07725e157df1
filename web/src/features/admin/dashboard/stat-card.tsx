import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

/**
 * One figure of the dashboard, with what it counts, and how many of those arrived in the last 30 days ('+N from
 * last month', explained once by the element `trendMeaningId` names).
 */
export function StatCard({
  label,
  counts,
  value,
  added,
  trendMeaningId,
  icon: Icon,
}: {
  label: string;
  /** What the figure counts, in a few words. */
  counts: string;
  value: number;
  /** Missing from an answer kept by an older version of the app (an offline copy): shown as +0. */
  added: number | undefined;
  trendMeaningId: string;
  icon: LucideIcon;
}) {
  const t = useT();
  // An id of its own: one made from the label was the same "stat--" for every Urdu label.
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="flex items-start justify-between gap-3">
      <div className="flex flex-col gap-1">
        <p id={id} className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {label}
        </p>
        <p className="text-3xl font-bold">{value}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{counts}</p>
        <p className="text-xs text-green-700 dark:text-green-400" aria-describedby={trendMeaningId}>
          {t('dashboard.fromLastMonth', { count: added ?? 0 })}
        </p>
      </div>
      <Icon aria-hidden="true" className="size-8 shrink-0 text-blue-700 dark:text-blue-300" />
    </Card>
  );
}
