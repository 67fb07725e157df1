import { Link } from 'react-router';
import { DEFAULT_NATIONALITY, DEFAULT_RELIGION, SECTION_LENGTH, SEMESTER_DEFAULT } from '@contract/constants';
import { GUARDIAN_RELATIONS, PROGRAM_NAMES, SEMESTERS, STUDENT_DEPARTMENTS } from '@contract/enums';
import { MESSAGES } from '@contract/messages';
import { paths } from '../../app/paths';
import { Field } from '../../components/ui/field';
import { Input, plainOptions, Select } from '../../components/ui/input';
import { useT } from '../../lib/i18n';
import { useCatalogCourses } from './api/get-catalog-courses';
import { useRegisterStudent } from './api/register-student';
import { CoursePicker } from './components/course-picker';
import { FormSection } from './components/form-section';
import { PersonalFields } from './components/personal-fields';
import { RegistrationLayout } from './components/registration-layout';
import { RegistrationSuccess } from './components/registration-success';
import { useForgetUnofferedCourses, useRegistrationForm } from './components/use-registration-form';
import { lazySchema } from '../../lib/forms';

const studentRegistrationSchema = lazySchema(() =>
  import('@contract/auth').then((m) => m.StudentRegistrationSchema),
);

const ORDER = [
  'name',
  'email',
  'password',
  'confirmPassword',
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
  'courses',
] as const;

const INITIAL: Record<string, string> = {
  ...Object.fromEntries(ORDER.map((name) => [name, ''])),
  nationality: DEFAULT_NATIONALITY,
  religion: DEFAULT_RELIGION,
  semester: String(SEMESTER_DEFAULT),
};

export default function StudentRegistrationPage() {
  const t = useT();
  const mutation = useRegisterStudent();
  const form = useRegistrationForm({
    schema: studentRegistrationSchema,
    initial: INITIAL,
    order: ORDER,
    mutation,
  });
  const semester = Number(form.values.semester) || SEMESTER_DEFAULT;
  // The semester decides what is offered; once a department is chosen, only its courses are listed.
  const department = form.values.department || undefined;
  const courses = useCatalogCourses({ semester, department });
  useForgetUnofferedCourses(courses.data, form.keepOfferedCourses);

  if (form.succeeded) return <RegistrationSuccess message={MESSAGES.studentRegistrationSuccess} />;

  const { bind, errors } = form;
  return (
    <RegistrationLayout
      title={t('register.studentTitle')}
      subtitle={t('register.studentSubtitle')}
      otherLink={<Link to={paths.registerFaculty}>{t('register.facultyInstead')}</Link>}
      failure={form.failure}
      busy={form.busy}
      onSubmit={form.onSubmit}
    >
      <FormSection title={t('register.section.personal')}>
        <PersonalFields bind={bind} withEmergencyContact={false} />
      </FormSection>

      <FormSection title={t('register.section.guardian')}>
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
            placeholder={t('register.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="emergencyContact" label={t('field.emergencyContact')} error={errors.emergencyContact}>
          <Input {...bind('emergencyContact')} type="tel" inputMode="tel" aria-required="true" />
        </Field>
      </FormSection>

      <FormSection title={t('register.section.academic')}>
        <Field id="studentId" label={t('field.studentId')} error={errors.studentId}>
          <Input {...bind('studentId')} aria-required="true" maxLength={30} autoCapitalize="characters" />
        </Field>
        <Field id="department" label={t('field.department')} error={errors.department}>
          <Select
            {...bind('department')}
            options={plainOptions(STUDENT_DEPARTMENTS)}
            placeholder={t('register.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="program" label={t('field.program')} error={errors.program}>
          <Select
            {...bind('program')}
            options={plainOptions(PROGRAM_NAMES)}
            placeholder={t('register.choose')}
            aria-required="true"
          />
        </Field>
        <Field id="batch" label={t('field.batch')} error={errors.batch} hint={t('register.batchHint')}>
          <Input {...bind('batch')} aria-required="true" maxLength={20} hint={t('register.batchHint')} />
        </Field>
        <Field id="semester" label={t('field.semester')} error={errors.semester}>
          <Select {...bind('semester')} options={plainOptions(SEMESTERS)} aria-required="true" />
        </Field>
        <Field
          id="section"
          label={t('field.section')}
          error={errors.section}
          hint={t('register.sectionHint')}
        >
          <Input
            {...bind('section')}
            aria-required="true"
            maxLength={SECTION_LENGTH}
            autoCapitalize="characters"
            hint={t('register.sectionHint')}
          />
        </Field>
      </FormSection>

      <FormSection
        title={t('register.section.enrollment')}
        description={
          department
            ? t('register.enrollmentHintDepartment', { semester, department })
            : t('register.enrollmentHint', { semester })
        }
      >
        <CoursePicker
          courses={courses.data}
          loading={courses.isPending}
          error={courses.error}
          selected={form.selectedCourses}
          onToggle={form.toggleCourse}
          fieldError={errors.courses}
        />
      </FormSection>
    </RegistrationLayout>
  );
}
