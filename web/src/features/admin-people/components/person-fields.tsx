import { BLOOD_GROUPS } from '@contract/enums';
import { Field } from '../../../components/ui/field';
import { Input, plainOptions, Select, Textarea } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import type { Bind } from './use-edit-form';

/** The personal fields both edit forms share (the registration form's, without the passwords). */
export function PersonFields({ bind, withEmergencyContact }: { bind: Bind; withEmergencyContact: boolean }) {
  const t = useT();
  const f = bind;
  return (
    <>
      <Field id="name" label={t('field.name')} error={f('name').error}>
        <Input {...f('name')} autoComplete="off" aria-required="true" maxLength={100} />
      </Field>
      <Field id="email" label={t('field.email')} error={f('email').error}>
        <Input {...f('email')} type="email" inputMode="email" autoComplete="off" aria-required="true" />
      </Field>
      <Field id="phone" label={t('field.phone')} error={f('phone').error}>
        <Input {...f('phone')} type="tel" inputMode="tel" autoComplete="off" aria-required="true" />
      </Field>
      <Field id="dateOfBirth" label={t('field.dateOfBirth')} error={f('dateOfBirth').error}>
        <Input {...f('dateOfBirth')} type="date" aria-required="true" />
      </Field>
      <Field id="bloodGroup" label={t('field.bloodGroupOptional')} error={f('bloodGroup').error}>
        <Select
          {...f('bloodGroup')}
          options={plainOptions(BLOOD_GROUPS)}
          placeholder={t('adminPeople.notSpecified')}
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
        <Textarea {...f('address')} rows={2} aria-required="true" maxLength={300} />
      </Field>
    </>
  );
}
