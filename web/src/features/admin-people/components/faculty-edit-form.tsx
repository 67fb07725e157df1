import type { User } from '@contract/auth';
import { DESIGNATIONS, FACULTY_DEPARTMENTS, QUALIFICATIONS } from '@contract/enums';
import { MESSAGES } from '@contract/messages';
import { Field } from '../../../components/ui/field';
import { Input, plainOptions, Select } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { useUpdateFacultyMember } from '../api/update-faculty-member';
import { EditLayout, EditSection } from './edit-layout';
import { PersonFields } from './person-fields';
import { dateInputValue, useEditForm } from './use-edit-form';
import { lazySchema } from '../../../lib/forms';

const adminFacultyUpdateSchema = lazySchema(() =>
  import('@contract/admin').then((m) => m.AdminFacultyUpdateSchema),
);

const ORDER = [
  'name',
  'email',
  'phone',
  'dateOfBirth',
  'bloodGroup',
  'emergencyContact',
  'nationality',
  'religion',
  'address',
  'employeeId',
  'department',
  'designation',
  'qualification',
  'specialization',
  'joiningDate',
  'experience',
] as const;

const initialValues = (f: User): Record<string, string> => ({
  name: f.name,
  email: f.email,
  phone: f.phone ?? '',
  dateOfBirth: dateInputValue(f.date_of_birth),
  bloodGroup: f.blood_group ?? '',
  emergencyContact: f.emergency_contact ?? '',
  nationality: f.nationality ?? '',
  religion: f.religion ?? '',
  address: f.address ?? '',
  employeeId: f.employee_id ?? '',
  department: f.department ?? '',
  designation: f.designation ?? '',
  qualification: f.qualification ?? '',
  specialization: f.specialization ?? '',
  joiningDate: dateInputValue(f.joining_date),
  experience: f.experience ?? '',
});

type Props = { member: User; onSaved: (message: string) => void; onCancel: () => void };

/** Every field of a faculty member, professional ones included; only the changed ones are sent. */
export function FacultyEditForm({ member, onSaved, onCancel }: Props) {
  const t = useT();
  const update = useUpdateFacultyMember();
  const form = useEditForm({
    schema: adminFacultyUpdateSchema,
    initial: initialValues(member),
    order: ORDER,
    conflicts: { [MESSAGES.employeeIdTaken]: 'employeeId', [MESSAGES.emailTaken]: 'email' },
    fallbackFailure: t('adminFaculty.updateFailed'),
    save: (changes, onError) =>
      update.mutate(
        { id: member._id, changes },
        { onSuccess: ({ message }) => onSaved(message ?? t('adminFaculty.updated')), onError },
      ),
    onNoChanges: () => onSaved(t('adminPeople.noChanges')),
  });
  const { bind, errors } = form;

  return (
    <EditLayout
      title={t('adminFaculty.editTitle')}
      failure={form.failure}
      busy={update.isPending}
      onSubmit={form.onSubmit}
      onCancel={onCancel}
    >
      <EditSection title={t('adminPeople.section.personal')}>
        <PersonFields bind={bind} withEmergencyContact />
      </EditSection>
      <EditSection title={t('adminPeople.section.professional')}>
        <Field id="employeeId" label={t('field.employeeId')} error={errors.employeeId}>
          <Input {...bind('employeeId')} aria-required="true" maxLength={30} autoCapitalize="characters" />
        </Field>
        <Field id="department" label={t('field.department')} error={errors.department}>
          <Select
            {...bind('department')}
            options={plainOptions(FACULTY_DEPARTMENTS)}
            placeholder={t('adminPeople.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="designation" label={t('field.designation')} error={errors.designation}>
          <Select
            {...bind('designation')}
            options={plainOptions(DESIGNATIONS)}
            placeholder={t('adminPeople.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="qualification" label={t('field.qualification')} error={errors.qualification}>
          <Select
            {...bind('qualification')}
            options={plainOptions(QUALIFICATIONS)}
            placeholder={t('adminPeople.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="specialization" label={t('field.specialization')} error={errors.specialization}>
          <Input {...bind('specialization')} aria-required="true" maxLength={150} />
        </Field>
        <Field id="joiningDate" label={t('field.joiningDate')} error={errors.joiningDate}>
          <Input {...bind('joiningDate')} type="date" aria-required="true" />
        </Field>
        <Field id="experience" label={t('field.experience')} error={errors.experience}>
          <Input {...bind('experience')} aria-required="true" maxLength={50} />
        </Field>
      </EditSection>
    </EditLayout>
  );
}
