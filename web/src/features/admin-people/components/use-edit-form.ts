/**
 * State of an admin's edit form: text values started from the profile, client validation of the changed fields
 * with the contract's update schema, and the server's refusals (400 fields, 409 duplicates) under the fields.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { focusFirstError, zodFieldErrors, type FieldErrors } from '../../../lib/forms';

type Options<S extends z.ZodType> = {
  /** The contract's schema, loaded when the form is first submitted (`lazySchema` of lib/forms). */
  schema: () => Promise<S>;
  initial: Record<string, string>;
  /** Field ids in the order they appear, to focus the first invalid one. */
  order: readonly string[];
  /** Server sentences that belong under a field when the answer names none (`{ message: field }`). */
  conflicts?: Record<string, string>;
  fallbackFailure: string;
  /** Sends the changes; only the fields that differ from `initial` are sent. */
  save: (changes: z.output<S>, onError: (error: unknown) => void) => void;
  onNoChanges: () => void;
};

export function useEditForm<S extends z.ZodType>(options: Options<S>) {
  const { schema, initial, order, conflicts = {}, fallbackFailure, save, onNoChanges } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const bind: Bind = (name) => ({
    id: name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _removed, ...rest } = current;
        return rest;
      });
    },
  });

  const onError = (error: unknown) => {
    let fieldErrors: FieldErrors = {};
    if (isApiError(error)) {
      fieldErrors = Object.fromEntries(
        Object.entries(error.fieldErrors()).filter(([field]) => order.includes(field)),
      );
      const conflictField = error.serverMessage ? conflicts[error.serverMessage] : undefined;
      if (Object.keys(fieldErrors).length === 0 && conflictField)
        fieldErrors = { [conflictField]: error.serverMessage! };
    }
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      focusFirstError(order, fieldErrors);
    } else {
      setFailure(errorMessage(error, fallbackFailure));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const changed = Object.fromEntries(
      order.filter((name) => values[name] !== initial[name]).map((name) => [name, values[name]]),
    );
    if (Object.keys(changed).length === 0) {
      onNoChanges();
      return;
    }
    const parsed = (await schema()).safeParse(changed);
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(order, fieldErrors);
      return;
    }
    setErrors({});
    save(parsed.data, onError);
  };

  return { bind, errors, failure, onSubmit };
}

/** What `bind(name)` gives a control: its id, value, error and change handler. */
export type Bind = (name: string) => {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/** A stored date (a calendar date or a timestamp) as the `YYYY-MM-DD` a date input holds. */
export const dateInputValue = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
