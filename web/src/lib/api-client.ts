/**
 * The one HTTP client of the web app: base `/api`, JSON (or FormData) bodies, the bearer token when one is
 * stored, and the envelope `{ success, data, message, errors }` turned into data or an `ApiError`. Every write
 * carries an Idempotency-Key, and a signed-in write that failed on the way is sent again with it
 * (write-retries.ts).
 */
import type { FieldError } from '@contract/envelope';
import { MESSAGES } from '@contract/messages';
import { readToken } from './auth/storage';
import { takeEarlyRead } from './early-reads';
import { localizeMessage, localizeSaid } from './i18n/messages';
import { noteAnswer } from './offline-copies';
import { LOADED_AT_HEADER } from './offline-reads';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, withWriteRetries } from './write-retries';

export const API_BASE = '/api';

/** Status 0: the request never reached the server. */
export const NETWORK_ERROR_STATUS = 0;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /** The server's own sentence, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The refusal's stable code and what it is about (API.md: errors may carry `code` and `params`). */
  readonly code: string | undefined;
  readonly params: Readonly<Record<string, string>>;
  /** The server's sentence in the reader's language (from its code), when it sent one. */
  readonly localMessage: string | undefined;

  constructor(
    status: number,
    serverMessage: string | undefined,
    errors: FieldError[] = [],
    details: { code?: string; params?: Record<string, string | number> } = {},
  ) {
    const localMessage =
      serverMessage === undefined ? undefined : localizeSaid({ message: serverMessage, ...details });
    super(
      status === NETWORK_ERROR_STATUS
        ? localizeMessage(MESSAGES.networkError)
        : (localMessage ?? localizeMessage(MESSAGES.apiRequestFailed)),
    );
    this.localMessage = localMessage;
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.serverMessage = serverMessage;
    this.code = details.code;
    this.params = Object.fromEntries(Object.entries(details.params ?? {}).map(([k, v]) => [k, String(v)]));
  }

  /** Field errors as `{ field: message }`, the first message of each field, in the chosen language. */
  fieldErrors(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const error of this.errors) result[error.field] ??= localizeSaid(error);
    return result;
  }
}

function isParams(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Whether asking again can bring a different answer: a lost connection, a server fault (5xx) or a rate limit
 * (429) can pass; a refusal about the request itself ("Invalid id", "Course not found": 400, 403, 404)
 * would be given again word for word, so the page offers no Try Again for it.
 */
export const canTryAgain = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status < 400 || error.status > 499 || error.status === 429;

/**
 * The sentence to show for an error a call raised: the network message, else the server's message, else the
 * page's own fallback ('Registration failed', ...), in the chosen language.
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.apiRequestFailed): string {
  if (!(error instanceof ApiError)) return localizeMessage(fallback);
  if (error.status === NETWORK_ERROR_STATUS) return localizeMessage(MESSAGES.networkError);
  return error.localMessage ?? localizeMessage(fallback);
}

type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** The key of the action this write belongs to; a new one for each call when left out. */
  idempotencyKey?: string;
  /** False for a write not worth waiting to send again (a sign-out ends the session here anyway). */
  retry?: boolean;
  /**
   * For a call that can stream its progress before its answer (a term's start): asks for it
   * (`Accept: application/x-ndjson`) and is given each `progress` line as it arrives; the last line is the
   * answer, read as any other.
   */
  onProgress?: (progress: unknown) => void;
};

const PROGRESS_TYPE = 'application/x-ndjson';

let unauthorizedHandler: (() => void) | undefined;

/** Called when a call made with a token answers 401: the session has ended on the server. */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** A success envelope's data and message, and the server's clock when it answered (its Date header). */
export type ApiAnswer<T> = { data: T; message?: string; serverDate?: string };

/** Performs a call and returns the whole success envelope (for callers that also need its `message`). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    Accept: options.onProgress ? `${PROGRESS_TYPE}, application/json` : 'application/json',
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.query);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  if (method === 'GET') return send(path, url, method, headers, body, token, options.signal);
  headers[IDEMPOTENCY_HEADER] = options.idempotencyKey ?? newIdempotencyKey();
  const sendWrite = () =>
    send<T>(path, url, method, headers, body, token, options.signal, options.onProgress);
  // The server remembers the keys of signed-in callers only: a retry without an account could write twice.
  return token && options.retry !== false ? withWriteRetries(sendWrite, options.signal) : sendWrite();
}

/** One attempt of a call. */
async function send<T>(
  path: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
  token: string | null,
  signal: AbortSignal | undefined,
  onProgress?: (progress: unknown) => void,
): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await ((method === 'GET' ? takeEarlyRead(url, token, signal) : undefined) ??
      fetch(url, { method, headers, body, signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, undefined);
  }

  // Without signal the service worker answers some reads with the copy it kept: the page says so.
  if (response.ok) noteAnswer(response.headers.get(LOADED_AT_HEADER));
  const streamed = onProgress && response.ok && response.headers.get('content-type')?.includes(PROGRESS_TYPE);
  const payload = streamed ? await readLines(response, onProgress) : await readJson(response);
  // A stream cut before its answer: whether the write was done is not known, as with a lost connection.
  if (streamed && !payload) throw new ApiError(NETWORK_ERROR_STATUS, undefined);
  if (!response.ok || payload?.success === false) {
    // A failure after the stream began says the status it would have had.
    const status = streamed && typeof payload?.status === 'number' ? payload.status : response.status;
    if (status === 401 && token) unauthorizedHandler?.();
    const message = typeof payload?.message === 'string' && payload.message ? payload.message : undefined;
    const errors = Array.isArray(payload?.errors) ? (payload.errors as FieldError[]) : [];
    const code = typeof payload?.code === 'string' ? payload.code : undefined;
    const params = isParams(payload?.params) ? payload.params : undefined;
    const error = new ApiError(status, message, errors, { code, params });
    console.warn(`API ${path}: ${status} ${error.message}`);
    throw error;
  }
  return {
    data: payload?.data as T,
    serverDate: response.headers.get('date') ?? undefined,
    message:
      typeof payload?.message === 'string'
        ? localizeSaid({
            message: payload.message,
            code: typeof payload.code === 'string' ? payload.code : undefined,
            params: isParams(payload.params) ? payload.params : undefined,
          })
        : undefined,
  };
}

/** Performs a call and returns the envelope's `data`. */
export async function api<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** The lines of a streamed answer: each `progress` given to `onProgress` as it comes, the last other line kept. */
async function readLines(
  response: Response,
  onProgress: (progress: unknown) => void,
): Promise<Record<string, unknown> | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return readJson(response);
  const decoder = new TextDecoder();
  let buffered = '';
  let answer: Record<string, unknown> | undefined;
  const take = (line: string) => {
    if (!line.trim()) return;
    try {
      const parsed = JSON.parse(line) as Record<string, unknown> | null;
      if (parsed && typeof parsed === 'object' && 'progress' in parsed) onProgress(parsed.progress);
      else if (parsed && typeof parsed === 'object') answer = parsed;
    } catch {
      // A line cut by a lost connection: the answer is what tells, and it will be missing.
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += decoder.decode(value, { stream: !done });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      lines.forEach(take);
      if (done) break;
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return undefined;
  }
  take(buffered);
  return answer;
}

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
