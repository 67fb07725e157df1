import { roomLabel } from '../../lib/room-label';
import {
  BookOpen,
  CalendarCheck,
  ClipboardCheck,
  ClipboardList,
  GraduationCap,
  Users,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { FacultyDashboard } from '@contract/faculty';
import { facultyCanStart, facultyStartOpensAt } from '@contract/rules/virtual-classes';
import { sessionTiming } from '@contract/virtual-class-timing';
import { paths } from '../../app/paths';
import { Loading } from '../../components/loading';
import { StatTile } from '../../components/stat-tile';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { announcementAgeText } from '../../lib/announcement-age';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { formatClockTimes, formatDate, formatDateTime, formatTime } from '../../lib/format';
import { useT, type TranslationKey } from '../../lib/i18n';
import { valueLabel } from '../../lib/i18n/reference';
import { useNow } from '../../lib/use-now';
import { useFacultyAnnouncements } from './api/get-announcements';
import { useFacultyDashboard } from './api/get-dashboard';
import { Badge, SubmissionBadge } from './components/badges';
import { FacultyPage } from './components/faculty-page';

const QUICK_ACTIONS: { to: string; label: TranslationKey; icon: typeof BookOpen }[] = [
  { to: paths.faculty.markAttendance, label: 'faculty.action.markAttendance', icon: CalendarCheck },
  { to: paths.faculty.assignments, label: 'faculty.action.assignments', icon: ClipboardList },
  { to: paths.faculty.enterGrades, label: 'faculty.action.enterGrades', icon: GraduationCap },
  { to: paths.faculty.students, label: 'faculty.action.students', icon: Users },
  { to: paths.faculty.courses, label: 'faculty.action.courses', icon: BookOpen },
];

const PRIORITY_TONE = { urgent: 'red', high: 'orange', normal: 'blue', low: 'slate' } as const;

/** What the cards show when the dashboard could not be loaded: zeros and empty lists (spec part 2 §8). */
const EMPTY: FacultyDashboard = {
  myCourses: 0,
  totalStudents: 0,
  pendingAssignments: 0,
  classesToday: 0,
  todaysClasses: [],
  recentSubmissions: [],
};

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

const muted = 'text-slate-700 dark:text-slate-300';

type TodayClass = FacultyDashboard['todaysClasses'][number];

/**
 * A session's Start Class (Join Class once live) link from 15 minutes before its time, leading to the course's
 * current or next session; the time it opens before that, "Ended" after; a timetable slot has none.
 */
function StartOrOpensAt({ item, now }: { item: TodayClass; now: Date }) {
  const t = useT();
  if (!item.session) return null;
  const timing = sessionTiming(item.session);
  if (facultyCanStart(timing, now)) {
    const live = item.session.status === 'ongoing';
    return (
      <Link
        to={paths.classroom(item.courseId)}
        className={buttonClass('success')}
        aria-label={t(live ? 'faculty.dashboard.joinClassOf' : 'faculty.startClassOf', {
          course: item.courseName,
        })}
      >
        <Video aria-hidden="true" className="size-4" />
        {t(live ? 'faculty.virtual.join' : 'faculty.startClass')}
      </Link>
    );
  }
  const ended = item.session.status === 'completed' || item.session.status === 'cancelled';
  return (
    <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
      {ended
        ? t('faculty.dashboard.ended')
        : t('faculty.dashboard.opensAt', { time: formatTime(facultyStartOpensAt(timing)) })}
    </p>
  );
}

/**
 * What a class of the day asks of its teacher: an in-person class, its attendance (the roster of that course);
 * a virtual class, Start or Join (StartOrOpensAt); a virtual course's timetable slot with no class scheduled
 * today, scheduling one. A slot whose virtual class is listed beside it leaves the action to that entry.
 */
function ClassAction({ item, classes, now }: { item: TodayClass; classes: TodayClass[]; now: Date }) {
  const t = useT();
  if (item.session) return <StartOrOpensAt item={item} now={now} />;
  if (!item.isVirtual)
    return (
      <Link
        to={paths.faculty.markAttendanceFor(item.courseId)}
        className={buttonClass('secondary')}
        aria-label={t('faculty.dashboard.markAttendanceOf', { course: item.courseName })}
      >
        <CalendarCheck aria-hidden="true" className="size-4" />
        {t('faculty.dashboard.markAttendance')}
      </Link>
    );
  if (classes.some((other) => other.session && other.courseId === item.courseId)) return null;
  return (
    <Link
      to={paths.faculty.scheduleClassFor(item.courseId)}
      className={buttonClass('secondary')}
      aria-label={t('faculty.dashboard.scheduleClassOf', { course: item.courseName })}
    >
      <Video aria-hidden="true" className="size-4" />
      {t('faculty.dashboard.scheduleClass')}
    </Link>
  );
}

function TodaysClasses({ classes }: { classes: TodayClass[] }) {
  const t = useT();
  // The Start Class link appears by itself when the window opens.
  const now = useNow(15_000);
  return (
    <Panel id="dashboard-today" title={t('faculty.dashboard.todaysClasses')}>
      {classes.length === 0 ? (
        <p className={muted}>{t('faculty.dashboard.noClasses')}</p>
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
                  {/* Each part isolated: a code and an Urdu time on one line keep their own order. */}
                  {[item.code, item.time && formatClockTimes(item.time)]
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
                    ? [t('faculty.virtual'), item.session?.title]
                        .filter(Boolean)
                        .flatMap((part, i) => [i > 0 && ' · ', <bdi key={i}>{part}</bdi>])
                    : item.room
                      ? roomLabel(item.room, (room) => t('faculty.room', { room }))
                      : t('faculty.onCampus')}
                </p>
              </div>
              <ClassAction item={item} classes={classes} now={now} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function RecentSubmissions({ submissions }: { submissions: FacultyDashboard['recentSubmissions'] }) {
  const t = useT();
  return (
    <Panel id="dashboard-submissions" title={t('faculty.dashboard.recentSubmissions')}>
      {submissions.length === 0 ? (
        <p className={muted}>{t('faculty.dashboard.noSubmissions')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {submissions.map((item) => (
            <li
              key={item._id}
              className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p dir="auto" className="font-semibold">
                  {item.student.name}{' '}
                  <span className="font-normal text-slate-600 dark:text-slate-400">
                    (<bdi dir="ltr">{item.student.student_id}</bdi>)
                  </span>
                </p>
                <p className="text-sm">
                  <Link
                    to={paths.faculty.submissionsOf(item.assignment._id)}
                    className="text-blue-700 underline dark:text-blue-300"
                  >
                    {item.assignment.title}
                  </Link>{' '}
                  · <bdi dir="ltr">{item.course.code}</bdi>
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {formatDateTime(item.submitted_at)}
                </p>
              </div>
              <SubmissionBadge submission={item} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Announcements() {
  const t = useT();
  const announcements = useFacultyAnnouncements();
  const now = new Date();
  return (
    <Panel id="dashboard-announcements" title={t('faculty.dashboard.announcements')}>
      {announcements.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('common.loading')}</p>
      ) : announcements.isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">{t('faculty.dashboard.announcementsFailed')}</p>
      ) : announcements.data.length === 0 ? (
        <p className={muted}>{t('faculty.dashboard.noAnnouncements')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {announcements.data.map((item) => (
            <li key={item._id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone={PRIORITY_TONE[item.priority]}>{t(`priority.${item.priority}`)}</Badge>
                <time dateTime={item.createdAt} className="text-slate-600 dark:text-slate-400">
                  {announcementAgeText(t, item.createdAt, now)}
                </time>
              </div>
              <h3 className="font-semibold break-words">
                <Link
                  dir="auto"
                  to={paths.faculty.announcement(item._id)}
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
        to={paths.faculty.announcements}
        className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
      >
        {t('announcementsPage.all')}
      </Link>
    </Panel>
  );
}

/** /faculty and /faculty/dashboard: the Faculty Dashboard (spec part 2 §2); every figure comes from the server. */
export default function FacultyDashboardPage() {
  const t = useT();
  const { user } = useAuth();
  const dashboard = useFacultyDashboard();
  if (!user) return <Navigate to={paths.login} replace />;
  const data = dashboard.data ?? EMPTY;

  return (
    <FacultyPage
      title={t('faculty.dashboard.title')}
      subtitle={
        <>
          <p className="text-lg font-medium text-slate-900 dark:text-slate-100">
            {t('faculty.dashboard.welcome', { name: user.name })}
          </p>
          <p>
            {[
              user.employee_id && t('faculty.dashboard.employeeId', { id: user.employee_id }),
              t('faculty.dashboard.role', { role: valueLabel(user.designation) ?? t('role.faculty') }),
              valueLabel(user.department ?? user.department_id?.name),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p>{t('faculty.dashboard.today', { date: formatDate(new Date().toISOString()) })}</p>
        </>
      }
    >
      {dashboard.isError && (
        <LoadError
          message={errorMessage(dashboard.error, t('faculty.dashboard.loadFailed'))}
          error={dashboard.error}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {dashboard.isPending ? (
        <Loading />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatTile label={t('faculty.stat.myCourses')} value={data.myCourses} icon={BookOpen} />
          <StatTile label={t('faculty.stat.totalStudents')} value={data.totalStudents} icon={Users} />
          <StatTile
            label={t('faculty.stat.submissionsToGrade')}
            value={data.pendingAssignments}
            icon={ClipboardCheck}
          />
          <StatTile label={t('faculty.stat.classesToday')} value={data.classesToday} icon={CalendarCheck} />
        </div>
      )}

      <Card role="region" aria-labelledby="quick-actions" className="flex flex-col gap-4">
        <h2 id="quick-actions" className="text-lg font-semibold">
          {t('faculty.dashboard.quickActions')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
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

      <div className="grid gap-4 lg:grid-cols-2">
        {!dashboard.isPending && <TodaysClasses classes={data.todaysClasses} />}
        {!dashboard.isPending && <RecentSubmissions submissions={data.recentSubmissions} />}
        <Announcements />
      </div>
    </FacultyPage>
  );
}
