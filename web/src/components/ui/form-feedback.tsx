import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from './alert';
import { cn } from './cn';

/**
 * The one way a form says how its Submit went (issue 18 item 8): the message sits beside the submit button,
 * where the person is looking, never above a long form. Give the form's buttons as children; without children
 * it is the message alone (after a dialog closes, beside what opened it). A live region announces the message,
 * and a new one is scrolled into view if the page has moved it off screen.
 */
export function FormFeedback({
  success,
  error,
  detail,
  children,
  className,
}: {
  success?: string | null;
  /** Shown instead of `success` when both are given. */
  error?: string | null;
  /** More under the message (a second line, a link). */
  detail?: ReactNode;
  /** The submit button and its neighbours. */
  children?: ReactNode;
  className?: string;
}) {
  const message = useRef<HTMLDivElement>(null);
  const shown = error || success;
  useEffect(() => {
    // 'nearest': no scrolling when the message is already on screen.
    if (shown) message.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      {children}
      <div ref={message} aria-live="polite" className="min-w-0 flex-1 basis-64 empty:hidden">
        {shown && (
          <Alert tone={error ? 'error' : 'success'}>
            <p>{shown}</p>
            {detail}
          </Alert>
        )}
      </div>
    </div>
  );
}
