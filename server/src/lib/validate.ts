import type { z } from 'zod';
import { badRequest } from './http-error';

/** Parses with a contract schema inside a handler (when the schema depends on the caller), as the edge would. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw badRequest(errors[0]?.message ?? 'Invalid input', errors);
}
