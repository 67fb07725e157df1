/**
 * State of a registration form: text values, chosen courses, client validation with the contract's schema,
 * the submit call, and the server's answer mapped onto the fields.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import type { Course } from '@contract/courses';
import { MESSAGES } from '@contract/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { focusFirstError, zodFieldErrors, type FieldErrors } from '../../../lib/forms';

type Options<S extends z.ZodType> = {
  /** The contract's schema, loaded when the form is first submitted (`lazySchema` of lib/forms). */
  schema: () => Promise<S>;
  initial: Record<string, string>;
  /** Field ids in the order they appear, to focus the first invalid one. */
  order: readonly string[];
  mutation: UseMutationResult<unknown, Error, z.output<S>>;
};

export function useRegistrationForm<S extends z.ZodType>({ schema, initial, order, mutation }: Options<S>) {
  const [values, setValues] = useState(initial);
  const [selectedCourses, setSelectedCourses] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });

  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  /** `onChange` for an input, select or textarea whose id is the field name. */
  const bind = (name: string) => ({
    id: name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
  });

  const toggleCourse = (id: string) => {
    setSelectedCourses((current) =>
      current.includes(id) ? current.filter((c) => c !== id) : [...current, id],
    );
    clearError('courses');
  };

  /** Drops chosen courses the current list no longer offers (after a semester or department change). */
  const keepOfferedCourses = (offered: readonly string[]) =>
    setSelectedCourses((current) => {
      const next = current.filter((id) => offered.includes(id));
      return next.length === current.length ? current : next;
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = (await schema()).safeParse({ ...values, courses: selectedCourses });
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(order, fieldErrors);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onError: (error) => {
        setFailure(errorMessage(error, MESSAGES.registrationFailed));
        if (isApiError(error)) {
          const fieldErrors = error.fieldErrors();
          setErrors(fieldErrors);
          focusFirstError(order, fieldErrors);
        }
      },
    });
  };

  return {
    values,
    setValue,
    bind,
    errors,
    failure,
    selectedCourses,
    toggleCourse,
    keepOfferedCourses,
    onSubmit,
    busy: mutation.isPending,
    succeeded: mutation.isSuccess,
  };
}

/** What the registration sections read and change of a form (StudentSections, FacultySections). */
export type RegistrationForm = Pick<
  ReturnType<typeof useRegistrationForm>,
  'values' | 'bind' | 'errors' | 'selectedCourses' | 'toggleCourse' | 'keepOfferedCourses'
>;

/**
 * When a new course list arrives (another semester or department), forgets chosen courses it no longer
 * offers. State is adjusted while rendering, as React recommends, rather than in an effect.
 */
export function useForgetUnofferedCourses(
  courses: Course[] | undefined,
  keepOffered: (ids: readonly string[]) => void,
) {
  const [seen, setSeen] = useState(courses);
  if (courses !== seen) {
    setSeen(courses);
    if (courses) keepOffered(courses.map((course) => course._id));
  }
}
