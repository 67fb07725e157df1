import { CalendarPlus, Video } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  facultyCanStart,
  facultySessionLabel,
  isPastSession,
  type FacultySessionLabel,
} from '@contract/rules/virtual-classes';
import type { VirtualSession } from '@contract/virtual-classes';
import { QUICK_DURATION_DEFAULT, QUICK_DURATIONS, sessionTiming } from '@contract/virtual-class-timing';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import type { Tone } from '../../components/tones';
import { Alert } from '../../components/ui/alert';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Select, Textarea } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import {
  type FieldErrors,
  focusFirstError,
  lazySchema,
  zodFieldErrors,
  serverFieldErrors,
} from '../../lib/forms';
import { useNow } from '../../lib/use-now';
import { useT, type TranslationKey } from '../../lib/i18n';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useCancelSession } from './api/cancel-session';
import { useCreateSession } from './api/create-session';
import { useEndSession } from './api/end-session';
import { useFacultyCourses, type FacultyCourse } from './api/get-courses';
import { useMySessions } from './api/get-my-sessions';
import { useStartSession } from './api/start-session';
import { Badge } from './components/badges';
import { collegeDateTimeToIso, collegeToday } from './components/college-date';
import { CourseSelect } from './components/course-select';
import { FacultyPage } from './components/faculty-page';

const createSessionRequestSchema = lazySchema(() =>
  import('@contract/virtual-classes').then((m) => m.CreateSessionRequestSchema),
);

/** Labels such as Ready to Start move with the clock, so the page re-reads it this often. */
const CLOCK_TICK_MS = 30_000;

const LABELS: Record<FacultySessionLabel, { label: TranslationKey; tone: Tone }> = {
  completed: { label: 'faculty.virtual.label.completed', tone: 'slate' },
  cancelled: { label: 'faculty.virtual.label.cancelled', tone: 'red' },
  live: { label: 'faculty.virtual.label.live', tone: 'green' },
  readyToStart: { label: 'faculty.virtual.label.readyToStart', tone: 'orange' },
  upcoming: { label: 'faculty.virtual.label.upcoming', tone: 'blue' },
};

// ---- The quick schedule form (spec part 2 §5 "Virtual class create form") --------------------------------

const ORDER = ['course_id', 'title', 'scheduled_date', 'duration', 'description'] as const;
type Name = (typeof ORDER)[number];
type Values = Record<Name, string>;

const initialValues = (courseId = ''): Values => ({
  course_id: courseId,
  title: '',
  scheduled_date: '',
  duration: String(QUICK_DURATION_DEFAULT),
  description: '',
});

function QuickScheduleForm({
  courses,
  onCreated,
}: {
  courses: readonly FacultyCourse[];
  onCreated: (message: string) => void;
}) {
  const t = useT();
  const create = useCreateSession();
  const [values, setValues] = useState<Values>(() => initialValues());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (name: Name, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = (await createSessionRequestSchema()).safeParse({
      ...values,
      scheduled_date: collegeDateTimeToIso(values.scheduled_date),
    });
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(ORDER, fieldErrors);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setValues(initialValues(values.course_id));
        onCreated(message ?? t('faculty.virtual.created'));
      },
      onError: (error) => {
        const known = serverFieldErrors(error, ORDER);
        setErrors(known);
        focusFirstError(ORDER, known);
        setFailure(errorMessage(error, t('faculty.virtual.createFailed')));
      },
    });
  };

  return (
    <Card role="region" aria-labelledby="quick-schedule" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="quick-schedule" className="text-lg font-semibold">
          {t('faculty.virtual.formTitle')}
        </h2>
        <Link
          to={paths.faculty.scheduleClass}
          className="text-sm font-medium text-blue-700 underline dark:text-blue-300"
        >
          {t('faculty.virtual.detailedForm')}
        </Link>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field id="course_id" label={t('faculty.course')} error={errors.course_id}>
          <CourseSelect
            id="course_id"
            courses={courses}
            value={values.course_id}
            onChange={(v) => set('course_id', v)}
            placeholder={t('register.choose')}
            error={errors.course_id}
          />
        </Field>
        <Field id="title" label={t('faculty.session.titleField')} error={errors.title}>
          <Input
            id="title"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            error={errors.title}
            aria-required="true"
            maxLength={150}
          />
        </Field>
        <Field
          id="scheduled_date"
          label={t('faculty.virtual.dateTime')}
          error={errors.scheduled_date}
          hint={t('faculty.session.timeHint')}
        >
          <Input
            id="scheduled_date"
            type="datetime-local"
            min={`${collegeToday()}T00:00`}
            value={values.scheduled_date}
            onChange={(e) => set('scheduled_date', e.target.value)}
            error={errors.scheduled_date}
            hint={t('faculty.session.timeHint')}
            aria-required="true"
          />
        </Field>
        <Field id="duration" label={t('faculty.session.duration')} error={errors.duration}>
          <Select
            id="duration"
            value={values.duration}
            onChange={(e) => set('duration', e.target.value)}
            options={QUICK_DURATIONS.map((minutes) => ({
              value: String(minutes),
              label: t('faculty.session.minutes', { minutes }),
            }))}
            error={errors.duration}
          />
        </Field>
        <Field
          id="description"
          label={t('faculty.session.description')}
          error={errors.description}
          className="sm:col-span-2"
        >
          <Textarea
            id="description"
            rows={3}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
          />
        </Field>
        <FormFeedback error={failure} className="justify-end sm:col-span-2">
          <Button type="submit" busy={create.isPending}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('faculty.virtual.create')}
          </Button>
        </FormFeedback>
      </form>
    </Card>
  );
}

