import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({ icon: Icon, children }: { icon?: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300">
      {Icon && <Icon aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />}
      {children}
    </div>
  );
}
