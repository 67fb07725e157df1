import type { ChangeEvent } from 'react';
import { BLOOD_GROUPS } from '@contract/enums';
import { Field } from '../../../components/ui/field';
import { Input, plainOptions, Select, Textarea } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { PasswordInput } from './password-input';

type Bind = (name: string) => {
  id: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/** The personal section both registration forms share, and (without the password) the admin's Add forms. */
export function PersonalFields({
  bind,
  withEmergencyContact,
  withPassword = true,
}: {
  bind: Bind;
  withEmergencyContact: boolean;
  withPassword?: boolean;
}) {
  const t = useT();
  const f = (name: string) => bind(name);
  return (
    <>
      <Field id="name" label={t('field.name')} error={f('name').error}>
        <Input {...f('name')} autoComplete="name" aria-required="true" maxLength={100} />
      </Field>
      <Field id="email" label={t('field.email')} error={f('email').error}>
        <Input {...f('email')} type="email" inputMode="email" autoComplete="email" aria-required="true" />
      </Field>
      {withPassword && (
        <>
          <Field
            id="password"
            label={t('field.password')}
            error={f('password').error}
            hint={t('register.passwordHint')}
          >
            <PasswordInput
              {...f('password')}
              autoComplete="new-password"
              aria-required="true"
              hint={t('register.passwordHint')}
            />
          </Field>
          <Field id="confirmPassword" label={t('field.confirmPassword')} error={f('confirmPassword').error}>
            <Input
              {...f('confirmPassword')}
              type="password"
              autoComplete="new-password"
              aria-required="true"
            />
          </Field>
        </>
      )}
      <Field id="phone" label={t('field.phone')} error={f('phone').error}>
        <Input
          {...f('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-required="true"
          placeholder="03001234567"
        />
      </Field>
      <Field id="dateOfBirth" label={t('field.dateOfBirth')} error={f('dateOfBirth').error}>
        <Input {...f('dateOfBirth')} type="date" autoComplete="bday" aria-required="true" />
      </Field>
      <Field id="bloodGroup" label={t('field.bloodGroupOptional')} error={f('bloodGroup').error}>
        <Select
          {...f('bloodGroup')}
          options={plainOptions(BLOOD_GROUPS)}
          placeholder={t('register.notSpecified')}
        />
      </Field>
      {withEmergencyContact && (
        <Field id="emergencyContact" label={t('field.emergencyContact')} error={f('emergencyContact').error}>
          <Input {...f('emergencyContact')} type="tel" inputMode="tel" aria-required="true" />
        </Field>
      )}
      <Field id="nationality" label={t('field.nationality')} error={f('nationality').error}>
        <Input {...f('nationality')} aria-required="true" maxLength={60} />
      </Field>
      <Field id="religion" label={t('field.religion')} error={f('religion').error}>
        <Input {...f('religion')} aria-required="true" maxLength={60} />
      </Field>
      <Field id="address" label={t('field.address')} error={f('address').error} className="sm:col-span-2">
        <Textarea
          {...f('address')}
          rows={2}
          autoComplete="street-address"
          aria-required="true"
          maxLength={300}
        />
      </Field>
    </>
  );
}
