import { useState } from 'react';

/**
 * An error that lasts while its cause does: set with the form's current `cause` (what it depends on, as a
 * string), it is no longer shown once the person changes that ("Please select course and date" disappears
 * once a course is chosen).
 */
export function useErrorWhile<E = string>(cause: string) {
  const [error, setError] = useState<{ cause: string; error: E } | null>(null);
  const set = (next: E | null) => setError(next === null ? null : { cause, error: next });
  return [error && error.cause === cause ? error.error : null, set] as const;
}
