import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@contract/auth';
import { BLOOD_GROUPS } from '@contract/enums';
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
import { studentProfileKey, useStudentProfile } from './api/get-profile';
import { useUpdateStudentProfile } from './api/update-profile';
import { StudentPage } from './components/student-page';

const studentProfileUpdateSchema = lazySchema(() =>
  import('@contract/auth').then((m) => m.StudentProfileUpdateSchema),
);

/** The editable fields (contract `StudentProfileUpdateSchema`), in form order. */
const ORDER = [
  'name',
  'email',
  'phone',
  'address',
  'dateOfBirth',
  'guardianName',
  'emergencyContact',
  'bloodGroup',
  'nationality',
  'religion',
] as const;
type Name = (typeof ORDER)[number];
/** The fields a refusal may name: the password is asked for beside them when the e-mail changes. */
const WITH_PASSWORD = [...ORDER, 'currentPassword'] as const;
type Values = Record<Name, string>;

const LABELS: Record<Name, TranslationKey> = {
  name: 'field.name',
  email: 'field.email',
  phone: 'field.phone',
  address: 'field.address',
  dateOfBirth: 'field.dateOfBirth',
  guardianName: 'field.guardianName',
  emergencyContact: 'field.emergencyContact',
  bloodGroup: 'field.bloodGroup',
  nationality: 'field.nationality',
  religion: 'field.religion',
};

const INPUT: Partial<Record<Name, { type: string; autoComplete?: string }>> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  address: { type: 'text', autoComplete: 'street-address' },
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
  emergencyContact: { type: 'tel' },
};

/** The server names some fields as its columns; the form names them as the update schema does. */
const SERVER_FIELD: Record<string, Name> = {
  date_of_birth: 'dateOfBirth',
  guardian_name: 'guardianName',
  emergency_contact: 'emergencyContact',
  blood_group: 'bloodGroup',
};

function valuesOf(user: User): Values {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    address: user.address ?? '',
    dateOfBirth: user.date_of_birth?.slice(0, 10) ?? '',
    guardianName: user.guardian_name ?? '',
    emergencyContact: user.emergency_contact ?? '',
    bloodGroup: user.blood_group ?? '',
    nationality: user.nationality ?? '',
    religion: user.religion ?? '',
  };
}

/** /student/profile: personal fields in view and edit mode, academic fields read-only, and Change Password. */
export default function StudentProfilePage() {
  const t = useT();
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const profile = useStudentProfile();
  const save = useUpdateStudentProfile();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();
  /** Asked for only when the e-mail changes: the server wants the current password for that (issue 19). */
  const [currentPassword, setCurrentPassword] = useState('');

  const title = t('student.profile.title');
  if (profile.isPending) {
    return (
      <StudentPage title={title}>
        <Loading />
      </StudentPage>
    );
  }
  if (profile.isError) {
    return (
      <StudentPage title={title}>
        <LoadError
          message={errorMessage(profile.error, t('student.profile.loadFailed'))}
          error={profile.error}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      </StudentPage>
    );
  }

  const user = profile.data;
  const saved = valuesOf(user);
  const emailChanged = values !== null && values.email.trim().toLowerCase() !== saved.email;

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
    setCurrentPassword('');
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
    const parsed = (await studentProfileUpdateSchema()).safeParse(changedFields(ORDER, saved, values));
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(ORDER, fieldErrors);
      return;
    }
    if (emailChanged && !currentPassword) {
      setErrors({ currentPassword: t('profile.currentPasswordRequired') });
      focusFirstError(WITH_PASSWORD, { currentPassword: 'required' });
      return;
    }
    save.mutate(emailChanged ? { ...parsed.data, currentPassword } : parsed.data, {
      onSuccess: ({ data, message }) => {
        queryClient.setQueryData(studentProfileKey, { user: data.user });
        updateUser(data.user);
        setEditing(false);
        setValues(null);
        setCurrentPassword('');
        setSuccess(message ?? t('profile.updated'));
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, WITH_PASSWORD, SERVER_FIELD);
        if (Object.keys(fieldErrors).length > 0) {
          setErrors(fieldErrors);
          focusFirstError(WITH_PASSWORD, fieldErrors);
        } else {
          setFailure(errorMessage(error, t('student.profile.updateFailed')));
        }
      },
    });
  };

  const input = (name: Name) => {
    const value = values?.[name] ?? '';
    if (name === 'bloodGroup') {
      return (
        <Select
          id={name}
          value={value}
          onChange={(e) => set(name, e.target.value)}
          options={plainOptions(BLOOD_GROUPS)}
          placeholder={t('register.notSpecified')}
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
    <StudentPage title={title}>
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileFrame
          headingId="profile-personal"
          heading={t('student.profile.personal')}
          className="flex flex-col gap-4 lg:col-span-2"
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
              {emailChanged && (
                <Field
                  id="currentPassword"
                  label={t('profile.currentPasswordForEmail')}
                  error={errors.currentPassword}
                  hint={t('profile.emailChangeHint')}
                  className="sm:col-span-2"
                >
                  <Input
                    id="currentPassword"
                    type="password"
                    autoComplete="current-password"
                    value={currentPassword}
                    onChange={(e) => {
                      setCurrentPassword(e.target.value);
                      setErrors(({ currentPassword: _removed, ...rest }) => rest);
                    }}
                    error={errors.currentPassword}
                    hint={t('profile.emailChangeHint')}
                    aria-required="true"
                  />
                </Field>
              )}
            </div>
          }
        >
          <ReadOnlyList
            rows={ORDER.map((name) => ({
              label: t(LABELS[name]),
              value: name === 'dateOfBirth' ? formatDate(saved.dateOfBirth) : saved[name],
            }))}
          />
        </ProfileFrame>

        <Card role="region" aria-labelledby="profile-academic" className="flex flex-col gap-4 lg:col-span-2">
          <div>
            <h2 id="profile-academic" className="text-lg font-semibold">
              {t('student.profile.academic')}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('student.profile.academicHint')}</p>
          </div>
          <ReadOnlyList
            rows={[
              { label: t('field.studentId'), value: user.student_id },
              { label: t('field.program'), value: user.program },
              { label: t('field.department'), value: user.department ?? user.department_id?.name },
              { label: t('field.semester'), value: user.semester },
              { label: t('field.batch'), value: user.batch },
              { label: t('field.section'), value: user.section },
            ]}
          />
        </Card>
      </div>
      <ChangePasswordForm />
      <CalendarFeedCard />
    </StudentPage>
  );
}
