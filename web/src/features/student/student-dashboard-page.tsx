import { roomLabel } from '../../lib/room-label';
import {
  Award,
  BarChart3,
  Bell,
  BookOpen,
  CalendarCheck,
  ClipboardList,
  FileText,
  Percent,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { studentJoinOpensAt, studentJoinState } from '@contract/rules/virtual-classes';
import type { StudentDashboard } from '@contract/student';
import { sessionTiming } from '@contract/virtual-class-timing';
import { paths } from '../../app/paths';
import { LoadError } from '../../components/load-error';
import { cgpaText, NothingYet, percentText } from '../../components/figure';
import { Loading } from '../../components/loading';
import { StatTile } from '../../components/stat-tile';
import { badgeClass, badgeTone } from '../../components/tones';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { announcementAgeText } from '../../lib/announcement-age';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { formatClockTimes, formatDate, formatDateTime, formatTime } from '../../lib/format';
import { useT, type TranslationKey } from '../../lib/i18n';
import { localizeSaid } from '../../lib/i18n/messages';
import { valueLabel } from '../../lib/i18n/reference';
import { useNow } from '../../lib/use-now';
import { useStudentAnnouncements } from './api/get-announcements';
import { useStudentDashboard } from './api/get-dashboard';
import { DueNextCard } from './components/due-next-card';
import { ExtraSessionNote } from './components/extra-session-note';
import { StudentPage } from './components/student-page';

const QUICK_ACTIONS: { to: string; label: TranslationKey; icon: typeof Bell }[] = [
  { to: paths.student.assignments, label: 'student.action.assignments', icon: ClipboardList },
  { to: paths.student.virtualClasses, label: 'student.action.virtualClasses', icon: Video },
  { to: paths.student.attendance, label: 'student.action.attendance', icon: CalendarCheck },
  { to: paths.student.grades, label: 'student.action.grades', icon: BarChart3 },
];

const PRIORITY_TONE = { urgent: 'red', high: 'orange', normal: 'blue', low: 'slate' } as const;
const ACTIVITY_ICON = { assignment: FileText, grade: Award, other: Bell } as const;

function Panel({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card role="region" aria-labelledby={id} className={cn('flex flex-col gap-4', className)}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Announcements() {
  const t = useT();
  const announcements = useStudentAnnouncements();
  const now = new Date();
  return (
    <Panel id="dashboard-announcements" title={t('student.dashboard.announcements')}>
      {announcements.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('common.loading')}</p>
      ) : announcements.isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">{t('student.dashboard.announcementsFailed')}</p>
      ) : announcements.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('student.dashboard.noAnnouncements')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {announcements.data.map((item) => (
            <li key={item._id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className={cn(badgeClass, badgeTone[PRIORITY_TONE[item.priority]])}>
                  {t(`priority.${item.priority}`)}
                </span>
                <time dateTime={item.createdAt} className="text-slate-600 dark:text-slate-400">
                  {announcementAgeText(t, item.createdAt, now)}
                </time>
              </div>
              <h3 className="font-semibold break-words">
                <Link
                  dir="auto"
                  to={paths.student.announcement(item._id)}
                  className="text-blue-700 hover:underline dark:text-blue-300"
                >
                  {item.title}
                </Link>
              </h3>
              <p
                dir="auto"
                className="line-clamp-3 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300"
              >
                {item.content}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.student.announcements}
        className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
      >
        {t('announcementsPage.all')}
      </Link>
    </Panel>
  );
}

type TodayClass = StudentDashboard['upcomingClasses'][number];

/**
 * A session's Join link while its join window is open (it leads to the course's current or next session), the
 * time the window opens before that, and "Ended" after; a timetable slot has none (no session to join).
 */
function JoinOrOpensAt({ item, now }: { item: TodayClass; now: Date }) {
  const t = useT();
  if (!item.session) return null;
  const timing = sessionTiming(item.session);
  const state = studentJoinState(timing, now);
  if (state === 'open') {
    return (
      <Link
        to={paths.classroom(item.courseId)}
        className={buttonClass('success')}
        aria-label={t('student.dashboard.joinCourse', { course: item.courseName })}
      >
        <Video aria-hidden="true" className="size-4" />
        {t('student.dashboard.join')}
      </Link>
    );
  }
  return (
    <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
      {state === 'notYetOpen'
        ? t('student.dashboard.opensAt', { time: formatTime(studentJoinOpensAt(timing)) })
        : t('student.dashboard.ended')}
    </p>
  );
}

function TodaySchedule({ classes }: { classes: TodayClass[] }) {
  const t = useT();
  // The Join link appears by itself when the window opens.
  const now = useNow(15_000);
  return (
    <Panel id="dashboard-schedule" title={t('student.dashboard.schedule')}>
      {classes.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('student.dashboard.noClasses')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {classes.map((item) => (
            <li
              key={item.session?._id ?? `${item.courseId}-${item.time}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <div className="min-w-0">
                <h3 dir="auto" className="font-semibold">
                  {item.courseName}
                </h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {/* Each part isolated: a code, an Urdu time and an English name on one line keep their own order. */}
                  {[item.code, item.time && formatClockTimes(item.time), item.instructorName]
                    .filter(Boolean)
                    .flatMap((part, i) => [
                      i > 0 && ' · ',
                      <bdi key={i} className="whitespace-nowrap">
                        {part}
                      </bdi>,
                    ])}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {item.isVirtual
                    ? [t('student.virtual'), item.session?.title]
                        .filter(Boolean)
                        .flatMap((part, i) => [i > 0 && ' · ', <bdi key={i}>{part}</bdi>])
                    : item.room
                      ? roomLabel(item.room, (room) => t('student.room', { room }))
                      : t('student.onCampus')}
                </p>
                {item.session?.extra && <ExtraSessionNote />}
              </div>
              <JoinOrOpensAt item={item} now={now} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function RecentActivities({ activities }: { activities: StudentDashboard['recentActivities'] }) {
  const t = useT();
  return (
    <Panel id="dashboard-activities" title={t('student.dashboard.activities')}>
      {activities.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('student.dashboard.noActivities')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {activities.map((activity, index) => {
            const Icon = ACTIVITY_ICON[activity.type];
            return (
              <li key={index} className="flex items-start gap-3">
                <Icon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-300"
                />
                <div>
                  <p>{localizeSaid(activity)}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {formatDateTime(activity.time)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** /student: the Student Dashboard (spec part 2 §2). */
export default function StudentDashboardPage() {
  const t = useT();
  const { user } = useAuth();
  const dashboard = useStudentDashboard();
  if (!user) return <Navigate to={paths.login} replace />;
  const department = valueLabel(user.department ?? user.department_id?.name);

  return (
    <StudentPage
      title={t('student.dashboard.title')}
      subtitle={
        <>
          <p className="text-lg font-medium text-slate-900 dark:text-slate-100">
            {t('student.dashboard.welcome', { name: user.name })}
          </p>
          <p>
            {[user.student_id && t('student.dashboard.studentId', { id: user.student_id }), department]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p>{t('student.dashboard.today', { date: formatDate(new Date().toISOString()) })}</p>
        </>
      }
    >
      {dashboard.isPending ? (
        <Loading />
      ) : dashboard.isError ? (
        <LoadError
          message={errorMessage(dashboard.error, t('student.dashboard.loadFailed'))}
          error={dashboard.error}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatTile
            label={t('student.stat.enrolledCourses')}
            value={dashboard.data.enrolledCourses}
            icon={BookOpen}
          />
          <StatTile label={t('student.stat.cgpa')} value={cgpaText(dashboard.data.cgpa)} icon={Award}>
            {dashboard.data.cgpa === null && <NothingYet>{t('student.noResultsYet')}</NothingYet>}
          </StatTile>
          <StatTile
            label={t('student.stat.attendance')}
            value={percentText(dashboard.data.attendancePercentage)}
            icon={Percent}
          >
            {dashboard.data.attendancePercentage === null && (
              <NothingYet>{t('student.noClassesYet')}</NothingYet>
            )}
          </StatTile>
          <StatTile
            label={t('student.stat.pendingAssignments')}
            value={dashboard.data.pendingAssignments}
            icon={ClipboardList}
          />
        </div>
      )}

      <DueNextCard quizzes={dashboard.data?.quizzesDue} />

      <Card role="region" aria-labelledby="quick-actions" className="flex flex-col gap-4">
        <h2 id="quick-actions" className="text-lg font-semibold">
          {t('student.dashboard.quickActions')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
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

      <div className="grid items-start gap-4 lg:grid-cols-2">
        {dashboard.data && <TodaySchedule classes={dashboard.data.upcomingClasses} />}
        <Announcements />
        {dashboard.data && <RecentActivities activities={dashboard.data.recentActivities} />}
      </div>
    </StudentPage>
  );
}
