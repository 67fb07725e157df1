import { useId } from 'react';
import { gradeColour, LETTER_GRADES, type GradeColour } from '@contract/rules/grades';

const BAR = 'h-3 rounded-sm bg-blue-600 dark:bg-blue-400';

/**
 * Horizontal bars drawn with plain divs. The numbers are text beside each bar, so the chart reads the same
 * to a screen reader as to the eye.
 */
export function BarChart({
  title,
  items,
}: {
  title: string;
  items: readonly { label: string; value: number }[];
}) {
  const max = Math.max(1, ...items.map((item) => item.value));
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium">
        {title}
      </figcaption>
      <ul className="flex flex-col gap-1.5">
        {items.map((item) => (
          <li
            key={item.label}
            className="grid grid-cols-[minmax(0,10rem)_1fr_3rem] items-center gap-2 text-sm"
          >
            <span className="truncate" title={item.label}>
              {item.label}
            </span>
            <span aria-hidden="true" className="h-3 rounded-sm bg-slate-100 dark:bg-slate-800">
              <span className={`block ${BAR}`} style={{ width: `${(item.value / max) * 100}%` }} />
            </span>
            <span className="text-end font-semibold tabular-nums">{item.value}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

const COLOURS: Record<GradeColour, string> = {
  green: 'bg-green-600',
  blue: 'bg-blue-600',
  yellow: 'bg-yellow-500',
  orange: 'bg-orange-500',
  red: 'bg-red-600',
};

/** One stacked bar per course, a segment per letter grade, coloured as grades are everywhere (part 2 §9). */
export function GradeChart({
  title,
  rows,
}: {
  title: string;
  rows: readonly { course: string; counts: Record<string, number> }[];
}) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium">
        {title}
      </figcaption>
      <ul className="flex flex-col gap-1.5">
        {rows.map((row) => {
          const total = LETTER_GRADES.reduce((sum, letter) => sum + (row.counts[letter] ?? 0), 0);
          const summary = LETTER_GRADES.filter((letter) => row.counts[letter])
            .map((letter) => `${letter} ${row.counts[letter]}`)
            .join(', ');
          return (
            <li key={row.course} className="grid grid-cols-[minmax(0,6rem)_1fr] items-center gap-2 text-sm">
              <span className="truncate font-medium">{row.course}</span>
              <span
                role="img"
                aria-label={`${row.course}: ${summary || '0'}`}
                className="flex h-4 overflow-hidden rounded-sm bg-slate-100 dark:bg-slate-800"
              >
                {total > 0 &&
                  LETTER_GRADES.filter((letter) => row.counts[letter]).map((letter) => (
                    <span
                      key={letter}
                      title={`${letter}: ${row.counts[letter]}`}
                      className={COLOURS[gradeColour(letter)]}
                      style={{ width: `${(row.counts[letter] / total) * 100}%` }}
                    />
                  ))}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
