/**
 * The live classroom, /classroom/:classId (spec part 2 §2 "Live classroom"; issue 7). The session comes from
 * the server (course, instructor, room, Jitsi server); the teacher of a scheduled class starts it first;
 * everyone else joins, and a refusal from the server is shown as a card, never as a broken embed.
 */
import { useMutation } from '@tanstack/react-query';
import { Ban, Clock, VideoOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { facultyCanStart } from '@contract/rules/virtual-classes';
import type { JoinSessionResult, VirtualSessionDetail } from '@contract/virtual-classes';
import { CLASSROOM_WELCOME_BANNER_MS, sessionTiming } from '@contract/virtual-class-timing';
import { roleHome } from '../../app/paths';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, isApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useNow } from '../../lib/use-now';
import { loadDocument } from '../../lib/navigation';
import { useVirtualSession } from './api/get-session';
import { joinSession } from './api/join-session';
import { leaveSession } from './api/leave-session';
import { startSession } from './api/start-session';
import { ClassInfo } from './components/class-info';
import { ClassroomCard } from './components/classroom-card';
import { ClassroomHeader } from './components/classroom-header';
import { ConnectingOverlay } from './components/connecting-overlay';
import { WelcomeBanner } from './components/welcome-banner';
import { useJitsiConference, type Conference } from './use-jitsi-conference';

/** Back one page; a classroom opened straight from an address goes to the user's area instead. */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const firstPage = location.key === 'default';
  return useCallback(() => {
    if (firstPage) navigate(roleHome(user?.role), { replace: true });
    else navigate(-1);
  }, [firstPage, navigate, user?.role]);
}

/** The whole window, without the site's header and footer: the classroom's own header, then the room. */
function FullScreen({ title, header, children }: { title: string; header?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-slate-950 text-white">
      <title>{`${title} | ${t('app.name')}`}</title>
      {header}
      <main className="flex min-h-0 flex-1 flex-col">{children}</main>
    </div>
  );
}

/** A refusal or load failure is worth asking again only when waiting can change it. */
const isRetryable = (error: unknown) =>
  isApiError(error) && (error.status === NETWORK_ERROR_STATUS || error.status >= 500 || error.status === 409);

export default function ClassroomPage() {
  const { classId = '' } = useParams();
  const t = useT();
  const goBack = useGoBack();
  const query = useVirtualSession(classId);

  if (query.isPending) {
    return (
      <FullScreen title={t('classroom.title')}>
        <div className="flex flex-1 items-center justify-center">
          <Spinner size="lg" label={t('classroom.loading')} className="text-blue-300" />
        </div>
      </FullScreen>
    );
  }
  if (query.isError) {
    return (
      <FullScreen title={t('classroom.title')}>
        <div className="flex flex-1 items-center justify-center p-4">
          <ClassroomCard
            role="alert"
            title={t('classroom.refused.title')}
            icon={<Ban aria-hidden="true" className="size-10 text-red-600" />}
            actions={
              <>
                {isRetryable(query.error) && (
                  <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
                    {t('classroom.tryAgain')}
                  </Button>
                )}
                <Button onClick={goBack}>{t('classroom.goBack')}</Button>
              </>
            }
          >
            <p>{errorMessage(query.error, t('classroom.loadFailed'))}</p>
          </ClassroomCard>
        </div>
      </FullScreen>
    );
  }
  return <Classroom key={query.data.session._id} initial={query.data.session} />;
}

type Stage =
  | { kind: 'preStart' }
  | { kind: 'joining' }
  | { kind: 'refused'; error: unknown; at: number }
  | { kind: 'live'; result: JoinSessionResult };

