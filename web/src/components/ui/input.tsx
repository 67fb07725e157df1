import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { describedBy } from './field';
import { valueLabel } from '../../lib/i18n/reference';

export const controlClass =
  'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 sm:text-sm';
const borderClass = (error?: string) =>
  error ? 'border-red-600 dark:border-red-400' : 'border-slate-400 dark:border-slate-500';

type Common = { id: string; error?: string; hint?: string };

/** Addresses and numbers read left to right even on an Urdu page (an e-mail typed right to left garbles). */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url']);

export function Input({
  id,
  error,
  hint,
  className,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      id={id}
      name={rest.name ?? id}
      dir={rest.type && LEFT_TO_RIGHT_TYPES.has(rest.type) ? 'ltr' : undefined}
      className={cn(controlClass, borderClass(error), className)}
      {...describedBy(id, error, hint)}
      {...rest}
    />
  );
}

export function Textarea({
  id,
  error,
  hint,
  className,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      id={id}
      name={rest.name ?? id}
      className={cn(controlClass, borderClass(error), className)}
      {...describedBy(id, error, hint)}
      {...rest}
    />
  );
}

type Option = { value: string; label: string };

export function Select({
  id,
  error,
  hint,
  className,
  options,
  placeholder,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[]; placeholder?: string }) {
  return (
    <select
      id={id}
      name={rest.name ?? id}
      className={cn(controlClass, borderClass(error), className)}
      {...describedBy(id, error, hint)}
      {...rest}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Options whose label is the value itself (enumerations of the contract), in the reader's language. */
export const plainOptions = (values: readonly (string | number)[]): Option[] =>
  values.map((value) => ({ value: String(value), label: valueLabel(String(value)) }));
