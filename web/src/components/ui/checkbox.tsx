import type { InputHTMLAttributes, ReactNode } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  label: ReactNode;
  description?: ReactNode;
};

/** A checkbox with its label beside it; the whole row is clickable. */
export function Checkbox({ id, label, description, ...rest }: Props) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-blue-700 dark:accent-blue-400"
        aria-describedby={description ? `${id}-description` : undefined}
        {...rest}
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && (
          <span id={`${id}-description`} className="text-xs text-slate-600 dark:text-slate-400">
            {description}
          </span>
        )}
      </div>
    </div>
  );
}
