import { BookOpen, Briefcase, Bug, GraduationCap, Languages, Leaf, Monitor } from 'lucide-react';
import type { PublicProgram } from '@contract/programs';

export const PROGRAM_ICONS: Record<PublicProgram['icon'], typeof BookOpen> = {
  languages: Languages,
  monitor: Monitor,
  book: BookOpen,
  leaf: Leaf,
  bug: Bug,
  briefcase: Briefcase,
  graduation: GraduationCap,
};

/** Whole class names, so that Tailwind finds them in the source. */
export const PROGRAM_COLORS: Record<PublicProgram['color'], { badge: string; bar: string }> = {
  emerald: {
    badge: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    bar: 'bg-emerald-600',
  },
  blue: { badge: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200', bar: 'bg-blue-600' },
  violet: {
    badge: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
    bar: 'bg-violet-600',
  },
  lime: { badge: 'bg-lime-100 text-lime-800 dark:bg-lime-950 dark:text-lime-200', bar: 'bg-lime-600' },
  amber: { badge: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200', bar: 'bg-amber-600' },
  rose: { badge: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200', bar: 'bg-rose-600' },
  cyan: { badge: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200', bar: 'bg-cyan-600' },
};
