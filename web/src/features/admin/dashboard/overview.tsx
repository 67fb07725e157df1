import {
  Activity,
  AlertTriangle,
  BookOpen,
  CalendarDays,
  GraduationCap,
  UserPlus,
  Video,
  type LucideIcon,
} from 'lucide-react';
import type { AdminDashboard } from '@contract/admin';
import type { ActivityType } from '@contract/enums';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { useT, type TranslationKey } from '../../../lib/i18n';
import { localizeSaid } from '../../../lib/i18n/messages';
import { relativeTime } from '../../../lib/relative-time';

const ACTIVITY: Record<ActivityType, { icon: LucideIcon; label: TranslationKey; tone: string }> = {
  student: {
    icon: GraduationCap,
    label: 'dashboard.activity.student',
    tone: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  },
  course: {
    icon: BookOpen,
    label: 'dashboard.activity.course',
    tone: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  },
  alert: {
    icon: AlertTriangle,
    label: 'dashboard.activity.alert',
    tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  user: {
    icon: UserPlus,
    label: 'dashboard.activity.user',
    tone: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  },
  other: {
    icon: Activity,
    label: 'dashboard.activity.other',
    tone: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  },
};

/** The Overview tab: what happened lately and what is coming up. */
export function Overview({ data }: { data: AdminDashboard }) {
  const t = useT();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card role="region" aria-labelledby="recent-activities" className="flex flex-col gap-3">
        <h2 id="recent-activities" className="text-lg font-semibold">
          {t('dashboard.recentActivities')}
        </h2>
        {data.recentActivities.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {t('dashboard.noActivities')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.recentActivities.map((activity) => {
              const { icon: Icon, label, tone } = ACTIVITY[activity.type] ?? ACTIVITY.other;
              return (
                <li key={activity._id} className="flex items-start gap-3" data-activity-type={activity.type}>
                  <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <div className="flex min-w-0 flex-col">
                    <p className="text-sm break-words">
                      <span className="sr-only">{t(label)}: </span>
                      {localizeSaid(activity)}
                    </p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {activity.time ? (
                        <time dateTime={activity.time} title={formatDateTime(activity.time)}>
                          {relativeTime(activity.time) ?? t('dashboard.recently')}
                        </time>
                      ) : (
                        t('dashboard.recently')
                      )}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card role="region" aria-labelledby="upcoming-events" className="flex flex-col gap-3">
        <h2 id="upcoming-events" className="text-lg font-semibold">
          {t('dashboard.upcomingEvents')}
        </h2>
        {data.upcomingEvents.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {t('dashboard.noEvents')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.upcomingEvents.map((event) => {
              const Icon = event.kind === 'class' ? Video : CalendarDays;
              return (
                <li key={`${event.kind}-${event.date}-${event.title}`} className="flex items-start gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <div className="flex min-w-0 flex-col">
                    <p dir="auto" className="text-sm font-medium break-words">
                      {event.title}
                    </p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {t(event.kind === 'class' ? 'dashboard.event.class' : 'dashboard.event.announcement')} ·{' '}
                      <time dateTime={event.date}>{formatDateTime(event.date)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
