import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { isApiError, NETWORK_ERROR_STATUS } from '../lib/api-client';
import { useT } from '../lib/i18n';

/**
 * Whether asking again can bring a different answer: a lost connection, a server fault (5xx), a timeout or a
 * rate limit can pass; a refusal about the request itself ("Invalid id", "Course not found": 400, 403, 404)
 * will be given again word for word, so it offers no Try Again.
 */
export function canTryAgain(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status === NETWORK_ERROR_STATUS || error.status >= 500) return true;
  return error.status === 408 || error.status === 429;
}

/** A load failure, with a Try Again button that refetches when trying again can help (see `canTryAgain`). */
export function LoadError({
  message,
  error,
  retrying,
  onRetry,
}: {
  message: string;
  /** What the call raised; without it the failure is taken to be one that may pass. */
  error?: unknown;
  retrying?: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Alert>
      <p>{message}</p>
      {canTryAgain(error) && (
        <Button variant="secondary" className="mt-2" busy={retrying} onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </Alert>
  );
}
