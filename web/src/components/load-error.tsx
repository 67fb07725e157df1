import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { canTryAgain } from '../lib/api-client';
import { useT } from '../lib/i18n';

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
