import { CalendarClock, Clock, Radio, User, Video } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  countdownTo,
  STUDENT_JOIN_WINDOW_MINUTES,
  studentJoinState,
  studentSessionBadge,
} from '@contract/rules/virtual-classes';
import type { StudentVirtualSession as VirtualSession } from '@contract/virtual-classes';
import { sessionTiming } from '@contract/virtual-class-timing';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { TermPicker } from '../../components/term-picker';
import { LoadError } from '../../components/load-error';
import { badgeClass, badgeTone } from '../../components/tones';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { termIsOver, useChosenTerm, useTermParam } from '../../lib/terms';
import { useNow } from '../../lib/use-now';
import { useT, type Translate } from '../../lib/i18n';
import { useStudentSessions } from './api/get-virtual-sessions';
import { ExtraSessionNote } from './components/extra-session-note';
import { StudentPage } from './components/student-page';

/** Countdowns and Join buttons move on this clock, between the list's 30-second refreshes. */
const CLOCK_TICK_MS = 15_000;

/** 'In N day(s)', 'In Xh Ym' or 'In N minutes' (spec part 2 §2); null once the start has passed. */
function countdownLabel(t: Translate, start: Date, now: Date): string | null {
  const c = countdownTo(start, now);
  switch (c.unit) {
    case 'days':
      return t('student.virtual.inDays', { days: c.days });
    case 'hoursMinutes':
      return t('student.virtual.inHoursMinutes', { hours: c.hours, minutes: c.minutes });
    case 'minutes':
      return t('student.virtual.inMinutes', { minutes: c.minutes });
    case 'started':
      return null;
  }
}

function SessionHeader({ session, badge }: { session: VirtualSession; badge: ReactNode }) {
  const t = useT();
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 dir="auto" id={`session-${session._id}`} className="text-lg font-semibold">
          {session.title}
        </h3>
        {badge}
      </div>
      <p dir="auto" className="text-sm font-medium text-blue-700 dark:text-blue-300">
        {session.course_id.code} - {session.course_id.name}
      </p>
      {session.extra && <ExtraSessionNote />}
      {session.instructor_id && (
        <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
          <User aria-hidden="true" className="size-4" />
          {t('student.virtual.instructor', { name: session.instructor_id.name })}
        </p>
      )}
      {session.section && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('student.virtual.section', { section: session.section })}
        </p>
      )}
      {session.description && (
        <p dir="auto" className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          {session.description}
        </p>
      )}
    </>
  );
}

function LiveCard({ session }: { session: VirtualSession }) {
  const t = useT();
  return (
    <Card
      role="article"
      aria-labelledby={`session-${session._id}`}
      className="flex flex-col gap-2 border-red-300 dark:border-red-800"
    >
      <SessionHeader
        session={session}
        badge={
          <span className={cn(badgeClass, badgeTone.red, 'gap-1')}>
            <Radio aria-hidden="true" className="size-3" />
            {t('student.virtual.live')}
          </span>
        }
      />
      <Link to={paths.classroom(session._id)} className={buttonClass('danger', 'mt-2 self-start')}>
        <Video aria-hidden="true" className="size-4" />
        {t('student.virtual.joinNow')}
      </Link>
    </Card>
  );
}

