import { Unlock } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useLiftSignInSlowdown, useSignInSlowdown } from '../api/sign-in-slowdown';

/**
 * On a person's page: "Sign-in attempts slowed until …" while wrong passwords make their sign-ins wait, with a
 * button to lift it (after asking). Nothing while they need not wait.
 */
export function SignInSlowdownNotice({ person }: { person: { _id: string; name: string } }) {
  const t = useT();
  const slowdown = useSignInSlowdown(person._id);
  const lift = useLiftSignInSlowdown(person._id);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const until = slowdown.data?.slowedUntil;

  const onLift = () => {
    if (!window.confirm(t('adminPeople.confirmLiftSlowdown', { name: person.name }))) return;
    setFailure(null);
    lift.mutate(undefined, {
      onSuccess: ({ message }) => setDone(message ?? t('adminPeople.slowdownLifted')),
      onError: (error) => setFailure(errorMessage(error, t('adminPeople.liftSlowdownFailed'))),
    });
  };

  return (
    <>
      {done && !until && <Alert tone="success">{done}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {until && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p id="slowdown-hint" className="text-sm text-slate-700 dark:text-slate-300">
            <span className="font-medium">
              {t('adminPeople.signInSlowedUntil', { time: formatDateTime(until) })}
            </span>{' '}
            {t('adminPeople.signInSlowedHint', { name: person.name })}
          </p>
          <Button
            variant="secondary"
            busy={lift.isPending}
            onClick={onLift}
            aria-describedby="slowdown-hint"
            className="shrink-0"
          >
            <Unlock aria-hidden="true" className="size-4" />
            {t('adminPeople.liftSlowdown')}
          </Button>
        </div>
      )}
    </>
  );
}
