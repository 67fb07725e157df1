import { WEEKDAYS, type Weekday } from '@contract/enums';
import { valueLabel } from '../../lib/i18n/reference';
import { cn } from './cn';

/** The class days of a schedule: one pressed-or-not button per weekday, named in the page's language. */
export function WeekdayToggles({
  days,
  onChange,
  id,
}: {
  days: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  id?: string;
}) {
  const toggle = (day: Weekday) =>
    onChange(days.includes(day) ? days.filter((d) => d !== day) : [...days, day]);
  return (
    <div className="flex flex-wrap gap-2" id={id} tabIndex={id ? -1 : undefined}>
      {WEEKDAYS.map((day) => {
        const on = days.includes(day);
        return (
          <button
            key={day}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(day)}
            className={cn(
              'min-h-11 rounded-lg border px-3 py-2 text-sm font-medium disabled:opacity-60',
              on
                ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-600'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
            )}
          >
            {valueLabel(day)}
          </button>
        );
      })}
    </div>
  );
}
