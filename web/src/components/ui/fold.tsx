import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A section folded under its title (a native `<details>`): a long list (an earlier term's courses, a course's
 * attendance) waits behind one line with its count until tapped. The chevron turns when it is open. `open`
 * is where it starts; the reader's taps decide after that. (The chevron turns by its own fold only, not by an
 * open fold around it.)
 */
export function Fold({
  title,
  meta,
  open = false,
  className,
  summaryClassName,
  children,
}: {
  title: ReactNode;
  /** Beside the title: what the fold holds ("24 classes"). */
  meta?: ReactNode;
  open?: boolean;
  className?: string;
  summaryClassName?: string;
  children: ReactNode;
}) {
  return (
    <details
      open={open}
      className={cn('rounded-xl border border-slate-200 dark:border-slate-700', className)}
    >
      <summary
        className={cn(
          'flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden',
          summaryClassName,
        )}
      >
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform [details[open]>summary>&]:rotate-180"
        />
        <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-2">
          {title}
          {meta !== undefined && (
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{meta}</span>
          )}
        </span>
      </summary>
      {children}
    </details>
  );
}
