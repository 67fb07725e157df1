/** Tailwind classes for the colours the contract's rules return (grade letters, attendance bands). */
import type { AttendanceBand } from '@contract/rules/attendance';
import type { GradeColour } from '@contract/rules/grades';

export type Tone = GradeColour | 'slate';

export const badgeTone: Record<Tone, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  slate: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

export const bandText: Record<AttendanceBand, string> = {
  green: 'text-green-700 dark:text-green-400',
  yellow: 'text-yellow-700 dark:text-yellow-300',
  red: 'text-red-700 dark:text-red-400',
};

export const bandBar: Record<AttendanceBand, string> = {
  green: 'bg-green-600 dark:bg-green-500',
  yellow: 'bg-yellow-500 dark:bg-yellow-400',
  red: 'bg-red-600 dark:bg-red-500',
};

export const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
