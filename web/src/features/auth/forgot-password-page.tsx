import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Clock, Phone } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { errorMessage, isApiError } from '../../lib/api-client';
import { telHref, useCollege, useOfficeHours } from '../../lib/college';
import { passwordResetAvailability, requestPasswordReset } from './api/password-reset';
import { lazySchema, zodFieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { AuthCard } from './components/auth-card';

const requestSchema = lazySchema(() =>
  import('@contract/password-reset').then((m) => m.PasswordResetRequestSchema),
);

/**
 * /forgot-password: with e-mail set up, asks for a reset link (the answer is the same whether or not the
 * address has an account); without, says that the college office resets passwords, gives its phone number and
 * hours, and offers to tell the office (the admins' bell) who asked.
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
      setSent(message ?? t(byEmail ? 'auth.forgotSent' : 'auth.forgotOfficeTold'));
    } catch (caught) {
      const fieldError = isApiError(caught) ? caught.fieldErrors().email : undefined;
      if (fieldError) setError(fieldError);
      else setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={title} intro={sent || !byEmail ? undefined : t('auth.forgotIntro')}>
      {!byEmail && <OfficeDetails />}
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <>
          {!byEmail && (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.forgotOfficeIntro')}</p>
          )}
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
              {t(byEmail ? 'auth.forgotSubmit' : 'auth.forgotTellOffice')}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}

/** Without e-mail the office resets passwords: how to reach it, from the details the admin keeps. */
function OfficeDetails() {
  const t = useT();
  const college = useCollege();
  const hours = useOfficeHours();
  return (
    <section aria-labelledby="office-heading" className="flex flex-col gap-3">
      <Alert tone="info">{t('auth.forgotByOffice')}</Alert>
      <h2 id="office-heading" className="font-semibold">
        {t('auth.forgotOffice')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex items-start gap-2">
          <dt className="flex items-center gap-2 font-medium">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {t('auth.forgotOfficePhone')}
          </dt>
          <dd>
            <a
              href={telHref(college.officePhone)}
              className="font-medium text-blue-700 underline dark:text-blue-300"
            >
              <bdi dir="ltr">{college.officePhone}</bdi>
            </a>
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="flex items-center gap-2 font-medium">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {t('auth.forgotOfficeHours')}
          </dt>
          <dd dir="auto" className="whitespace-pre-line">
            {hours}
          </dd>
        </div>
      </dl>
    </section>
  );
}
