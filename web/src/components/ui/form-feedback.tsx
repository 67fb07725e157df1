import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from './alert';
import { cn } from './cn';

/**
 * The one way a form says how its Submit went (issue 18 item 8), where the person is looking, never above a
 * long form: beside the submit button while the form stays (give its buttons as children), or, when what was
 * pressed goes away (a form that closes on save, a deleted row), `floating`: a toast held in view above the
 * phone's navigation bar. A live region announces the message; a new one beside the button is scrolled into
 * view if the page has moved it off screen.
 */
export function FormFeedback({
  success,
  error,
  detail,
  floating = false,
  children,
  className,
}: {
  success?: string | null;
  /** Shown instead of `success` when both are given. */
  error?: string | null;
  /** More under the message (a second line, a link). */
  detail?: ReactNode;
  floating?: boolean;
  /** The submit button and its neighbours. */
  children?: ReactNode;
  className?: string;
}) {
  const message = useRef<HTMLDivElement>(null);
  const shown = error || success;
  useEffect(() => {
    // 'nearest': no scrolling when the message is already on screen.
    if (shown && !floating) message.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, floating]);
  const region = (
    <div
      ref={message}
      aria-live="polite"
      className={cn(
        'empty:hidden',
        floating
          ? 'fixed inset-x-3 bottom-20 z-50 mx-auto max-w-md shadow-lg md:bottom-6'
          : 'min-w-0 flex-1 basis-64',
        floating && className,
      )}
    >
      {shown && (
        <Alert tone={error ? 'error' : 'success'}>
          <p>{shown}</p>
          {detail}
        </Alert>
      )}
    </div>
  );
  if (floating) return region;
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      {children}
      {region}
    </div>
  );
}
