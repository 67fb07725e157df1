import { MESSAGES } from '@contract/messages';
import { ApiError, buildUrl, NETWORK_ERROR_STATUS } from './api-client';
import { readToken } from './auth/storage';

/**
 * GET /api/submissions/:id/file. A plain link would carry no bearer token, so the file is fetched as a Blob
 * and saved through a temporary object URL under its original name.
 */
export async function downloadSubmissionFile(submissionId: string, fileName: string): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(`/submissions/${encodeURIComponent(submissionId)}/file`), {
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
  const url = URL.createObjectURL(await response.blob());
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
