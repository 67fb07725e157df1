import type { ReactNode } from 'react';
import { cn } from './cn';

/** Ids of a field's error and hint, shared by Field and the control it wraps. */
export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** `aria-describedby` and `aria-invalid` for a control with an optional error and hint. */
export function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

type Props = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A label, the control, an optional hint and the field's error (announced when it appears). */
export function Field({ id, label, error, hint, className, children }: Props) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
