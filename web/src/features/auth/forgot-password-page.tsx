import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { errorMessage, isApiError } from '../../lib/api-client';
import { passwordResetAvailability, requestPasswordReset } from './api/password-reset';
import { lazySchema, zodFieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { AuthCard } from './components/auth-card';

const requestSchema = lazySchema(() =>
  import('@contract/password-reset').then((m) => m.PasswordResetRequestSchema),
);

/**
 * /forgot-password: with e-mail set up, asks for a reset link (the answer is the same whether or not the
 * address has an account); without, says that the college office resets passwords, and asks nothing.
 */
export default function ForgotPasswordPage() {
  const t = useT();
  // Whether links can be e-mailed: undefined while asking, an error when the question failed.
  const [byEmail, setByEmail] = useState<boolean | undefined>();
  const [loadError, setLoadError] = useState<unknown>(null);
  const ask = useCallback(
    () =>
      passwordResetAvailability()
        .then((answer) => setByEmail(answer.byEmail))
        .catch((caught: unknown) => setLoadError(caught)),
    [],
  );
  useEffect(() => {
    void ask();
  }, [ask]);
  const retry = () => {
    setLoadError(null);
    void ask();
  };
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const title = t('auth.forgotTitle');
  if (loadError) {
    return (
      <AuthCard title={title}>
        <LoadError message={errorMessage(loadError)} error={loadError} onRetry={retry} />
      </AuthCard>
    );
  }
  if (byEmail === undefined) return <PageSpinner />;
  if (!byEmail) {
    return (
      <AuthCard title={title}>
        <Alert tone="info">{t('auth.forgotByOffice')}</Alert>
      </AuthCard>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = (await requestSchema()).safeParse({ email });
    if (!parsed.success) {
      setError(zodFieldErrors(parsed.error).email);
      document.getElementById('email')?.focus();
      return;
    }
    setBusy(true);
    try {
      const { message } = await requestPasswordReset(parsed.data);
      setSent(message ?? t('auth.forgotSent'));
    } catch (caught) {
      const fieldError = isApiError(caught) ? caught.fieldErrors().email : undefined;
      if (fieldError) setError(fieldError);
      else setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={title} intro={sent ? undefined : t('auth.forgotIntro')}>
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <>
          {failure && <Alert>{failure}</Alert>}
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <Field id="email" label={t('field.email')} error={error}>
              <Input
                id="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                aria-required="true"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(undefined);
                }}
                error={error}
              />
            </Field>
            <Button type="submit" busy={busy} className="w-full">
              {t('auth.forgotSubmit')}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
