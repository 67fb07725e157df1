import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { errorMessage, isApiError } from '../../lib/api-client';
import { confirmPasswordReset } from './api/password-reset';
import { focusFirstError, lazySchema, zodFieldErrors, type FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { AuthCard } from './components/auth-card';
import { PasswordInput } from './components/password-input';

const confirmSchema = lazySchema(() =>
  import('@contract/password-reset').then((m) => m.PasswordResetConfirmSchema),
);

const ORDER = ['newPassword', 'confirmPassword'] as const;
type Name = (typeof ORDER)[number];

const linkClass = 'font-medium text-blue-700 underline dark:text-blue-300';

/** /reset-password?token=…: the page an e-mailed reset link opens; it takes the new password, once. */
export default function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<Record<Name, string>>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState<string | null>(token ? null : t('auth.resetNoToken'));
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const title = t('auth.resetTitle');
  if (done) {
    return (
      <AuthCard title={title} back={false}>
        <Alert tone="success">{done}</Alert>
        <Link to={paths.login} className={`${linkClass} text-center`}>
          {t('auth.signIn')}
        </Link>
      </AuthCard>
    );
  }
  if (linkInvalid) {
    return (
      <AuthCard title={title}>
        <Alert>{linkInvalid}</Alert>
        <Link to={paths.forgotPassword} className={`${linkClass} text-center`}>
          {t('auth.resetAskAgain')}
        </Link>
      </AuthCard>
    );
  }

  const onChange = (name: Name) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = (await confirmSchema()).safeParse({ token, ...values });
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(ORDER, fieldErrors);
      return;
    }
    setBusy(true);
    try {
      const { message } = await confirmPasswordReset(parsed.data);
      setDone(message ?? t('auth.resetDone'));
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors() : {};
      if (fieldErrors.token) setLinkInvalid(fieldErrors.token);
      else if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError(ORDER, fieldErrors);
      } else setFailure(errorMessage(error, t('auth.resetFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={title} intro={t('auth.resetIntro')}>
      {failure && <Alert>{failure}</Alert>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field
          id="newPassword"
          label={t('password.new')}
          error={errors.newPassword}
          hint={t('password.hint')}
        >
          <PasswordInput
            id="newPassword"
            autoComplete="new-password"
            aria-required="true"
            value={values.newPassword}
            onChange={onChange('newPassword')}
            error={errors.newPassword}
            hint={t('password.hint')}
          />
        </Field>
        <Field id="confirmPassword" label={t('password.confirm')} error={errors.confirmPassword}>
          <PasswordInput
            id="confirmPassword"
            autoComplete="new-password"
            aria-required="true"
            value={values.confirmPassword}
            onChange={onChange('confirmPassword')}
            error={errors.confirmPassword}
          />
        </Field>
        <Button type="submit" busy={busy} className="w-full">
          {t('auth.resetSubmit')}
        </Button>
      </form>
    </AuthCard>
  );
}