// ---- The session lists ----------------------------------------------------------------------------------

type Actions = {
  busyId: string | null;
  onStart: (session: VirtualSession) => void;
  onEnd: (session: VirtualSession) => void;
  onCancel: (session: VirtualSession) => void;
};

function SessionActions({ session, now, actions }: { session: VirtualSession; now: Date; actions: Actions }) {
  const t = useT();
  if (isPastSession(session)) return null;
  const busy = actions.busyId === session._id;
  const canStart = facultyCanStart(sessionTiming(session), now);
  return (
    <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
      {!canStart ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('faculty.virtual.tooEarly')}</p>
      ) : session.status === 'ongoing' ? (
        <Link to={paths.classroom(session._id)} className={buttonClass('success')}>
          <Video aria-hidden="true" className="size-4" />
          {t('faculty.virtual.join')}
        </Link>
      ) : (
        <Button variant="success" busy={busy} onClick={() => actions.onStart(session)}>
          <Video aria-hidden="true" className="size-4" />
          {t('faculty.virtual.start')}
        </Button>
      )}
      {session.status === 'ongoing' ? (
        <Button variant="danger" disabled={busy} onClick={() => actions.onEnd(session)}>
          {t('faculty.virtual.end')}
        </Button>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => actions.onCancel(session)}>
          {t('faculty.virtual.cancel')}
        </Button>
      )}
    </div>
  );
}

function SessionCard({ session, now, actions }: { session: VirtualSession; now: Date; actions: Actions }) {
  const t = useT();
  const { label, tone } = LABELS[facultySessionLabel(sessionTiming(session), now)];
  const headingId = `session-${session._id}`;
  const rows: { label: string; value: ReactNode }[] = [
    { label: t('faculty.virtual.when'), value: formatDateTime(session.scheduled_date) },
    {
      label: t('faculty.virtual.durationLabel'),
      value: t('faculty.session.minutes', { minutes: session.duration }),
    },
    { label: t('faculty.virtual.participants'), value: session.participant_count },
  ];
  if (session.section) rows.push({ label: t('faculty.virtual.section'), value: session.section });
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {session.title}
        </h3>
        <Badge tone={tone}>{t(label)}</Badge>
      </div>
      <p className="text-sm font-medium text-blue-700 dark:text-blue-300">
        {session.course_id.code} - {session.course_id.name}
      </p>
      {session.description && (
        <p dir="auto" className="line-clamp-3 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          {session.description}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
            <dd className="font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
      <SessionActions session={session} now={now} actions={actions} />
    </Card>
  );
}

function SessionSection({
  id,
  title,
  sessions,
  now,
  actions,
}: {
  id: string;
  title: string;
  sessions: VirtualSession[];
  now: Date;
  actions: Actions;
}) {
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {sessions.map((session) => (
          <SessionCard key={session._id} session={session} now={now} actions={actions} />
        ))}
      </div>
    </section>
  );
}

