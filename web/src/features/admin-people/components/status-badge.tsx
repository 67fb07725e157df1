import type { AccountStatus } from '@contract/enums';
import { cn } from '../../../components/ui/cn';
import { useT, type TranslationKey } from '../../../lib/i18n';

const LABELS: Record<AccountStatus, TranslationKey> = {
  approved: 'adminPeople.status.approved',
  pending: 'adminPeople.status.pending',
  rejected: 'adminPeople.status.rejected',
  deactivated: 'adminPeople.status.deactivated',
};

/** The account's state; in the lists only accounts that cannot sign in carry one (`always` shows Active too). */
export function StatusBadge({ status, always = false }: { status: AccountStatus; always?: boolean }) {
  const t = useT();
  if (status === 'approved' && !always) return null;
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        status === 'approved'
          ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100'
          : status === 'deactivated' || status === 'rejected'
            ? 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100'
            : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
      )}
    >
      {t(LABELS[status])}
    </span>
  );
}