function Classroom({ initial }: { initial: VirtualSessionDetail }) {
  const t = useT();
  const goBack = useGoBack();
  const location = useLocation();
  const { user } = useAuth();
  // The session's _id, not the address's classId, which may be a course id.
  const sessionId = initial._id;
  const [session, setSession] = useState(initial);
  const [stage, setStage] = useState<Stage>(() =>
    initial.is_moderator && initial.status === 'scheduled' ? { kind: 'preStart' } : { kind: 'joining' },
  );
  const [infoOpen, setInfoOpen] = useState(false);
  const [bannerOpen, setBannerOpen] = useState(true);
  const leavingRef = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const course = session.course_id;
  const subject = `${course.name} (${course.code})`;

  // Joins whenever the stage turns to 'joining': on arrival, after Start Class, on Try Again. One call at a
  // time, so that the development double effect does not join twice.
  const joinInFlight = useRef(false);
  useEffect(() => {
    if (stage.kind !== 'joining' || joinInFlight.current) return;
    joinInFlight.current = true;
    joinSession(sessionId)
      .then(
        (result) => {
          setSession(result.session);
          setStage({ kind: 'live', result });
        },
        (error: unknown) => setStage({ kind: 'refused', error, at: Date.now() }),
      )
      .finally(() => {
        joinInFlight.current = false;
      });
  }, [stage.kind, sessionId]);

  const start = useMutation({
    mutationFn: () => startSession(sessionId),
    onSuccess: ({ session: started }) => {
      setSession((current) => ({ ...current, ...started }));
      setStage({ kind: 'joining' });
    },
  });

  const displayName = user?.name ?? '';
  const email = user?.email ?? '';
  const conference = useMemo<Conference | null>(
    () =>
      stage.kind === 'live'
        ? {
            domain: stage.result.session.jitsi_domain,
            scriptUrl: stage.result.session.jitsi_script_url,
            roomName: stage.result.room_name,
            jwt: stage.result.jwt,
            displayName,
            email,
            subject,
          }
        : null,
    [stage, displayName, email, subject],
  );

  const live = stage.kind === 'live';
  const { status, participants, leave } = useJitsiConference(conference, container, () => {
    leavingRef.current = true;
    leaveSession(sessionId).catch(() => {});
    goBack();
  });

  // Leaving the page any other way (the browser's Back button) still records the leave.
  useEffect(() => {
    if (!live) return;
    return () => {
      if (leavingRef.current) return;
      leavingRef.current = true;
      leaveSession(sessionId).catch(() => {});
    };
  }, [live, sessionId]);

  // The welcome banner hides itself a few seconds after joining.
  const joined = status === 'joined';
  useEffect(() => {
    if (!joined) return;
    const timer = setTimeout(() => setBannerOpen(false), CLASSROOM_WELCOME_BANNER_MS);
    return () => clearTimeout(timer);
  }, [joined]);

  let body: ReactNode;
  if (stage.kind === 'preStart') {
    body = (
      <PreStartCard
        session={session}
        starting={start.isPending}
        error={start.isError ? errorMessage(start.error, t('classroom.startFailed')) : null}
        onStart={() => start.mutate()}
        onBack={goBack}
      />
    );
  } else if (stage.kind === 'joining') {
    body = <Spinner size="lg" label={t('classroom.connecting')} className="text-blue-300" />;
  } else if (stage.kind === 'refused') {
    body = (
      <RefusalCard
        session={session}
        error={stage.error}
        at={stage.at}
        onRetry={() => setStage({ kind: 'joining' })}
        onBack={goBack}
      />
    );
  }

  return (
    <FullScreen
      title={`${subject} | ${t('classroom.title')}`}
      header={
        <ClassroomHeader
          session={session}
          // A count only once in the conference; in its error state the card's Retry is the one action.
          participants={joined ? participants : null}
          infoOpen={infoOpen}
          onToggleInfo={() => setInfoOpen((open) => !open)}
          onBack={live ? leave : goBack}
          onLeave={live && status !== 'error' ? leave : null}
        />
      }
    >
      {infoOpen && <ClassInfo session={session} />}
      {live ? (
        <div className="relative flex-1">
          <div ref={container} className="absolute inset-0" />
          {status === 'connecting' && <ConnectingOverlay />}
          {status === 'error' && (
            <div className="absolute inset-0 z-30 flex items-center justify-center bg-slate-950 p-4">
              <ClassroomCard
                role="alert"
                title={t('classroom.connectionError')}
                icon={<VideoOff aria-hidden="true" className="size-10 text-red-600" />}
                actions={
                  <>
                    <Button onClick={() => loadDocument(`${location.pathname}${location.search}`)}>
                      {t('classroom.retry')}
                    </Button>
                    <Button variant="secondary" onClick={leave}>
                      {t('classroom.goBack')}
                    </Button>
                  </>
                }
              >
                <p>{t('classroom.failedToLoadVideo')}</p>
              </ClassroomCard>
            </div>
          )}
          {bannerOpen && status !== 'error' && (
            <WelcomeBanner
              course={course.name}
              instructor={session.is_moderator}
              onClose={() => setBannerOpen(false)}
            />
          )}
        </div>
      ) : (
        <div className="flex flex-1 items-center justify-center overflow-y-auto p-4">{body}</div>
      )}
    </FullScreen>
  );
}

