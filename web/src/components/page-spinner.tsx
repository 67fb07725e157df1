import { useT } from '../lib/i18n';
import { Spinner } from './ui/spinner';

/** Shown while a page's code or the session is loading. */
export function PageSpinner() {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}
