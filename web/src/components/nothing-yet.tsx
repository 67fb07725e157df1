import type { ReactNode } from 'react';

/** The short line under a dash that says why there is no figure yet ("No results yet"). */
export function NothingYet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}
