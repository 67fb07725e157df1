import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@contract/auth';
import { QUALIFICATIONS } from '@contract/enums';
import { CalendarFeedCard } from '../../components/calendar-feed-card';
import { ChangePasswordForm } from '../../components/change-password-form';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { ProfileFrame } from '../../components/profile/profile-frame';
import { ReadOnlyList } from '../../components/profile/read-only-list';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, plainOptions, Select } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { formatDate } from '../../lib/format';
import {
  focusFirstError,
  lazySchema,
  zodFieldErrors,
  type FieldErrors,
  serverFieldErrors,
} from '../../lib/forms';
import { useT, type TranslationKey } from '../../lib/i18n';
import { changedFields } from '../../lib/profile-form';
import { useTimedMessage } from '../../lib/use-timed-message';
import { facultyProfileKey, useFacultyProfile } from './api/get-profile';
import { useUpdateFacultyProfile } from './api/update-profile';
import { FacultyPage } from './components/faculty-page';

const facultyProfileUpdateSchema = lazySchema(() =>
  import('@contract/auth').then((m) => m.FacultyProfileUpdateSchema),
);

/** The editable fields (contract `FacultyProfileUpdateSchema`), in form order. The e-mail is shown, never sent. */
const ORDER = ['name', 'phone', 'address', 'qualification', 'specialization'] as const;
type Name = (typeof ORDER)[number];
type Values = Record<Name, string>;

const LABELS: Record<Name, TranslationKey> = {
  name: 'field.name',
  phone: 'field.phone',
  address: 'field.address',
  qualification: 'field.qualification',
  specialization: 'field.specialization',
};

const INPUT: Partial<Record<Name, { type: string; autoComplete?: string }>> = {
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  address: { type: 'text', autoComplete: 'street-address' },
};

function valuesOf(user: User): Values {
  return {
    name: user.name,
    phone: user.phone ?? '',
    address: user.address ?? '',
    qualification: user.qualification ?? '',
    specialization: user.specialization ?? '',
  };
}

/** /faculty/profile: the editable fields in view and edit mode, professional fields read-only, and Change Password. */
export default function FacultyProfilePage() {
  const t = useT();
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const profile = useFacultyProfile();
  const save = useUpdateFacultyProfile();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();

  const title = t('faculty.profile.title');
  if (profile.isPending) {
    return (
      <FacultyPage title={title}>
        <Loading />
      </FacultyPage>
    );
  }
  if (profile.isError) {
    return (
      <FacultyPage title={title}>
        <LoadError
          message={errorMessage(profile.error, t('faculty.profile.loadFailed'))}
          error={profile.error}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      </FacultyPage>
    );
  }

  const user = profile.data;
  const saved = valuesOf(user);

  const startEditing = () => {
    setValues(saved);
    setErrors({});
    setFailure(null);
    setEditing(true);
    requestAnimationFrame(() => document.getElementById('name')?.focus());
  };

  const cancel = () => {
    setEditing(false);
    setValues(null);
    setErrors({});
    setFailure(null);
  };

  const set = (name: Name, value: string) => {
    setValues((v) => (v ? { ...v, [name]: value } : v));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    setFailure(null);
    const parsed = (await facultyProfileUpdateSchema()).safeParse(changedFields(ORDER, saved, values));
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(ORDER, fieldErrors);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: ({ data, message }) => {
        queryClient.setQueryData(facultyProfileKey, { user: data.user });
        updateUser(data.user);
        setEditing(false);
        setValues(null);
        setSuccess(message ?? t('profile.updated'));
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, ORDER);
        if (Object.keys(fieldErrors).length > 0) {
          setErrors(fieldErrors);
          focusFirstError(ORDER, fieldErrors);
        } else {
          setFailure(errorMessage(error, t('faculty.profile.updateFailed')));
        }
      },
    });
  };

  const input = (name: Name) => {
    const value = values?.[name] ?? '';
    if (name === 'qualification') {
      return (
        <Select
          id={name}
          value={value}
          onChange={(e) => set(name, e.target.value)}
          options={plainOptions(QUALIFICATIONS)}
          placeholder={t('register.choose')}
          error={errors[name]}
        />
      );
    }
    const { type, autoComplete } = INPUT[name] ?? { type: 'text' };
    return (
      <Input
        id={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => set(name, e.target.value)}
        error={errors[name]}
        aria-required="true"
      />
    );
  };

  return (
    <FacultyPage title={title}>
      <ProfileFrame
        headingId="profile-personal"
        heading={t('faculty.profile.personal')}
        editing={editing}
        saved={success}
        onEdit={startEditing}
        failure={failure}
        onSubmit={submit}
        onCancel={cancel}
        busy={save.isPending}
        fields={
          <div className="grid gap-4 sm:grid-cols-2">
            {ORDER.map((name) => (
              <Field
                key={name}
                id={name}
                label={t(LABELS[name])}
                error={errors[name]}
                className={name === 'address' ? 'sm:col-span-2' : undefined}
              >
                {input(name)}
              </Field>
            ))}
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
          </div>
        }
      >
        <ReadOnlyList
          rows={[
            ...ORDER.map((name) => ({ label: t(LABELS[name]), value: saved[name] })),
            { label: t('field.email'), value: user.email },
          ]}
        />
      </ProfileFrame>

      <Card role="region" aria-labelledby="profile-professional" className="flex flex-col gap-4">
        <div>
          <h2 id="profile-professional" className="text-lg font-semibold">
            {t('faculty.profile.professional')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('faculty.profile.professionalHint')}
          </p>
        </div>
        <ReadOnlyList
          rows={[
            { label: t('field.employeeId'), value: user.employee_id },
            { label: t('field.department'), value: user.department ?? user.department_id?.name },
            { label: t('field.designation'), value: user.designation },
            { label: t('field.joiningDate'), value: formatDate(user.joining_date?.slice(0, 10)) },
            { label: t('field.experience'), value: user.experience },
          ]}
        />
      </Card>
      <ChangePasswordForm />
      <CalendarFeedCard />
    </FacultyPage>
  );
}
