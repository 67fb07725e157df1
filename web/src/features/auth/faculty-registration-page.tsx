import { Link } from 'react-router';
import { DEFAULT_NATIONALITY, DEFAULT_RELIGION } from '@contract/constants';
import { DESIGNATIONS, FACULTY_DEPARTMENTS, QUALIFICATIONS } from '@contract/enums';
import { MESSAGES } from '@contract/messages';
import { paths } from '../../app/paths';
import { Field } from '../../components/ui/field';
import { Input, plainOptions, Select } from '../../components/ui/input';
import { useT } from '../../lib/i18n';
import { useCatalogCourses } from './api/get-catalog-courses';
import { useRegisterFaculty } from './api/register-faculty';
import { CoursePicker } from './components/course-picker';
import { FormSection } from './components/form-section';
import { PersonalFields } from './components/personal-fields';
import { RegistrationLayout } from './components/registration-layout';
import { RegistrationSuccess } from './components/registration-success';
import { useForgetUnofferedCourses, useRegistrationForm } from './components/use-registration-form';
import { lazySchema } from '../../lib/forms';

const facultyRegistrationSchema = lazySchema(() =>
  import('@contract/auth').then((m) => m.FacultyRegistrationSchema),
);

const ORDER = [
  'name',
  'email',
  'password',
  'confirmPassword',
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

const INITIAL: Record<string, string> = {
  ...Object.fromEntries(ORDER.map((name) => [name, ''])),
  nationality: DEFAULT_NATIONALITY,
  religion: DEFAULT_RELIGION,
};

export default function FacultyRegistrationPage() {
  const t = useT();
  const mutation = useRegisterFaculty();
  const form = useRegistrationForm({
    schema: facultyRegistrationSchema,
    initial: INITIAL,
    order: ORDER,
    mutation,
  });
  const department = form.values.department;
  const courses = useCatalogCourses({ department }, department !== '');
  useForgetUnofferedCourses(department ? courses.data : undefined, form.keepOfferedCourses);

  if (form.succeeded) return <RegistrationSuccess message={MESSAGES.facultyRegistrationSuccess} />;

  const { bind, errors } = form;
  return (
    <RegistrationLayout
      title={t('register.facultyTitle')}
      subtitle={t('register.facultySubtitle')}
      otherLink={<Link to={paths.registerStudent}>{t('register.studentInstead')}</Link>}
      failure={form.failure}
      busy={form.busy}
      onSubmit={form.onSubmit}
    >
      <FormSection title={t('register.section.personal')}>
        <PersonalFields bind={bind} withEmergencyContact />
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
    </RegistrationLayout>
  );
}
