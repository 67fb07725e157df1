import type { FieldError } from '../../../contract/envelope';
import { MESSAGES } from '../../../contract/messages';

/** An error that becomes the failure envelope of API.md with its status code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
    /** A stable name of the refusal for clients to act on (API.md "Errors may carry a stable `code`"). */
    readonly code?: string,
    /** What the refusal is about, beside its code (API.md: errors may carry `code` and `params`). */
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const fieldError = (field: string, message: string) =>
  new HttpError(400, message, [{ field, message }]);
export const unauthorized = (message: string = MESSAGES.signInRequired) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (what = 'Not found') => new HttpError(404, what);
export const conflict = (field: string, message: string) => new HttpError(409, message, [{ field, message }]);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
