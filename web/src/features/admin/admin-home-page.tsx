import {
  BookOpen,
  ClipboardCheck,
  GraduationCap,
  History,
  Inbox,
  Megaphone,
  Users,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { AdminDashboard } from '@contract/admin';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { useT, type TranslationKey } from '../../lib/i18n';
import { useContactMessages } from './api/get-contact-messages';
import { useDashboard } from './api/get-dashboard';
import { useRegistrations } from './api/get-registrations';
import { BetweenTermsNotice } from './dashboard/between-terms-notice';
import { Overview } from './dashboard/overview';
import { RegistrationLinks } from './dashboard/registration-links';
import { StatCard } from './dashboard/stat-card';
import { Tabs } from './dashboard/tabs';

const TREND_MEANING_ID = 'stat-trend-meaning';

const TABS = ['overview', 'students', 'courses', 'faculty', 'reports'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, TranslationKey> = {
  overview: 'dashboard.tab.overview',
  students: 'dashboard.tab.students',
  courses: 'dashboard.tab.courses',
  faculty: 'dashboard.tab.faculty',
  reports: 'dashboard.tab.reports',
};

function readTab(params: URLSearchParams): Tab {
  const tab = params.get('tab');
  return (TABS as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'overview';
}

/** A short summary of one area with the way to its manage page (Students, Courses and Faculty tabs). */
function AreaSummary({ body, to, link }: { body: string; to: string; link: string }) {
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-700 dark:text-slate-300">{body}</p>
      <Link to={to} className={buttonClass('primary', 'shrink-0')}>
        {link}
      </Link>
    </Card>
  );
}

function TabContent({ tab, data }: { tab: Tab; data: AdminDashboard | undefined }) {
  const t = useT();
  // The reports have their own page with sections to jump between
  // (docs/decisions/0022-reports-on-their-own-page.md).
  if (tab === 'reports') {
    return (
      <AreaSummary
        body={t('dashboard.reports.body')}
        to={paths.admin.reports}
        link={t('dashboard.reports.link')}
      />
    );
  }
  if (!data) return null;
  if (tab === 'students') {
    return (
      <AreaSummary
        body={t('dashboard.students.body', { count: data.totalStudents, new: data.newStudents })}
        to={paths.admin.students}
        link={t('dashboard.students.link')}
      />
    );
  }
  if (tab === 'courses') {
    return (
      <AreaSummary
        body={t('dashboard.courses.body', { count: data.activeCourses, new: data.newCourses })}
        to={paths.admin.courses}
        link={t('dashboard.courses.link')}
      />
    );
  }
  if (tab === 'faculty') {
    return (
      <AreaSummary
        body={t('dashboard.faculty.body', { count: data.totalFaculty, new: data.newFaculty })}
        to={paths.admin.faculty}
        link={t('dashboard.faculty.link')}
      />
    );
  }
  return <Overview data={data} />;
}

function LinkCard({
  icon: Icon,
  title,
  body,
  to,
  action,
}: {
  icon: typeof Inbox;
  title: string;
  body: ReactNode;
  to: string;
  action: string;
}) {
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-1 size-8 shrink-0 text-blue-700 dark:text-blue-300" />
        <div>
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{body}</p>
        </div>
      </div>
      <Link to={to} className={buttonClass('primary', 'shrink-0')}>
        {action}
      </Link>
    </Card>
  );
}

const QUICK_ACTIONS: { to: string; label: TranslationKey; icon: typeof Inbox }[] = [
  { to: paths.admin.courses, label: 'dashboard.action.courses', icon: BookOpen },
  { to: paths.admin.students, label: 'dashboard.action.students', icon: GraduationCap },
  { to: paths.admin.faculty, label: 'dashboard.action.faculty', icon: Users },
  { to: paths.admin.announcements, label: 'dashboard.action.announcements', icon: Megaphone },
  { to: paths.admin.audit, label: 'dashboard.action.audit', icon: History },
];

/** /admin: the Admin Dashboard (spec part 1 §2), with the ways into the approval queue and the contact inbox. */
export default function AdminHomePage() {
  const t = useT();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const dashboard = useDashboard();
  const pending = useRegistrations({ status: 'pending' });
  const openMessages = useContactMessages('open');
  if (!user) return <Navigate to={paths.login} replace />;

  const selectTab = (next: Tab) => {
    const search = new URLSearchParams(params);
    if (next === 'overview') search.delete('tab');
    else search.set('tab', next);
    setParams(search, { replace: true });
  };

  const data = dashboard.data;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('dashboard.title')} | ${t('app.name')}`}</title>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('dashboard.title')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('dashboard.subtitle', { name: user.name })}</p>
      </div>

      <BetweenTermsNotice />

      {dashboard.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : dashboard.isError ? (
        <LoadError
          message={errorMessage(dashboard.error, t('dashboard.loadFailed'))}
          error={dashboard.error}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-2">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label={t('dashboard.stat.students')}
              counts={t('dashboard.counts.students')}
              value={dashboard.data.totalStudents}
              added={dashboard.data.newStudents}
              trendMeaningId={TREND_MEANING_ID}
              icon={GraduationCap}
            />
            <StatCard
              label={t('dashboard.stat.courses')}
              counts={t('dashboard.counts.courses')}
              value={dashboard.data.activeCourses}
              added={dashboard.data.newCourses}
              trendMeaningId={TREND_MEANING_ID}
              icon={BookOpen}
            />
            <StatCard
              label={t('dashboard.stat.faculty')}
              counts={t('dashboard.counts.faculty')}
              value={dashboard.data.totalFaculty}
              added={dashboard.data.newFaculty}
              trendMeaningId={TREND_MEANING_ID}
              icon={Users}
            />
            <StatCard
              label={t('dashboard.stat.virtual')}
              counts={t('dashboard.counts.virtual')}
              value={dashboard.data.virtualClasses}
              added={dashboard.data.newVirtualClasses}
              trendMeaningId={TREND_MEANING_ID}
              icon={Video}
            />
          </div>
          <p id={TREND_MEANING_ID} className="text-xs text-slate-600 dark:text-slate-400">
            {t('dashboard.fromLastMonthMeaning')}
          </p>
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <LinkCard
          icon={ClipboardCheck}
          title={t('registrations.title')}
          body={
            pending.data
              ? t('registrations.pendingCount', { count: pending.data.length })
              : t('registrations.cardBody')
          }
          to={paths.admin.registrations}
          action={t('registrations.review')}
        />
        <LinkCard
          icon={Inbox}
          title={t('messages.title')}
          body={
            openMessages.data
              ? t('messages.openCount', { count: openMessages.data.length })
              : t('messages.cardBody')
          }
          to={paths.admin.messages}
          action={t('messages.review')}
        />
      </div>

      <Tabs
        label={t('dashboard.tabs')}
        tabs={TABS.map((key) => ({ key, label: t(TAB_LABELS[key]) }))}
        selected={tab}
        onSelect={selectTab}
      >
        <TabContent tab={tab} data={data} />
      </Tabs>

      <div className="grid gap-4 lg:grid-cols-2">
        <RegistrationLinks />
        <Card role="region" aria-labelledby="quick-actions" className="flex flex-col gap-4">
          <h2 id="quick-actions" className="text-lg font-semibold">
            {t('dashboard.quickActions')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className={buttonClass('secondary', 'w-full justify-start')}>
                  <Icon aria-hidden="true" className="size-4" />
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
