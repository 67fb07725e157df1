import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { useT } from '../lib/i18n';

/** A load failure with a Try Again button that refetches. */
export function LoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying?: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Alert>
      <p>{message}</p>
      <Button variant="secondary" className="mt-2" busy={retrying} onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}
