import { useState, type FormEvent } from 'react';
import { CREDITS_DEFAULT, CREDITS_MAX, CREDITS_MIN, SEMESTER_DEFAULT } from '@contract/constants';
import type { Course, CourseInput } from '@contract/courses';
import { SEMESTERS, WEEKDAYS, type Weekday } from '@contract/enums';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { WeekdayToggles } from '../../../components/ui/weekday-toggles';
import { focusFirstError, lazySchema, zodFieldErrors, type FieldErrors } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useTerms } from '../../../lib/terms';
import { useAdminDepartments } from '../api/get-departments';
import { useInstructors } from '../api/get-faculty';

const courseInputSchema = lazySchema(() => import('@contract/courses').then((m) => m.CourseInputSchema));

const ORDER = [
  'code',
  'name',
  'description',
  'credits',
  'semester',
  'department_id',
  'instructor_id',
  'schedule',
  'time',
  'room',
  'credit_hours',
  'prerequisites',
] as const;

type Values = {
  code: string;
  name: string;
  description: string;
  credits: string;
  semester: string;
  department_id: string;
  instructor_id: string;
  is_virtual: boolean;
  days: Weekday[];
  time: string;
  room: string;
  credit_hours: string;
  prerequisites: string;
};

function initialValues(course: Course | null): Values {
  return {
    code: course?.code ?? '',
    name: course?.name ?? '',
    description: course?.description ?? '',
    credits: String(course?.credits ?? CREDITS_DEFAULT),
    semester: String(course?.semester ?? SEMESTER_DEFAULT),
    department_id: course?.department_id?._id ?? '',
    instructor_id: course?.instructor_id?._id ?? '',
    is_virtual: course?.is_virtual ?? false,
    days: [...(course?.schedule.days ?? [])],
    time: course?.schedule.time ?? '',
    room: course?.schedule.room ?? '',
    credit_hours:
      course?.credit_hours === null || course?.credit_hours === undefined ? '' : String(course.credit_hours),
    prerequisites: (course?.prerequisites ?? []).join(', '),
  };
}

/** The form's text as the contract's input: days in week order, prerequisites split on commas. */
function toInput(v: Values): CourseInput {
  return {
    code: v.code,
    name: v.name,
    description: v.description,
    credits: v.credits,
    semester: v.semester,
    department_id: v.department_id,
    instructor_id: v.instructor_id,
    is_virtual: v.is_virtual,
    schedule: { days: WEEKDAYS.filter((day) => v.days.includes(day)), time: v.time, room: v.room },
    credit_hours: v.credit_hours,
    prerequisites: v.prerequisites
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  };
}

type Props = {
  /** The course being edited, or null to create one. */
  course: Course | null;
  busy: boolean;
  failure: string | null;
  /** Saves; resolves to the server's field errors (a duplicate code, for example) when it refused. */
  onSubmit: (input: CourseInput) => Promise<FieldErrors | null>;
  onCancel: () => void;
};

