import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { REGISTRATION_REDIRECT_MS } from '@contract/constants';
import { paths } from '../../../app/paths';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

/** The confirmation screen; it sends the visitor to /login after REGISTRATION_REDIRECT_MS. */
export function RegistrationSuccess({ message }: { message: string }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.login), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="size-14 text-green-700 dark:text-green-400" />
        <h1 className="text-2xl font-bold">{t('register.successTitle')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{message}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('register.redirecting', { seconds: REGISTRATION_REDIRECT_MS / 1000 })}{' '}
          <Link to={paths.login} className="font-medium text-blue-700 underline dark:text-blue-300">
            {t('register.goToLogin')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
