import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n';

/** One field of a profile; an empty value reads 'Not provided'. */
export function ProfileItem({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const t = useT();
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={cn('flex flex-col gap-0.5', wide && 'sm:col-span-2 lg:col-span-3')}>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium break-words">{empty ? t('common.notProvided') : children}</dd>
    </div>
  );
}

/** A titled card of profile fields. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">{title}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</dl>
    </Card>
  );
}