/** The server's refusal (403, 404, 409), with the opening time when the class is not open yet. */
function RefusalCard({
  session,
  error,
  at,
  onRetry,
  onBack,
}: {
  session: VirtualSessionDetail;
  error: unknown;
  /** When the server refused, in ms. */
  at: number;
  onRetry: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const notYetOpen =
    session.status === 'scheduled' && Date.parse(session.join_opens_at) > at && isApiError(error);
  const waitForTeacher = isApiError(error) && error.status === 409 && !session.is_moderator;
  return (
    <ClassroomCard
      role="alert"
      title={t('classroom.refused.title')}
      icon={
        notYetOpen ? (
          <Clock aria-hidden="true" className="size-10 text-blue-700" />
        ) : (
          <Ban aria-hidden="true" className="size-10 text-red-600" />
        )
      }
      actions={
        <>
          {(notYetOpen || isRetryable(error)) && (
            <Button variant="secondary" onClick={onRetry}>
              {t('classroom.tryAgain')}
            </Button>
          )}
          <Button onClick={onBack}>{t('classroom.goBack')}</Button>
        </>
      }
    >
      <p>{errorMessage(error, t('classroom.joinFailed'))}</p>
      {waitForTeacher && <p>{t('classroom.refused.waitForTeacher')}</p>}
      {notYetOpen && (
        <p className="font-semibold">
          {t('classroom.refused.opensAt', { time: formatDateTime(session.join_opens_at) })}
        </p>
      )}
    </ClassroomCard>
  );
}

/** The teacher of a scheduled class starts it here, from 15 minutes before its time. */
function PreStartCard({
  session,
  starting,
  error,
  onStart,
  onBack,
}: {
  session: VirtualSessionDetail;
  starting: boolean;
  error: string | null;
  onStart: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const now = useNow(15_000);
  const canStart = facultyCanStart(sessionTiming(session), now);
  return (
    <ClassroomCard
      title={t('classroom.preStart.title')}
      icon={<Clock aria-hidden="true" className="size-10 text-blue-700" />}
      actions={
        <>
          <Button variant="secondary" onClick={onBack}>
            {t('classroom.goBack')}
          </Button>
          <Button variant="success" disabled={!canStart} busy={starting} onClick={onStart}>
            {t('classroom.preStart.start')}
          </Button>
        </>
      }
    >
      <p dir="auto" className="font-semibold text-slate-900 dark:text-slate-100">
        {session.title}
      </p>
      <p>{t('classroom.preStart.scheduled', { time: formatDateTime(session.scheduled_date) })}</p>
      <p>{canStart ? t('classroom.preStart.body') : t('classroom.preStart.notYet')}</p>
      {error && <Alert className="text-start">{error}</Alert>}
    </ClassroomCard>
  );
}
