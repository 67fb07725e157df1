import { useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../lib/api-client';
import { changePasswordRequest } from '../lib/auth/auth-api';
import { focusFirstError, lazySchema, zodFieldErrors, type FieldErrors } from '../lib/forms';
import { useT } from '../lib/i18n';
import { useTimedMessage } from '../lib/use-timed-message';
import { FormFeedback } from './ui/form-feedback';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Field } from './ui/field';
import { Input } from './ui/input';

const changePasswordSchema = lazySchema(() => import('@contract/auth').then((m) => m.ChangePasswordSchema));

const ORDER = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Name = (typeof ORDER)[number];
const EMPTY: Record<Name, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (current, new, confirm), shared by the admin, faculty and student profile pages. The
 * contract's schema checks length and match; the server checks the current password.
 */
export function ChangePasswordForm({
  onChanged,
  currentLabel,
}: {
  /** Runs once the password is changed (the required change goes on to the portal). */
  onChanged?: () => Promise<void> | void;
  /** The current password's label (the required change calls it the temporary password). */
  currentLabel?: string;
} = {}) {
  const t = useT();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();
  const [busy, setBusy] = useState(false);

  const onChange = (name: Name) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    const parsed = (await changePasswordSchema()).safeParse(values);
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(ORDER, fieldErrors);
      return;
    }
    setBusy(true);
    try {
      const { message } = await changePasswordRequest({
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
      });
      setValues(EMPTY);
      setErrors({});
      setSuccess(message ?? t('password.changed'));
      await onChanged?.();
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors() : {};
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError(ORDER, fieldErrors);
      } else {
        setFailure(errorMessage(error, t('password.failed')));
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Name, label: string, autoComplete: string, hint?: string) => (
    <Field id={name} label={label} error={errors[name]} hint={hint}>
      <Input
        id={name}
        type="password"
        autoComplete={autoComplete}
        aria-required="true"
        value={values[name]}
        onChange={onChange(name)}
        error={errors[name]}
        hint={hint}
      />
    </Field>
  );

  return (
    <Card aria-labelledby="change-password-title" role="region" className="flex flex-col gap-4">
      <h2 id="change-password-title" className="text-lg font-semibold">
        {t('password.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {field('currentPassword', currentLabel ?? t('password.current'), 'current-password')}
        {field('newPassword', t('password.new'), 'new-password', t('password.hint'))}
        {field('confirmPassword', t('password.confirm'), 'new-password')}
        <FormFeedback success={success} error={failure}>
          <Button type="submit" busy={busy}>
            {t('password.submit')}
          </Button>
        </FormFeedback>
      </form>
    </Card>
  );
}
