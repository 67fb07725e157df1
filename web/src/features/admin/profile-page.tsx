import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../app/paths';
import { CalendarFeedCard } from '../../components/calendar-feed-card';
import { ChangePasswordForm } from '../../components/change-password-form';
import { ProfileFrame } from '../../components/profile/profile-frame';
import { ReadOnlyList } from '../../components/profile/read-only-list';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage, isApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { focusFirstError, lazySchema, zodFieldErrors, type FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useUpdateAdminProfile } from './api/update-profile';

const adminProfileUpdateSchema = lazySchema(() =>
  import('@contract/auth').then((m) => m.AdminProfileUpdateSchema),
);

const ORDER = ['name', 'phone'] as const;

/** /admin/profile: the admin's name and phone (e-mail shown, not editable) and the Change Password form. */
export default function AdminProfilePage() {
  const t = useT();
  const { user, updateUser } = useAuth();
  const save = useUpdateAdminProfile();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ name: '', phone: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();
  if (!user) return <Navigate to={paths.login} replace />;

  const startEditing = () => {
    setValues({ name: user.name, phone: user.phone ?? '' });
    setErrors({});
    setFailure(null);
    setEditing(true);
    requestAnimationFrame(() => document.getElementById('name')?.focus());
  };

  const set = (name: (typeof ORDER)[number], value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = (await adminProfileUpdateSchema()).safeParse(values);
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(ORDER, fieldErrors);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: ({ data, message }) => {
        updateUser(data.user);
        setEditing(false);
        setSuccess(message ?? t('profile.updated'));
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? error.fieldErrors() : {};
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else setFailure(errorMessage(error, t('profile.updateFailed')));
      },
    });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('profile.title')} | ${t('app.name')}`}</title>
      <div>
        <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
          {t('area.admin')}
        </p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{t('profile.title')}</h1>
      </div>
      <ProfileFrame
        headingId="profile-details"
        heading={t('profile.details')}
        editing={editing}
        saved={success}
        onEdit={startEditing}
        failure={failure}
        onSubmit={submit}
        onCancel={() => setEditing(false)}
        busy={save.isPending}
        fields={
          <>
            <Field id="name" label={t('field.name')} error={errors.name}>
              <Input
                id="name"
                autoComplete="name"
                aria-required="true"
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
                error={errors.name}
              />
            </Field>
            <Field id="phone" label={t('field.phone')} error={errors.phone}>
              <Input
                id="phone"
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(e) => set('phone', e.target.value)}
                error={errors.phone}
              />
            </Field>
            <Field id="email" label={t('field.email')} hint={t('profile.emailHint')}>
              <Input
                id="email"
                type="email"
                value={user.email}
                readOnly
                disabled
                hint={t('profile.emailHint')}
              />
            </Field>
          </>
        }
      >
        <ReadOnlyList
          rows={[
            { label: t('field.name'), value: user.name },
            { label: t('field.email'), value: user.email },
            { label: t('field.phone'), value: user.phone },
            { label: t('profile.role'), value: t('role.admin') },
          ]}
        />
      </ProfileFrame>

      <ChangePasswordForm />
      <CalendarFeedCard />
    </div>
  );
}
