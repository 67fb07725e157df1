import { useId } from 'react';

/** A labelled progress bar (role="progressbar" with its value) for the share of submissions graded. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span id={id}>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-green-600 dark:bg-green-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
