import type { AttendanceStatus } from '@contract/enums';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n';

/** Tap order on the phone: the common exceptions after Present, Excused last. */
export const STATUS_ORDER: readonly AttendanceStatus[] = ['present', 'late', 'absent', 'excused'];
const ORDER = STATUS_ORDER;

/** A status's colours when chosen, and on its letter in the legend and the counts. */
const CHIP: Record<AttendanceStatus, string> = {
  present: 'bg-green-700 text-white',
  absent: 'bg-red-700 text-white',
  late: 'bg-yellow-500 text-slate-950',
  excused: 'bg-slate-700 text-white',
};

/** A status's letter (P, L, A, E; Urdu's own) in its colour, as the choice shows it once chosen. */
export function StatusLetter({ status }: { status: AttendanceStatus }) {
  const t = useT();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded text-sm font-semibold',
        CHIP[status],
      )}
    >
      {t(`faculty.attendanceStatusShort.${status}`)}
    </span>
  );
}

/** What the letters of the choices mean, once on the page (P Present, L Late, A Absent, E Excused). */
export function StatusLegend() {
  const t = useT();
  return (
    <ul
      aria-label={t('faculty.attendance.legend')}
      className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300"
    >
      {STATUS_ORDER.map((status) => (
        <li key={status} className="inline-flex items-center gap-1.5">
          <StatusLetter status={status} />
          {t(`faculty.attendanceStatus.${status}`)}
        </li>
      ))}
    </ul>
  );
}

const CHECKED: Record<AttendanceStatus, string> = {
  present: 'peer-checked:bg-green-700 peer-checked:text-white peer-checked:border-green-700',
  absent: 'peer-checked:bg-red-700 peer-checked:text-white peer-checked:border-red-700',
  late: 'peer-checked:bg-yellow-500 peer-checked:text-slate-950 peer-checked:border-yellow-500',
  excused: 'peer-checked:bg-slate-700 peer-checked:text-white peer-checked:border-slate-700',
};

/**
 * Present / late / absent / excused as a segmented radio group: one fieldset named after the student, native
 * radios (arrow keys move between them), each label a 44 px square showing the status's initial while screen
 * readers hear its full name. No value means the teacher has not marked the student yet: nothing is checked.
 */
export function StatusChoice({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: AttendanceStatus | null;
  onChange: (status: AttendanceStatus) => void;
}) {
  const t = useT();
  return (
    <fieldset className="shrink-0">
      <legend className="sr-only">{legend}</legend>
      <div className="flex">
        {ORDER.map((status, index) => {
          const id = `${name}-${status}`;
          return (
            <div key={status} className={index > 0 ? '-ms-px' : undefined}>
              <input
                id={id}
                type="radio"
                name={name}
                value={status}
                checked={value === status}
                onChange={() => onChange(status)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                title={t(`faculty.attendanceStatus.${status}`)}
                className={cn(
                  'inline-flex size-11 cursor-pointer items-center justify-center border border-slate-300 text-base font-semibold dark:border-slate-600',
                  'peer-focus-visible:relative peer-focus-visible:ring-2 peer-focus-visible:ring-blue-600 peer-focus-visible:ring-offset-2',
                  index === 0 && 'rounded-s-lg',
                  index === ORDER.length - 1 && 'rounded-e-lg',
                  CHECKED[status],
                )}
              >
                <span aria-hidden="true">{t(`faculty.attendanceStatusShort.${status}`)}</span>
                <span className="sr-only">{t(`faculty.attendanceStatus.${status}`)}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