/** Create or edit a course (spec part 1 §2 Manage Courses, §5). Remount it to reset it. */
export function CourseForm({ course, busy, failure, onSubmit, onCancel }: Props) {
  const t = useT();
  const departments = useAdminDepartments();
  const instructors = useInstructors();
  // A new course is offered in the term in view (the server's choice); an edit changes its own term's offering.
  const inView = useTerms().data?.in_view?.name;
  const termName = course ? course.term.name : inView;
  const [values, setValues] = useState(() => initialValues(course));
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(values);
    const parsed = (await courseInputSchema()).safeParse(input);
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      for (const issue of parsed.error.issues) {
        // Schedule problems belong to the field that caused them.
        if (issue.path[0] === 'schedule' && typeof issue.path[1] === 'string' && issue.path[1] !== 'days') {
          fieldErrors[issue.path[1]] ??= issue.message;
        }
      }
      setErrors(fieldErrors);
      focusFirstError(ORDER, fieldErrors);
      return;
    }
    const serverErrors = await onSubmit(parsed.data);
    if (serverErrors) {
      setErrors(serverErrors);
      focusFirstError(ORDER, serverErrors);
    }
  };

  const departmentOptions = (departments.data ?? []).map((d) => ({
    value: d._id,
    label: `${d.name} (${d.code})`,
  }));
  const instructorOptions = (instructors.data ?? []).map((f) => ({
    value: f._id,
    label: f.designation ? `${f.name} (${f.designation})` : f.name,
  }));
  // Keep the current choices selectable while the lists load or if they no longer list them.
  if (course?.department_id && !departmentOptions.some((o) => o.value === course.department_id?._id)) {
    departmentOptions.push({ value: course.department_id._id, label: course.department_id.name });
  }
  if (course?.instructor_id && !instructorOptions.some((o) => o.value === course.instructor_id?._id)) {
    instructorOptions.push({ value: course.instructor_id._id, label: course.instructor_id.name });
  }

  const title = course ? t('courses.formEdit', { code: course.code }) : t('courses.formCreate');
  return (
    <Card role="region" aria-labelledby="course-form-title" className="flex flex-col gap-4">
      <div>
        <h2 id="course-form-title" className="text-lg font-semibold">
          {title}
        </h2>
        {termName && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t(course ? 'courses.formTerm' : 'courses.formTermNew', { term: termName })}
          </p>
        )}
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 md:grid-cols-2">
        <Field id="code" label={t('courses.field.code')} error={errors.code}>
          <Input
            id="code"
            aria-required="true"
            value={values.code}
            onChange={(e) => set('code', e.target.value)}
            error={errors.code}
            maxLength={20}
          />
        </Field>
        <Field id="name" label={t('courses.field.name')} error={errors.name}>
          <Input
            id="name"
            aria-required="true"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            error={errors.name}
            maxLength={150}
          />
        </Field>
        <Field
          id="description"
          label={t('courses.field.description')}
          error={errors.description}
          className="md:col-span-2"
        >
          <Textarea
            id="description"
            rows={3}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
          />
        </Field>
        <Field id="credits" label={t('courses.field.credits')} error={errors.credits}>
          <Input
            id="credits"
            type="number"
            inputMode="numeric"
            min={CREDITS_MIN}
            max={CREDITS_MAX}
            aria-required="true"
            value={values.credits}
            onChange={(e) => set('credits', e.target.value)}
            error={errors.credits}
          />
        </Field>
        <Field id="semester" label={t('courses.field.semester')} error={errors.semester}>
          <Select
            id="semester"
            aria-required="true"
            value={values.semester}
            onChange={(e) => set('semester', e.target.value)}
            error={errors.semester}
            options={SEMESTERS.map((s) => ({
              value: String(s),
              label: t('courses.semesterN', { semester: s }),
            }))}
          />
        </Field>
        <Field id="department_id" label={t('courses.field.department')} error={errors.department_id}>
          <Select
            id="department_id"
            value={values.department_id}
            onChange={(e) => set('department_id', e.target.value)}
            error={errors.department_id}
            placeholder={t('courses.noDepartment')}
            options={departmentOptions}
          />
        </Field>
        <Field id="instructor_id" label={t('courses.field.instructor')} error={errors.instructor_id}>
          <Select
            id="instructor_id"
            value={values.instructor_id}
            onChange={(e) => set('instructor_id', e.target.value)}
            error={errors.instructor_id}
            placeholder={t('courses.notAssigned')}
            options={instructorOptions}
          />
        </Field>
        <div className="md:col-span-2">
          <Checkbox
            id="is_virtual"
            label={t('courses.field.virtual')}
            description={t('courses.field.virtualHint')}
            checked={values.is_virtual}
            onChange={(e) => set('is_virtual', e.target.checked)}
          />
        </div>
        <fieldset
          className="flex flex-col gap-2 md:col-span-2"
          aria-describedby={errors.schedule ? 'schedule-error' : undefined}
        >
          <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('courses.field.days')}
          </legend>
          <WeekdayToggles id="schedule" days={values.days} onChange={(days) => set('days', days)} />
          {errors.schedule && (
            <p id="schedule-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errors.schedule}
            </p>
          )}
        </fieldset>
        <Field
          id="time"
          label={t('courses.field.time')}
          error={errors.time}
          hint={t('courses.field.timeHint')}
        >
          <Input
            id="time"
            dir="ltr"
            value={values.time}
            onChange={(e) => set('time', e.target.value)}
            error={errors.time}
            hint={t('courses.field.timeHint')}
            maxLength={50}
          />
        </Field>
        <Field id="room" label={t('courses.field.room')} error={errors.room}>
          <Input
            id="room"
            dir="auto"
            value={values.room}
            onChange={(e) => set('room', e.target.value)}
            error={errors.room}
            maxLength={50}
          />
        </Field>
        <Field id="credit_hours" label={t('courses.field.creditHours')} error={errors.credit_hours}>
          <Input
            id="credit_hours"
            type="number"
            inputMode="decimal"
            step="0.5"
            min={0.5}
            max={12}
            value={values.credit_hours}
            onChange={(e) => set('credit_hours', e.target.value)}
            error={errors.credit_hours}
          />
        </Field>
        <Field
          id="prerequisites"
          label={t('courses.field.prerequisites')}
          error={errors.prerequisites}
          hint={t('courses.field.prerequisitesHint')}
        >
          <Input
            id="prerequisites"
            value={values.prerequisites}
            onChange={(e) => set('prerequisites', e.target.value)}
            error={errors.prerequisites}
            hint={t('courses.field.prerequisitesHint')}
          />
        </Field>
        <FormFeedback error={failure} className="justify-end md:col-span-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {course ? t('courses.update') : t('courses.create')}
          </Button>
        </FormFeedback>
      </form>
    </Card>
  );
}
