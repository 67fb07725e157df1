import { ClipboardCheck, Inbox } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { WelcomePanel } from '../../components/welcome-panel';
import { useAuth } from '../../lib/auth/auth-context';
import { useT } from '../../lib/i18n';
import { useContactMessages } from './api/get-contact-messages';
import { useRegistrations } from './api/get-registrations';

/** /admin: the admin's greeting, account details and the ways into the approval queue and the contact inbox. */
export default function AdminHomePage() {
  const t = useT();
  const { user } = useAuth();
  const pending = useRegistrations({ status: 'pending' });
  const openMessages = useContactMessages('open');
  if (!user) return <Navigate to={paths.login} replace />;
  return (
    <>
      <title>{`${t('area.admin')} | ${t('app.name')}`}</title>
      <WelcomePanel
        name={user.name}
        roleLabel={t('area.admin')}
        rows={[
          { label: t('field.email'), value: user.email },
          { label: t('field.phone'), value: user.phone },
        ]}
      >
        <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <ClipboardCheck aria-hidden="true" className="mt-1 size-8 shrink-0 text-blue-700 dark:text-blue-300" />
            <div>
              <h2 className="text-lg font-semibold">{t('registrations.title')}</h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {pending.data
                  ? t('registrations.pendingCount', { count: pending.data.length })
                  : t('registrations.cardBody')}
              </p>
            </div>
          </div>
          <Link to={paths.admin.registrations} className={buttonClass('primary')}>
            {t('registrations.review')}
          </Link>
        </Card>
        <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <Inbox aria-hidden="true" className="mt-1 size-8 shrink-0 text-blue-700 dark:text-blue-300" />
            <div>
              <h2 className="text-lg font-semibold">{t('messages.title')}</h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {openMessages.data
                  ? t('messages.openCount', { count: openMessages.data.length })
                  : t('messages.cardBody')}
              </p>
            </div>
          </div>
          <Link to={paths.admin.messages} className={buttonClass('primary')}>
            {t('messages.review')}
          </Link>
        </Card>
      </WelcomePanel>
    </>
  );
}
