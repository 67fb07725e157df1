import { LogOut, ShieldCheck, ShieldOff } from 'lucide-react';
import type { User } from '@contract/auth';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { SignInSlowdownNotice } from './sign-in-slowdown-notice';
import { StatusBadge } from './status-badge';

type Props = {
  person: User;
  busy: boolean;
  onDeactivate: () => void;
  onReactivate: () => void;
  onEndSessions: () => void;
};

/** The account's state with Deactivate (ends its sessions at once) or Reactivate, and Sign Out Everywhere. */
export function AccountCard({ person, busy, onDeactivate, onReactivate, onEndSessions }: Props) {
  const t = useT();
  const deactivated = person.status === 'deactivated';
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('adminPeople.section.account')}</h2>
        <StatusBadge status={person.status} always />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-slate-600 dark:text-slate-400">{t('adminPeople.registered')}</dt>
          <dd className="font-medium">{formatDate(person.createdAt)}</dd>
        </div>
      </dl>
      {(person.status === 'approved' || deactivated) && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p id="account-hint" className="text-sm text-slate-700 dark:text-slate-300">
            {deactivated
              ? t('adminPeople.reactivateHint', { name: person.name })
              : t('adminPeople.deactivateHint', { name: person.name })}
          </p>
          {deactivated ? (
            <Button
              variant="success"
              busy={busy}
              onClick={onReactivate}
              aria-describedby="account-hint"
              className="shrink-0"
            >
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('adminPeople.reactivate')}
            </Button>
          ) : (
            <Button
              variant="danger"
              busy={busy}
              onClick={onDeactivate}
              aria-describedby="account-hint"
              className="shrink-0"
            >
              <ShieldOff aria-hidden="true" className="size-4" />
              {t('adminPeople.deactivate')}
            </Button>
          )}
        </div>
      )}
      {person.status === 'approved' && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p id="sessions-hint" className="text-sm text-slate-700 dark:text-slate-300">
            {t('adminPeople.endSessionsHint', { name: person.name })}
          </p>
          <Button
            variant="secondary"
            busy={busy}
            onClick={onEndSessions}
            aria-describedby="sessions-hint"
            className="shrink-0"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('adminPeople.endSessions')}
          </Button>
        </div>
      )}
      <SignInSlowdownNotice person={person} />
    </Card>
  );
}
