import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useTimedMessage } from '../../../lib/use-timed-message';

/**
 * A temporary password shown once, with Copy, until Done: kept nowhere in the browser but the state of the
 * component that received it (the password reset card, the Add Student and Add Faculty forms).
 */
export function TemporaryPassword({
  notice,
  password,
  onDone,
}: {
  /** Says whose password it is, that it is shown only now, and that it must be changed. */
  notice: string;
  password: string;
  onDone: () => void;
}) {
  const t = useT();
  const [copied, setCopied] = useTimedMessage(2000);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(t('adminPeople.resetPassword.copied'));
    } catch {
      // Without clipboard access the password stays on screen to be copied by hand.
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="info">{notice}</Alert>
      <div className="flex flex-wrap items-center gap-3">
        <output
          aria-label={t('auth.requiredChangeCurrent')}
          dir="ltr"
          className="rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-lg tracking-wider break-all dark:border-slate-600 dark:bg-slate-900"
        >
          {password}
        </output>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('adminPeople.resetPassword.copy')}
        </Button>
        <span aria-live="polite" className="text-sm text-green-700 dark:text-green-300">
          {copied}
        </span>
      </div>
      <Button className="self-start" onClick={onDone}>
        {t('adminPeople.resetPassword.done')}
      </Button>
    </div>
  );
}
