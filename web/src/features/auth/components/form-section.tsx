import type { ReactNode } from 'react';

/** A titled group of fields; two columns from small screens up. */
export function FormSection({
  title,
  children,
  description,
}: {
  title: string;
  children: ReactNode;
  description?: ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-6 dark:border-slate-700">
      <legend className="px-2 text-lg font-semibold">{title}</legend>
      {description && <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
