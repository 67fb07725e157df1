import { DEFAULT_NATIONALITY, DEFAULT_RELIGION, SECTION_LENGTH, SEMESTER_DEFAULT } from '@contract/constants';
import { GUARDIAN_RELATIONS, PROGRAM_NAMES, SEMESTERS, STUDENT_DEPARTMENTS } from '@contract/enums';
import { Field } from '../../../components/ui/field';
import { Input, plainOptions, Select } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { useCatalogCourses } from '../api/get-catalog-courses';
import { CoursePicker } from './course-picker';
import { FormSection } from './form-section';
import { PersonalFields } from './personal-fields';
import { useForgetUnofferedCourses, type RegistrationForm } from './use-registration-form';

/** A student's fields in the order they appear, to focus the first invalid one (the password's only when asked). */
export const studentFieldOrder = (withPassword: boolean) =>
  [
    'name',
    'email',
    ...(withPassword ? ['password', 'confirmPassword'] : []),
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

export const studentInitialValues = (order: readonly string[]): Record<string, string> => ({
  ...Object.fromEntries(order.map((name) => [name, ''])),
  nationality: DEFAULT_NATIONALITY,
  religion: DEFAULT_RELIGION,
  semester: String(SEMESTER_DEFAULT),
});

/**
 * The courses the form offers, kept by the component that owns the form (its chosen courses are state of that
 * component, adjusted while it renders): by semester, and once a department is chosen, only its courses.
 */
export function useStudentCourses(form: RegistrationForm) {
  const semester = Number(form.values.semester) || SEMESTER_DEFAULT;
  const department = form.values.department || undefined;
  const courses = useCatalogCourses({ semester, department });
  useForgetUnofferedCourses(courses.data, form.keepOfferedCourses);
  return { semester, department, courses };
}

/**
 * The sections of a student's account: the self-registration form (with a password) and the admin's Add Student
 * form (without) show the same fields, checked by the same contract schema.
 */
export function StudentSections({
  form,
  offered: { semester, department, courses },
  withPassword,
}: {
  form: RegistrationForm;
  offered: ReturnType<typeof useStudentCourses>;
  withPassword: boolean;
}) {
  const t = useT();
  const { bind, errors } = form;
  return (
    <>
      <FormSection title={t('register.section.personal')}>
        <PersonalFields bind={bind} withEmergencyContact={false} withPassword={withPassword} />
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
    </>
  );
}
