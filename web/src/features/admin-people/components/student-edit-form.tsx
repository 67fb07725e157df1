import type { User } from '@contract/auth';
import { SECTION_LENGTH } from '@contract/constants';
import { GUARDIAN_RELATIONS, PROGRAM_NAMES, SEMESTERS, STUDENT_DEPARTMENTS } from '@contract/enums';
import { MESSAGES } from '@contract/messages';
import { Field } from '../../../components/ui/field';
import { Input, plainOptions, Select } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { useUpdateStudent } from '../api/update-student';
import { EditLayout, EditSection } from './edit-layout';
import { PersonFields } from './person-fields';
import { dateInputValue, useEditForm } from './use-edit-form';
import { lazySchema } from '../../../lib/forms';

const adminStudentUpdateSchema = lazySchema(() =>
  import('@contract/admin').then((m) => m.AdminStudentUpdateSchema),
);

const ORDER = [
  'name',
  'email',
  'phone',
  'dateOfBirth',
  'bloodGroup',
  'nationality',
  'religion',
  'address',
  'guardianName',
  'guardianPhone',
  'guardianRelation',
  'emergencyContact',
  'studentId',
  'department',
  'program',
  'batch',
  'semester',
  'section',
] as const;

const initialValues = (s: User): Record<string, string> => ({
  name: s.name,
  email: s.email,
  phone: s.phone ?? '',
  dateOfBirth: dateInputValue(s.date_of_birth),
  bloodGroup: s.blood_group ?? '',
  nationality: s.nationality ?? '',
  religion: s.religion ?? '',
  address: s.address ?? '',
  guardianName: s.guardian_name ?? '',
  guardianPhone: s.guardian_phone ?? '',
  guardianRelation: s.guardian_relation ?? '',
  emergencyContact: s.emergency_contact ?? '',
  studentId: s.student_id ?? '',
  department: s.department ?? '',
  program: s.program ?? '',
  batch: s.batch ?? '',
  semester: s.semester === undefined ? '' : String(s.semester),
  section: s.section ?? '',
});

type Props = { student: User; onSaved: (message: string) => void; onCancel: () => void };

/** Every field of a student, academic ones included; only the changed ones are sent. */
export function StudentEditForm({ student, onSaved, onCancel }: Props) {
  const t = useT();
  const update = useUpdateStudent();
  const form = useEditForm({
    schema: adminStudentUpdateSchema,
    initial: initialValues(student),
    order: ORDER,
    conflicts: { [MESSAGES.studentIdTaken]: 'studentId', [MESSAGES.emailTaken]: 'email' },
    fallbackFailure: t('adminStudents.updateFailed'),
    save: (changes, onError) =>
      update.mutate(
        { id: student._id, changes },
        { onSuccess: ({ message }) => onSaved(message ?? t('adminStudents.updated')), onError },
      ),
    onNoChanges: () => onSaved(t('adminPeople.noChanges')),
  });
  const { bind, errors } = form;

  return (
    <EditLayout
      title={t('adminStudents.editTitle')}
      failure={form.failure}
      busy={update.isPending}
      onSubmit={form.onSubmit}
      onCancel={onCancel}
    >
      <EditSection title={t('adminPeople.section.personal')}>
        <PersonFields bind={bind} withEmergencyContact={false} />
      </EditSection>
      <EditSection title={t('adminPeople.section.guardian')}>
        <Field id="guardianName" label={t('field.guardianName')} error={errors.guardianName}>
          <Input {...bind('guardianName')} aria-required="true" maxLength={100} />
        </Field>
        <Field id="guardianPhone" label={t('field.guardianPhone')} error={errors.guardianPhone}>
          <Input {...bind('guardianPhone')} type="tel" inputMode="tel" aria-required="true" />
        </Field>
        <Field id="guardianRelation" label={t('field.guardianRelation')} error={errors.guardianRelation}>
          <Select
            {...bind('guardianRelation')}
            options={plainOptions(GUARDIAN_RELATIONS)}
            placeholder={t('adminPeople.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="emergencyContact" label={t('field.emergencyContact')} error={errors.emergencyContact}>
          <Input {...bind('emergencyContact')} type="tel" inputMode="tel" aria-required="true" />
        </Field>
      </EditSection>
      <EditSection title={t('adminPeople.section.academic')}>
        <Field id="studentId" label={t('field.studentId')} error={errors.studentId}>
          <Input {...bind('studentId')} aria-required="true" maxLength={30} autoCapitalize="characters" />
        </Field>
        <Field id="department" label={t('field.department')} error={errors.department}>
          <Select
            {...bind('department')}
            options={plainOptions(STUDENT_DEPARTMENTS)}
            placeholder={t('adminPeople.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="program" label={t('field.program')} error={errors.program}>
          <Select
            {...bind('program')}
            options={plainOptions(PROGRAM_NAMES)}
            placeholder={t('adminPeople.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="batch" label={t('field.batch')} error={errors.batch}>
          <Input {...bind('batch')} aria-required="true" maxLength={20} />
        </Field>
        <Field id="semester" label={t('field.semester')} error={errors.semester}>
          <Select
            {...bind('semester')}
            options={plainOptions(SEMESTERS)}
            placeholder={t('adminPeople.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="section" label={t('field.section')} error={errors.section}>
          <Input
            {...bind('section')}
            aria-required="true"
            maxLength={SECTION_LENGTH}
            autoCapitalize="characters"
          />
        </Field>
      </EditSection>
    </EditLayout>
  );
}
