/**
 * Figures that may have nothing behind them yet (issue 24): a CGPA before the first final result, an attendance
 * percentage before the first class. The server sends null for those; the page shows a dash and a short line
 * that says why, and keeps 0 for a real zero.
 */
import type { ReactNode } from 'react';

export const NO_FIGURE = '—';

/** A CGPA or GPA to two places, or the dash. */
export const cgpaText = (cgpa: number | null): string => (cgpa === null ? NO_FIGURE : cgpa.toFixed(2));

/** A whole percentage ("86%"), or the dash. */
export const percentText = (percentage: number | null): string =>
  percentage === null ? NO_FIGURE : `${percentage}%`;

/** The short line under a dash that says why there is no figure yet ("No results yet"). */
export function NothingYet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}
