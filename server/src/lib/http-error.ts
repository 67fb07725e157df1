import type { FieldError } from '../../../contract/envelope';
import { MESSAGES } from '../../../contract/messages';
import { say, type MessageParams, type Said } from '../../../contract/message-catalogue';
import { recallSaid } from '../../../contract/message-registry';

/** What a refusal says: a sentence of the catalogue (`say(code, params)`), or a rule's or a constant's text. */
export type Saying = string | Said;

/**
 * A sentence with its code and parameters: the catalogue's own, or those a rule's sentence was made from. A
 * text of no code (an unforeseen one) travels as it is.
 */
export function said(saying: Saying): { message: string; code?: string; params?: MessageParams } {
  if (typeof saying !== 'string') return saying;
  const known = recallSaid(saying);
  return known ? { message: saying, ...known } : { message: saying };
}

/** A field's error with its code, as the envelope carries it. */
export function fieldErrorOf(field: string, saying: Saying): FieldError {
  const { message, code, params } = said(saying);
  return { field, message, ...(code && { code }), ...(params && { params: stringParams(params) }) };
}

const stringParams = (params: MessageParams) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));

/** An error that becomes the failure envelope of API.md with its status code. */
export class HttpError extends Error {
  /** A stable name of the refusal for clients to act on and to render in their reader's language. */
  readonly code?: string;
  /** What the refusal is about, beside its code (API.md: errors may carry `code` and `params`). */
  readonly params?: Record<string, string>;
  readonly errors?: FieldError[];

  constructor(
    readonly statusCode: number,
    saying: Saying,
    errors?: FieldError[],
    readonly headers: Record<string, string> = {},
    code?: string,
    params?: Record<string, string>,
  ) {
    const { message, code: saidCode, params: saidParams } = said(saying);
    super(message);
    this.code = code ?? saidCode;
    this.params = params ?? (saidParams && stringParams(saidParams));
    this.errors = errors?.map((e) => (e.code ? e : fieldErrorOf(e.field, e.message)));
  }
}

export const badRequest = (saying: Saying, errors?: FieldError[]) => new HttpError(400, saying, errors);
export const fieldError = (field: string, saying: Saying) =>
  new HttpError(400, saying, [fieldErrorOf(field, saying)]);
export const unauthorized = (saying: Saying = MESSAGES.signInRequired) => new HttpError(401, saying);
export const forbidden = (saying: Saying = MESSAGES.forbidden) => new HttpError(403, saying);
export const notFound = (what: Saying = say('notFound')) => new HttpError(404, what);
export const conflict = (field: string, saying: Saying) =>
  new HttpError(409, saying, [fieldErrorOf(field, saying)]);
export const tooManyRequests = (saying: Saying, retryAfterSeconds: number) =>
  new HttpError(429, saying, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
