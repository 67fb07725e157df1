import { useId, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

/** A card in the middle of the dark classroom: refusals, the pre-start card, the connection error. */
export function ClassroomCard({
  title,
  icon,
  role,
  children,
  actions,
  className,
}: {
  title: string;
  icon?: ReactNode;
  /** 'alert' for errors, so that they are announced at once. */
  role?: 'alert';
  children?: ReactNode;
  actions: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      role={role}
      aria-labelledby={titleId}
      className={cn(
        'mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
    >
      {icon && <div className="mb-3 flex justify-center">{icon}</div>}
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      {children && (
        <div className="mt-2 flex flex-col gap-2 text-slate-700 dark:text-slate-300">{children}</div>
      )}
      <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
