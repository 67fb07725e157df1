import { DEFAULT_NATIONALITY, DEFAULT_RELIGION } from '@contract/constants';
import { DESIGNATIONS, FACULTY_DEPARTMENTS, QUALIFICATIONS } from '@contract/enums';
import { Field } from '../../../components/ui/field';
import { Input, plainOptions, Select } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { useCatalogCourses } from '../api/get-catalog-courses';
import { CoursePicker } from './course-picker';
import { FormSection } from './form-section';
import { PersonalFields } from './personal-fields';
import { useForgetUnofferedCourses, type RegistrationForm } from './use-registration-form';

/** A teacher's fields in the order they appear, to focus the first invalid one (the password's only when asked). */
export const facultyFieldOrder = (withPassword: boolean) =>
  [
    'name',
    'email',
    ...(withPassword ? ['password', 'confirmPassword'] : []),
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
    'courses',
  ] as const;

export const facultyInitialValues = (order: readonly string[]): Record<string, string> => ({
  ...Object.fromEntries(order.map((name) => [name, ''])),
  nationality: DEFAULT_NATIONALITY,
  religion: DEFAULT_RELIGION,
});

/**
 * The courses the form offers, kept by the component that owns the form (its chosen courses are state of that
 * component, adjusted while it renders): those of the chosen department, none before one is chosen.
 */
export function useFacultyCourses(form: RegistrationForm) {
  const department = form.values.department ?? '';
  const courses = useCatalogCourses({ department }, department !== '');
  useForgetUnofferedCourses(department ? courses.data : undefined, form.keepOfferedCourses);
  return { department, courses };
}

/**
 * The sections of a teacher's account: the self-registration form (with a password) and the admin's Add Faculty
 * form (without) show the same fields, checked by the same contract schema.
 */
export function FacultySections({
  form,
  offered: { department, courses },
  withPassword,
}: {
  form: RegistrationForm;
  offered: ReturnType<typeof useFacultyCourses>;
  withPassword: boolean;
}) {
  const t = useT();
  const { bind, errors } = form;
  return (
    <>
      <FormSection title={t('register.section.personal')}>
        <PersonalFields bind={bind} withEmergencyContact withPassword={withPassword} />
      </FormSection>

      <FormSection title={t('register.section.professional')}>
        <Field id="employeeId" label={t('field.employeeId')} error={errors.employeeId}>
          <Input {...bind('employeeId')} aria-required="true" maxLength={30} autoCapitalize="characters" />
        </Field>
        <Field id="department" label={t('field.department')} error={errors.department}>
          <Select
            {...bind('department')}
            options={plainOptions(FACULTY_DEPARTMENTS)}
            placeholder={t('register.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="designation" label={t('field.designation')} error={errors.designation}>
          <Select
            {...bind('designation')}
            options={plainOptions(DESIGNATIONS)}
            placeholder={t('register.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="qualification" label={t('field.qualification')} error={errors.qualification}>
          <Select
            {...bind('qualification')}
            options={plainOptions(QUALIFICATIONS)}
            placeholder={t('register.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="specialization" label={t('field.specialization')} error={errors.specialization}>
          <Input {...bind('specialization')} aria-required="true" maxLength={150} />
        </Field>
        <Field id="joiningDate" label={t('field.joiningDate')} error={errors.joiningDate}>
          <Input {...bind('joiningDate')} type="date" aria-required="true" />
        </Field>
        <Field
          id="experience"
          label={t('field.experience')}
          error={errors.experience}
          hint={t('register.experienceHint')}
        >
          <Input
            {...bind('experience')}
            aria-required="true"
            maxLength={50}
            hint={t('register.experienceHint')}
          />
        </Field>
      </FormSection>

      <FormSection
        title={t('register.section.assignment')}
        description={department ? t('register.assignmentHint', { department }) : undefined}
      >
        <CoursePicker
          courses={department ? courses.data : undefined}
          loading={department !== '' && courses.isPending}
          error={courses.error}
          idleHint={t('register.chooseDepartmentFirst')}
          selected={form.selectedCourses}
          onToggle={form.toggleCourse}
          fieldError={errors.courses}
        />
      </FormSection>
    </>
  );
}
