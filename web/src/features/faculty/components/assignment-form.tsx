import { useState, type FormEvent } from 'react';
import { ASSIGNMENT_TYPES } from '@contract/enums';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { errorMessage } from '../../../lib/api-client';
import {
  focusFirstError,
  lazySchema,
  zodFieldErrors,
  type FieldErrors,
  serverFieldErrors,
} from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { useCreateAssignment } from '../api/create-assignment';
import type { FacultyCourse } from '../api/get-courses';
import { collegeDateTimeToIso } from './college-date';
import { CourseSelect } from './course-select';

const assignmentInputSchema = lazySchema(() =>
  import('@contract/faculty').then((m) => m.AssignmentInputSchema),
);

const ORDER = ['course_id', 'title', 'type', 'total_marks', 'due_date', 'description'] as const;
type Name = (typeof ORDER)[number];
type Values = Record<Name, string>;

const initialValues = (courseId: string): Values => ({
  course_id: courseId,
  title: '',
  type: 'assignment',
  total_marks: '100',
  due_date: '',
  description: '',
});

/** The create-assignment form (spec part 2 §5): course, title, type, total marks (at least 1, default 100), due date. */
export function AssignmentForm({
  courses,
  defaultCourseId,
  onCreated,
  onCancel,
}: {
  courses: readonly FacultyCourse[];
  defaultCourseId: string;
  onCreated: (message: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const create = useCreateAssignment();
  const [values, setValues] = useState<Values>(() => initialValues(defaultCourseId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (name: Name, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const dueIso = collegeDateTimeToIso(values.due_date);
    const parsed = (await assignmentInputSchema()).safeParse({ ...values, due_date: dueIso });
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(ORDER, fieldErrors);
      return;
    }
    // A due date already gone is allowed (a task set after the fact), but students would see it overdue at once.
    if (Date.parse(dueIso) < Date.now() && !window.confirm(t('faculty.assignments.duePassed'))) return;
    create.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setValues(initialValues(values.course_id));
        onCreated(message ?? t('faculty.assignments.created'));
      },
      onError: (error) => {
        const known = serverFieldErrors(error, ORDER);
        if (Object.keys(known).length > 0) {
          setErrors(known);
          focusFirstError(ORDER, known);
        }
        setFailure(errorMessage(error, t('faculty.assignments.createFailed')));
      },
    });
  };

  return (
    <Card role="region" aria-labelledby="create-assignment" className="flex flex-col gap-4">
      <h2 id="create-assignment" className="text-lg font-semibold">
        {t('faculty.assignments.createTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field id="course_id" label={t('faculty.course')} error={errors.course_id}>
          <CourseSelect
            id="course_id"
            courses={courses}
            value={values.course_id}
            onChange={(v) => set('course_id', v)}
            placeholder={t('register.choose')}
            error={errors.course_id}
          />
        </Field>
        <Field id="title" label={t('faculty.assignments.titleField')} error={errors.title}>
          <Input
            id="title"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            error={errors.title}
            aria-required="true"
            maxLength={200}
          />
        </Field>
        <Field id="type" label={t('faculty.assignments.type')} error={errors.type}>
          <Select
            id="type"
            value={values.type}
            onChange={(e) => set('type', e.target.value)}
            options={ASSIGNMENT_TYPES.map((type) => ({
              value: type,
              label: t(`faculty.assignmentType.${type}`),
            }))}
            error={errors.type}
          />
        </Field>
        <Field id="total_marks" label={t('faculty.assignments.totalMarks')} error={errors.total_marks}>
          <Input
            id="total_marks"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            step={1}
            value={values.total_marks}
            onChange={(e) => set('total_marks', e.target.value)}
            error={errors.total_marks}
            aria-required="true"
          />
        </Field>
        <Field
          id="due_date"
          label={t('faculty.assignments.dueDate')}
          error={errors.due_date}
          hint={t('faculty.assignments.dueHint')}
        >
          <Input
            id="due_date"
            type="datetime-local"
            value={values.due_date}
            onChange={(e) => set('due_date', e.target.value)}
            error={errors.due_date}
            hint={t('faculty.assignments.dueHint')}
            aria-required="true"
          />
        </Field>
        <Field
          id="description"
          label={t('faculty.assignments.description')}
          error={errors.description}
          className="sm:col-span-2"
        >
          <Textarea
            id="description"
            rows={4}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
          />
        </Field>
        <FormFeedback error={failure} className="justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={create.isPending}>
            {t('faculty.assignments.create')}
          </Button>
        </FormFeedback>
      </form>
    </Card>
  );
}
