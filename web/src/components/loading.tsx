import { Spinner } from './ui/spinner';
import { useT } from '../lib/i18n';

export function Loading() {
  const t = useT();
  return (
    <div className="flex justify-center py-10">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}
