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
import { useTimedMessage } from '../../../lib/use-timed-message';
import { resetPassword } from '../api/reset-password';

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
  const [copied, setCopied] = useTimedMessage(2000);

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

  const copy = async () => {
    if (!temporary) return;
    try {
      await navigator.clipboard.writeText(temporary);
      setCopied(t('adminPeople.resetPassword.copied'));
    } catch {
      // Without clipboard access the password stays on screen to be copied by hand.
    }
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
        <div className="flex flex-col gap-3">
          <Alert tone="info">{t('adminPeople.resetPassword.shownOnce', { name: person.name })}</Alert>
          <div className="flex flex-wrap items-center gap-3">
            <output
              aria-label={t('auth.requiredChangeCurrent')}
              dir="ltr"
              className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-lg tracking-wider break-all dark:border-slate-600 dark:bg-slate-900"
            >
              {temporary}
            </output>
            <Button variant="secondary" onClick={() => void copy()}>
              {t('adminPeople.resetPassword.copy')}
            </Button>
            <span aria-live="polite" className="text-sm text-green-700 dark:text-green-300">
              {copied}
            </span>
          </div>
          <Button
            className="self-start"
            onClick={() => {
              setTemporary(null);
              setMessage(null);
            }}
          >
            {t('adminPeople.resetPassword.done')}
          </Button>
        </div>
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
