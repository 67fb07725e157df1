import { LockKeyhole, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { User } from '@contract/auth';
import type { AdminResetMethod } from '@contract/password-reset';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { passwordResetAvailability } from '../../auth/api/password-reset';
import { useT } from '../../../lib/i18n';
import { resetPassword } from '../api/reset-password';
import { TemporaryPassword } from './temporary-password';

/**
 * Resetting a person's forgotten password from their page: a temporary password, shown in this card once and
 * kept nowhere in the browser but this component's state, or (with e-mail set up) a link e-mailed to them.
 */
export function PasswordResetCard({ person }: { person: User }) {
  const t = useT();
  // Plain calls rather than queries: this card loads on its own, after the page, and stays small.
  const [byEmail, setByEmail] = useState(false);
  const [busy, setBusy] = useState<AdminResetMethod | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    passwordResetAvailability()
      .then(({ byEmail: available }) => live && setByEmail(available))
      // Unknown: only the temporary password is offered.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const canEmail = byEmail && person.status === 'approved';

  const run = (method: AdminResetMethod) => {
    const question =
      method === 'temporary'
        ? t('adminPeople.resetPassword.confirmTemporary', { name: person.name })
        : t('adminPeople.resetPassword.confirmEmail', { name: person.name });
    if (!window.confirm(question)) return;
    setFailure(null);
    setMessage(null);
    setBusy(method);
    resetPassword({ id: person._id, method })
      .then(({ data, message: sent }) => {
        setTemporary(data.temporaryPassword ?? null);
        setMessage(sent ?? null);
      })
      .catch((error: unknown) => setFailure(errorMessage(error, t('adminPeople.resetPassword.failed'))))
      .finally(() => setBusy(null));
  };

  return (
    <Card role="region" aria-labelledby="password-reset-heading" className="flex flex-col gap-4">
      <h2 id="password-reset-heading" className="text-lg font-semibold">
        {t('adminPeople.resetPassword.title')}
      </h2>
      <p id="password-reset-hint" className="text-sm text-slate-700 dark:text-slate-300">
        {t('adminPeople.resetPassword.hint', { name: person.name })}
      </p>
      {failure && <Alert>{failure}</Alert>}
      {temporary ? (
        <TemporaryPassword
          notice={t('adminPeople.resetPassword.shownOnce', { name: person.name })}
          password={temporary}
          onDone={() => {
            setTemporary(null);
            setMessage(null);
          }}
        />
      ) : (
        <>
          {message && <Alert tone="success">{message}</Alert>}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              variant="secondary"
              busy={busy === 'temporary'}
              disabled={busy !== null}
              onClick={() => run('temporary')}
              aria-describedby="password-reset-hint"
            >
              <LockKeyhole aria-hidden="true" className="size-4" />
              {t('adminPeople.resetPassword.temporary')}
            </Button>
            {canEmail && (
              <Button
                variant="secondary"
                busy={busy === 'email'}
                disabled={busy !== null}
                onClick={() => run('email')}
                aria-describedby="password-reset-hint"
              >
                <Mail aria-hidden="true" className="size-4" />
                {t('adminPeople.resetPassword.email')}
              </Button>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
