import { useId, type ReactNode } from 'react';
import { gradeColour, LETTER_GRADES, type GradeColour } from '@contract/rules/grades';
import { useT } from '../../../lib/i18n';

const BAR = 'bg-blue-600 dark:bg-blue-400';
const SWATCH = 'inline-block size-3 shrink-0 rounded-sm';

/** A colour and what it stands for; grade letters kept left to right in Urdu too ("A+", not "+A"). */
type LegendItem = { colour: string; label: string; letters?: string };

/** What each colour of a chart stands for, in words beside a swatch of the colour. */
function Legend({ items }: { items: readonly LegendItem[] }) {
  const t = useT();
  return (
    <ul aria-label={t('reports.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`${SWATCH} ${item.colour}`} />
          <span>
            {item.label}
            {item.letters && (
              <>
                {': '}
                <span dir="ltr">{item.letters}</span>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A chart's frame: its title, its legend, the picture, and a note pointing to the section's table, which
 * holds the same figures (the table equivalent a screen reader or a keyboard user reads).
 */
function ChartFigure({
  title,
  legend,
  children,
}: {
  title: string;
  legend: readonly LegendItem[];
  children: ReactNode;
}) {
  const t = useT();
  const captionId = useId();
  const noteId = useId();
  return (
    <figure aria-labelledby={captionId} aria-describedby={noteId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="text-sm font-medium">
        {title}
      </figcaption>
      <Legend items={legend} />
      {children}
      <p id={noteId} className="text-xs text-slate-600 dark:text-slate-400">
        {t('reports.sameAsTable')}
      </p>
    </figure>
  );
}

/**
 * Horizontal bars drawn with plain divs. The numbers are text beside each bar, so the chart reads the same
 * to a screen reader as to the eye. `max` is the largest value of every page, so pages share one scale.
 */
export function BarChart({
  title,
  items,
  max,
}: {
  title: string;
  items: readonly { label: string; value: number }[];
  max: number;
}) {
  const t = useT();
  return (
    <ChartFigure title={title} legend={[{ colour: BAR, label: t('reports.legend.students') }]}>
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
              <span
                className={`block h-3 rounded-sm ${BAR}`}
                style={{ width: `${(item.value / Math.max(1, max)) * 100}%` }}
              />
            </span>
            <span className="text-end font-semibold tabular-nums">{item.value}</span>
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}

const COLOURS: Record<GradeColour, string> = {
  green: 'bg-green-600',
  blue: 'bg-blue-600',
  yellow: 'bg-yellow-500',
  orange: 'bg-orange-500',
  red: 'bg-red-600',
};

/** The letters of each colour, in the scale's order: A+, A, A- are green, and so on. */
const LETTERS_BY_COLOUR = (Object.keys(COLOURS) as GradeColour[]).map((colour) => ({
  colour,
  letters: LETTER_GRADES.filter((letter) => gradeColour(letter) === colour),
}));

/** One stacked bar per course, a segment per letter grade, coloured as grades are everywhere (part 2 §9). */
export function GradeChart({
  title,
  rows,
}: {
  title: string;
  rows: readonly { course: string; counts: Record<string, number> }[];
}) {
  const t = useT();
  const legend = LETTERS_BY_COLOUR.map(({ colour, letters }) => ({
    colour: COLOURS[colour],
    label: t(`reports.colour.${colour}`),
    letters: letters.join(', '),
  }));
  return (
    <ChartFigure title={title} legend={legend}>
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
                aria-label={`${row.course}: ${summary || t('reports.noGrades')}`}
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
    </ChartFigure>
  );
}
