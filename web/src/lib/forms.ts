/** Form helpers shared by every form: Zod issues and server field errors as `{ field: message }`. */
import type { z } from 'zod';
import { isApiError } from './api-client';
import { loadZodLanguage } from './i18n/languages';
import { localizeMessage } from './i18n/messages';

export type FieldErrors = Record<string, string>;

/** The first message of each top-level field of a failed parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in result)) result[field] = localizeMessage(issue.message);
  }
  return result;
}

/** Moves focus to the first field, in the form's order, that has an error. */
export function focusFirstError(order: readonly string[], errors: FieldErrors): void {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(first)?.focus();
}

/**
 * A form's schema, imported the first time the form is submitted: the contract's schemas bring Zod (about
 * 26 KB gzip), which a page would otherwise download before it can show anything (DESIGN.md "Budgets").
 */
export function lazySchema<S>(load: () => Promise<S>): () => Promise<S> {
  let loading: Promise<S> | undefined;
  return () => (loading ??= Promise.all([load(), loadZodLanguage()]).then(([schema]) => schema));
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
