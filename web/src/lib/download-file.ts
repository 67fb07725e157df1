import { MESSAGES } from '@contract/messages';
import { parse as parseDisposition } from 'content-disposition';
import { ApiError, buildUrl, NETWORK_ERROR_STATUS } from './api-client';
import { readToken } from './auth/storage';

/** The file's name in Content-Disposition, the exact one of `filename*` (an Urdu name) when sent. */
function attachmentName(disposition: string | null): string | undefined {
  return disposition ? parseDisposition(disposition).parameters.filename || undefined : undefined;
}

/** Fetches a file from the API with the session's token: its bytes and the name the server gave it. */
export async function fetchFile(
  path: string,
  options: { method?: 'GET' | 'POST' } = {},
): Promise<{ blob: Blob; fileName?: string }> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      method: options.method ?? 'GET',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, undefined);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const message = typeof payload?.message === 'string' ? payload.message : MESSAGES.apiRequestFailed;
    throw new ApiError(response.status, message);
  }
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('content-disposition')),
  };
}

/** Saves a Blob under `fileName` through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Fetches a file from the API and saves it. A plain link would carry no bearer token (and cannot POST), so
 * the file is fetched as a Blob and saved through a temporary object URL, under `fileName` or the name the
 * server gave it.
 */
export async function downloadFile(
  path: string,
  options: { method?: 'GET' | 'POST'; fileName?: string } = {},
): Promise<void> {
  const { blob, fileName } = await fetchFile(path, options);
  saveBlob(blob, options.fileName ?? fileName ?? 'download');
}

/** GET /api/submissions/:id/file, saved under the file's original name. */
export const downloadSubmissionFile = (submissionId: string, fileName: string) =>
  downloadFile(`/submissions/${encodeURIComponent(submissionId)}/file`, { fileName });

/** GET /api/materials/:id/file. */
export const materialFilePath = (materialId: string) => `/materials/${encodeURIComponent(materialId)}/file`;

/** GET /api/assignments/:id/attachments/:attachmentId/file. */
export const attachmentFilePath = (assignmentId: string, attachmentId: string) =>
  `/assignments/${encodeURIComponent(assignmentId)}/attachments/${encodeURIComponent(attachmentId)}/file`;

/** GET /api/submissions/:id/file. */
export const submissionFilePath = (submissionId: string) =>
  `/submissions/${encodeURIComponent(submissionId)}/file`;
