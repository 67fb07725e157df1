/**
 * Multipart uploads with progress. `fetch` cannot report how much of a request body has been sent, so this
 * one call goes through XMLHttpRequest; the envelope and errors are read exactly as `api-client.ts` reads them,
 * and an upload that failed on the way is sent again with its Idempotency-Key as every write is
 * (write-retries.ts): the server keeps one submission, not two.
 */
import type { FieldError } from '@contract/envelope';
import { ApiError, buildUrl, NETWORK_ERROR_STATUS } from './api-client';
import { localizeSaid } from './i18n/messages';
import { readToken } from './auth/storage';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, withWriteRetries } from './write-retries';

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Sends `form` to `/api{path}` with the bearer token; resolves with the success envelope's data and message. */
export function uploadForm<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<{ data: T; message?: string }> {
  const key = newIdempotencyKey();
  const token = readToken();
  const sendOnce = () => sendForm<T>(path, form, key, token, options);
  return token ? withWriteRetries(sendOnce, options.signal) : sendOnce();
}

function sendForm<T>(
  path: string,
  form: FormData,
  key: string,
  token: string | null,
  { method = 'POST', onProgress, signal }: UploadOptions,
): Promise<{ data: T; message?: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, key);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.onerror = () => {
      done();
      reject(new ApiError(NETWORK_ERROR_STATUS, undefined));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    xhr.onload = () => {
      done();
      const payload = readJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300 || payload?.success === false) {
        const message = typeof payload?.message === 'string' && payload.message ? payload.message : undefined;
        const errors = Array.isArray(payload?.errors) ? (payload.errors as FieldError[]) : [];
        const code = typeof payload?.code === 'string' ? payload.code : undefined;
        const error = new ApiError(xhr.status, message, errors, { code });
        console.warn(`API ${path}: ${xhr.status} ${error.message}`);
        reject(error);
        return;
      }
      onProgress?.(1);
      resolve({
        data: payload?.data as T,
        message:
          typeof payload?.message === 'string'
            ? localizeSaid({
                message: payload.message,
                code: typeof payload.code === 'string' ? payload.code : undefined,
              })
            : undefined,
      });
    };
    xhr.send(form);
  });
}

function readJson(text: string): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
