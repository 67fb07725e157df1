import { WifiOff } from 'lucide-react';
import { useT } from '../lib/i18n';
import { formatDateTime } from '../lib/format';
import { useShowingCopyOf } from '../lib/offline-copies';

/** Says, above the page, that what it shows is the copy kept on the phone, and from when. */
export function OfflineNotice() {
  const t = useT();
  const loadedAt = useShowingCopyOf();
  return (
    <div role="status" className={loadedAt ? 'mx-auto max-w-7xl px-4 pt-4 sm:px-6' : 'sr-only'}>
      {loadedAt && (
        <p
          data-offline-copy
          className="flex items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('offline.showingCopy', { time: formatDateTime(loadedAt) })}
        </p>
      )}
    </div>
  );
}
