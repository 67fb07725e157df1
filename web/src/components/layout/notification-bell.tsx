import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { useT } from '../../lib/i18n';
import { useNotifications } from '../../lib/notifications';

// The list, its texts and its mutations load when the bell is first opened, not with every portal page.
const NotificationPanel = lazy(() => import('./notification-panel'));

const bellButton =
  'relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** The signed-in user's bell (nothing for a visitor): unread count on the button, the list in a panel below it. */
export function NotificationBell() {
  const { user } = useAuth();
  return user ? <SignedInBell /> : null;
}

function SignedInBell() {
  const t = useT();
  const { data } = useNotifications();
  const unread = data?.unreadCount ?? 0;
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        className={bellButton}
        aria-expanded={open}
        aria-controls="notification-panel"
        aria-label={unread ? t('notifications.bellUnread', { n: unread }) : t('notifications.bell')}
        onClick={() => setOpen(!open)}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 inset-e-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? <bdi dir="ltr">99+</bdi> : unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel
            notifications={data?.notifications ?? []}
            container={container}
            button={button}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
