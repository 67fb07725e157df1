import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from './ui/card';
import { cn } from './ui/cn';

/** One figure with its label (dashboard stat cards, summary tiles), announced as a labelled group. */
export function StatTile({
  label,
  value,
  icon: Icon,
  valueClassName,
  children,
}: {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  valueClassName?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="flex items-start justify-between gap-3">
      <div className="flex flex-col gap-1">
        <p id={id} className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {label}
        </p>
        <p className={cn('text-3xl font-bold', valueClassName)}>{value}</p>
        {children}
      </div>
      {Icon && <Icon aria-hidden="true" className="size-8 shrink-0 text-blue-700 dark:text-blue-300" />}
    </Card>
  );
}
