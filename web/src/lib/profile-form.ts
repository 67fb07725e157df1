/** Helpers for the profile forms that send only what changed and show the server's field errors. */
import { isApiError } from './api-client';
import type { FieldErrors } from './forms';

/** Only the fields the user changed are sent: an untouched empty field is not a new error. */
export function changedFields<Name extends string>(
  order: readonly Name[],
  saved: Record<Name, string>,
  edited: Record<Name, string>,
): Partial<Record<Name, string>> {
  return Object.fromEntries(
    order.filter((name) => edited[name] !== saved[name]).map((name) => [name, edited[name]]),
  ) as Partial<Record<Name, string>>;
}

/**
 * The server's field errors for the fields of this form, under the form's names (`serverNames` maps a
 * server column to its form name); the first message of a field wins.
 */
export function serverFieldErrors(
  error: unknown,
  order: readonly string[],
  serverNames: Record<string, string> = {},
): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const [field, message] of Object.entries(isApiError(error) ? error.fieldErrors() : {})) {
    const name = serverNames[field] ?? field;
    if (order.includes(name)) fieldErrors[name] ??= message;
  }
  return fieldErrors;
}