function UpcomingCard({ session, now }: { session: VirtualSession; now: Date }) {
  const t = useT();
  const timing = sessionTiming(session);
  const badge = studentSessionBadge(timing, now);
  const join = studentJoinState(timing, now);
  const countdown = countdownLabel(t, timing.scheduledAt, now);
  return (
    <Card role="article" aria-labelledby={`session-${session._id}`} className="flex flex-col gap-2">
      <SessionHeader
        session={session}
        badge={
          <span className={cn(badgeClass, badgeTone[badge === 'startingSoon' ? 'orange' : 'blue'])}>
            {t(
              badge === 'startingSoon'
                ? 'student.virtual.badge.startingSoon'
                : 'student.virtual.badge.upcoming',
            )}
          </span>
        }
      />
      <div className="grid gap-1 text-sm">
        {countdown && (
          <p>
            <span className="text-slate-600 dark:text-slate-400">{t('student.virtual.startsIn')}</span>{' '}
            <strong>{countdown}</strong>
          </p>
        )}
        <p className="flex items-center gap-1.5">
          <CalendarClock aria-hidden="true" className="size-4 text-slate-500" />
          {formatDateTime(session.scheduled_date)}
        </p>
        <p className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-slate-500" />
          {t('student.virtual.duration', { minutes: session.duration })}
        </p>
      </div>
      {join === 'open' ? (
        <Link to={paths.classroom(session._id)} className={buttonClass('primary', 'mt-2 self-start')}>
          <Video aria-hidden="true" className="size-4" />
          {t('student.virtual.join')}
        </Link>
      ) : (
        <div className="mt-2 flex flex-col items-start gap-1">
          <Button variant="secondary" disabled>
            {join === 'notYetOpen' ? t('student.virtual.notYet') : t('student.virtual.ended')}
          </Button>
          {join === 'notYetOpen' && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('student.virtual.opensAt', { minutes: STUDENT_JOIN_WINDOW_MINUTES })}
            </p>
          )}
        </div>
      )}
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  // An id of its own: one made from the title was "section--" for every Urdu title, so both sections had one name.
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">{children}</div>
    </section>
  );
}

const byStart = (a: VirtualSession, b: VirtualSession) =>
  Date.parse(a.scheduled_date) - Date.parse(b.scheduled_date);

/**
 * /student/virtual-classes: live and upcoming classes of the student's courses (spec part 2 §2, §4) of the term
 * in view; another term's (or all) with the term picker. An ended term has none ahead, and says so.
 */
export default function StudentVirtualClassesPage() {
  const t = useT();
  const [term, setTerm] = useTermParam();
  const chosen = useChosenTerm(term);
  const sessions = useStudentSessions(term);
  const now = useNow(CLOCK_TICK_MS);
  const list = sessions.data ?? [];
  const live = list.filter((s) => s.status === 'ongoing').sort(byStart);
  const upcoming = list.filter((s) => s.status === 'scheduled').sort(byStart);

  return (
    <StudentPage title={t('student.virtual.title')} subtitle={t('student.virtual.subtitle')}>
      <TermPicker value={term} onChange={setTerm} />
      {sessions.isPending ? (
        <div className="flex flex-col items-center gap-3 py-10">
          <Spinner size="lg" />
          <p role="status">{t('student.virtual.loading')}</p>
        </div>
      ) : !sessions.data ? (
        <LoadError
          message={errorMessage(sessions.error, t('student.virtual.loadFailed'))}
          error={sessions.error}
          retrying={sessions.isFetching}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <>
          {/* A failed refresh keeps the last list on screen, under the error. */}
          {sessions.isError && <Alert>{errorMessage(sessions.error, t('student.virtual.loadFailed'))}</Alert>}
          {live.length === 0 && upcoming.length === 0 && (
            <EmptyState icon={Video}>
              {termIsOver(chosen) && chosen ? (
                <p className="font-semibold">{t('student.virtual.termOver', { name: chosen.name })}</p>
              ) : (
                <>
                  <p className="font-semibold">{t('student.virtual.empty')}</p>
                  <p className="text-sm">{t('student.virtual.emptyHint')}</p>
                </>
              )}
            </EmptyState>
          )}
          {live.length > 0 && (
            <Section title={t('student.virtual.liveNow')}>
              {live.map((session) => (
                <LiveCard key={session._id} session={session} />
              ))}
            </Section>
          )}
          {upcoming.length > 0 && (
            <Section title={t('student.virtual.upcoming')}>
              {upcoming.map((session) => (
                <UpcomingCard key={session._id} session={session} now={now} />
              ))}
            </Section>
          )}
        </>
      )}
    </StudentPage>
  );
}
