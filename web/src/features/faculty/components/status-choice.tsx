import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@contract/enums';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n';

const CHECKED: Record<AttendanceStatus, string> = {
  present: 'peer-checked:bg-green-700 peer-checked:text-white peer-checked:border-green-700',
  absent: 'peer-checked:bg-red-700 peer-checked:text-white peer-checked:border-red-700',
  late: 'peer-checked:bg-yellow-500 peer-checked:text-slate-950 peer-checked:border-yellow-500',
  excused: 'peer-checked:bg-slate-700 peer-checked:text-white peer-checked:border-slate-700',
};

/**
 * Present / absent / late / excused as a segmented radio group: one fieldset named after the student, native
 * radios (arrow keys move between them), each label styled as a button.
 */
export function StatusChoice({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: AttendanceStatus;
  onChange: (status: AttendanceStatus) => void;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {ATTENDANCE_STATUSES.map((status) => {
          const id = `${name}-${status}`;
          return (
            <div key={status}>
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
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold dark:border-slate-600',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-blue-600 peer-focus-visible:ring-offset-2',
                  CHECKED[status],
                )}
              >
                {t(`faculty.attendanceStatus.${status}`)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