const startTime = (s: VirtualSession) => Date.parse(s.scheduled_date);

/** /faculty/virtual-classes: the quick schedule form and the teacher's sessions (spec part 2 §2, §4). */
export default function VirtualClassesPage() {
  const t = useT();
  const navigate = useNavigate();
  const courses = useFacultyCourses();
  const sessions = useMySessions();
  const start = useStartSession();
  const end = useEndSession();
  const cancel = useCancelSession();
  const now = useNow(CLOCK_TICK_MS);
  const [success, setSuccess] = useTimedMessage();
  const [failure, setFailure] = useState<string | null>(null);

  const busyId =
    (start.isPending && start.variables) ||
    (end.isPending && end.variables) ||
    (cancel.isPending && cancel.variables) ||
    null;

  const actions: Actions = {
    busyId,
    onStart: (session) => {
      setFailure(null);
      start.mutate(session._id, {
        onSuccess: () => navigate(paths.classroom(session._id)),
        onError: (error) => setFailure(errorMessage(error, t('faculty.session.startFailed'))),
      });
    },
    onEnd: (session) => {
      if (!window.confirm(t('faculty.virtual.confirmEnd', { title: session.title }))) return;
      setFailure(null);
      end.mutate(session._id, {
        onSuccess: ({ data, message }) => {
          const { present, late, absent, kept } = data.attendance;
          setSuccess(message ?? t('faculty.virtual.ended', { n: present + late + absent + kept }));
        },
        onError: (error) => setFailure(errorMessage(error, t('faculty.virtual.endFailed'))),
      });
    },
    onCancel: (session) => {
      if (!window.confirm(t('faculty.virtual.confirmCancel', { title: session.title }))) return;
      setFailure(null);
      cancel.mutate(session._id, {
        onSuccess: ({ message }) => setSuccess(message ?? t('faculty.virtual.cancelled')),
        onError: (error) => setFailure(errorMessage(error, t('faculty.virtual.cancelFailed'))),
      });
    },
  };

  const list = sessions.data ?? [];
  const active = list.filter((s) => !isPastSession(s)).sort((a, b) => startTime(a) - startTime(b));
  const past = list.filter((s) => isPastSession(s)).sort((a, b) => startTime(b) - startTime(a));

  return (
    <FacultyPage title={t('faculty.virtual.title')} subtitle={t('faculty.virtual.subtitle')}>
      <FormFeedback floating success={success} error={failure} />
      {courses.isPending ? (
        <Loading />
      ) : courses.isError ? (
        <LoadError
          message={errorMessage(courses.error, t('faculty.courses.loadFailed'))}
          error={courses.error}
          retrying={courses.isFetching}
          onRetry={() => void courses.refetch()}
        />
      ) : courses.data.length === 0 ? (
        <Alert tone="info">
          <p className="font-semibold">{t('faculty.courses.noneAssigned')}</p>
          <p>{t('faculty.courses.noneAssignedHint')}</p>
        </Alert>
      ) : (
        <QuickScheduleForm courses={courses.data} onCreated={setSuccess} />
      )}
      {sessions.isPending ? (
        <Loading />
      ) : !sessions.data ? (
        <LoadError
          message={errorMessage(sessions.error, t('faculty.virtual.loadFailed'))}
          error={sessions.error}
          retrying={sessions.isFetching}
          onRetry={() => void sessions.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={Video}>
          <p className="font-semibold">{t('faculty.virtual.empty')}</p>
          <p className="text-sm">{t('faculty.virtual.emptyHint')}</p>
          <Link to={paths.faculty.scheduleClass} className={buttonClass('primary', 'mt-2')}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('faculty.virtual.scheduleFirst')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <SessionSection
            id="active-sessions"
            title={t('faculty.virtual.active')}
            sessions={active}
            now={now}
            actions={actions}
          />
          <SessionSection
            id="past-sessions"
            title={t('faculty.virtual.past')}
            sessions={past}
            now={now}
            actions={actions}
          />
        </>
      )}
    </FacultyPage>
  );
}
