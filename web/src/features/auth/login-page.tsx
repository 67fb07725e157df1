import { ArrowLeft, LogIn } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { returnPath } from '../../app/return-path';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage, isApiError } from '../../lib/api-client';
import { ACCOUNT_REJECTED } from '@contract/sign-in-refusals';
import { useAuth } from '../../lib/auth/auth-context';
import { focusFirstError, lazySchema, zodFieldErrors, type FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { PasswordInput } from './components/password-input';

const ORDER = ['email', 'password'] as const;
const loginSchema = lazySchema(() => import('@contract/auth').then((m) => m.LoginSchema));

export default function LoginPage() {
  const t = useT();
  const { user, login } = useAuth();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** The reason an admin gave for rejecting the registration, shown beside the refusal (user text). */
  const [rejectionReason, setRejectionReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();

  // Signed in already, or just now: go to the page asked for, or the role's area.
  if (user) return <Navigate to={returnPath(params.get('next'), user.role)} replace />;

  const onChange = (name: (typeof ORDER)[number]) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setRejectionReason(null);
    const parsed = (await loginSchema()).safeParse(values);
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(ORDER, fieldErrors);
      return;
    }
    setBusy(true);
    try {
      await login(parsed.data);
    } catch (error) {
      setBusy(false);
      setFailure(errorMessage(error, t('auth.loginFailed')));
      if (isApiError(error)) {
        setErrors(error.fieldErrors());
        if (error.code === ACCOUNT_REJECTED) setRejectionReason(error.params.reason ?? null);
      }
    }
  };

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <title>{`${t('auth.signIn')} | ${t('app.name')}`}</title>
      <Link
        to={paths.home}
        className="inline-flex items-center gap-2 self-start rounded text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('auth.backToHome')}
      </Link>
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <div className="flex flex-col gap-1 text-center">
          <LogIn aria-hidden="true" className="mx-auto size-10 text-blue-700 dark:text-blue-300" />
          <h1 className="text-2xl font-bold">{t('auth.loginTitle')}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('auth.loginSubtitle')}</p>
        </div>
        {failure && (
          <Alert>
            {failure}
            {rejectionReason && (
              <span className="mt-1 block">
                {t('auth.rejectionReason')}{' '}
                <span dir="auto" className="whitespace-pre-line">
                  {rejectionReason}
                </span>
              </span>
            )}
          </Alert>
        )}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field id="email" label={t('field.email')} error={errors.email}>
            <Input
              id="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-required="true"
              value={values.email}
              onChange={onChange('email')}
              error={errors.email}
            />
          </Field>
          <Field id="password" label={t('field.password')} error={errors.password}>
            <PasswordInput
              id="password"
              autoComplete="current-password"
              aria-required="true"
              value={values.password}
              onChange={onChange('password')}
              error={errors.password}
            />
          </Field>
          <Link
            to={paths.forgotPassword}
            className="self-end rounded text-sm font-medium text-blue-700 underline dark:text-blue-300"
          >
            {t('auth.forgotPassword')}
          </Link>
          <Button type="submit" busy={busy} className="w-full">
            {t('auth.signIn')}
          </Button>
        </form>
        <p className="text-center text-sm text-slate-700 dark:text-slate-300">
          {t('auth.noAccount')}{' '}
          <Link to={paths.registerStudent} className="font-medium text-blue-700 underline dark:text-blue-300">
            {t('auth.registerStudent')}
          </Link>{' '}
          {t('common.or')}{' '}
          <Link to={paths.registerFaculty} className="font-medium text-blue-700 underline dark:text-blue-300">
            {t('auth.registerFaculty')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
