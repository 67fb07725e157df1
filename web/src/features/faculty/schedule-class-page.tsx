import { CalendarPlus, Video } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  MAX_PARTICIPANTS_DEFAULT,
  MAX_PARTICIPANTS_MAX,
  MAX_PARTICIPANTS_MIN,
  SCHEDULE_DURATION_DEFAULT,
  SCHEDULE_DURATIONS,
  SCHEDULE_REDIRECT_MS,
} from '@contract/virtual-class-timing';
import { paths } from '../../app/paths';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';

import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Input, Select, Textarea } from '../../components/ui/input';
import { errorMessage, isApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { type FieldErrors, focusFirstError, lazySchema, zodFieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { useCreateSession } from './api/create-session';
import { useFacultyCourses, type FacultyCourse } from './api/get-courses';
import { useScheduleClass } from './api/schedule-class';
import { collegeDateTimeToIso, collegeToday } from './components/college-date';
import { CourseSelect } from './components/course-select';
import { FacultyPage } from './components/faculty-page';

const createSessionRequestSchema = lazySchema(() =>
  import('@contract/virtual-classes').then((m) => m.CreateSessionRequestSchema),
);
const scheduleClassRequestSchema = lazySchema(() =>
  import('@contract/virtual-classes').then((m) => m.ScheduleClassRequestSchema),
);

const ORDER = [
  'courseId',
  'title',
  'scheduledDate',
  'scheduledTime',
  'duration',
  'section',
  'maxParticipants',
  'description',
] as const;
type Name = (typeof ORDER)[number];
type Values = Record<Name, string>;

const INITIAL: Values = {
  courseId: '',
  title: '',
  scheduledDate: '',
  scheduledTime: '',
  duration: String(SCHEDULE_DURATION_DEFAULT),
  section: '',
  maxParticipants: String(MAX_PARTICIPANTS_DEFAULT),
  description: '',
};

/** Server field errors of the quick create call (Start Now), under this form's field names. */
const CREATE_FIELDS: Record<string, Name> = {
  course_id: 'courseId',
  title: 'title',
  description: 'description',
  duration: 'duration',
};

function knownErrors(error: unknown, rename: Record<string, Name> = {}): FieldErrors {
  const result: FieldErrors = {};
  if (!isApiError(error)) return result;
  for (const [field, message] of Object.entries(error.fieldErrors())) {
    const name = rename[field] ?? field;
    if ((ORDER as readonly string[]).includes(name)) result[name] = message;
  }
  return result;
}

function ScheduleForm({ courses }: { courses: readonly FacultyCourse[] }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useAuth();
  const schedule = useScheduleClass();
  const create = useCreateSession();
  // `?course=` (Today's Classes' Schedule class) chooses the course when it is one of the teacher's.
  const [values, setValues] = useState<Values>(() => {
    const preset = params.get('course');
    return { ...INITIAL, courseId: courses.some((c) => c._id === preset) ? preset! : '' };
  });
  const course = courses.find((c) => c._id === values.courseId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [scheduled, setScheduled] = useState(false);
  const today = collegeToday();

  // After 'Class Scheduled Successfully!' the list follows, unless the teacher has already left the page.
  useEffect(() => {
    if (!scheduled) return;
    const timer = setTimeout(() => navigate(paths.faculty.virtualClasses), SCHEDULE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [scheduled, navigate]);

  const set = (name: Name, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    focusFirstError(ORDER, fieldErrors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { scheduledDate, scheduledTime } = values;
    // The class's semester and department are the course's: the server takes them from it.
    const parsed = (await scheduleClassRequestSchema()).safeParse({
      ...values,
      scheduledDateTime:
        scheduledDate && scheduledTime
          ? collegeDateTimeToIso(`${scheduledDate}T${scheduledTime}`)
          : undefined,
      instructorId: user?._id,
    });
    const fieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    // Dates compare as text: both are YYYY-MM-DD at the college.
    if (!fieldErrors.scheduledDate && scheduledDate && scheduledDate < collegeToday()) {
      fieldErrors.scheduledDate = t('faculty.schedule.dateBeforeToday');
    }
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      showErrors(fieldErrors);
      return;
    }
    schedule.mutate(parsed.data, {
      onSuccess: () => setScheduled(true),
      onError: (error) => {
        showErrors(knownErrors(error));
        setFailure(errorMessage(error, t('faculty.schedule.failed')));
      },
    });
  };

  /** Start Now: a session for the chosen course from this moment, started at once, then its classroom. */
  const startNow = async () => {
    setFailure(null);
    const parsed = (await createSessionRequestSchema()).safeParse({
      course_id: values.courseId,
      title: values.title.trim() || (course ? t('faculty.schedule.liveTitle', { course: course.name }) : ''),
      description: values.description,
      scheduled_date: new Date().toISOString(),
      duration: values.duration,
      start_now: true,
    });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const [field, message] of Object.entries(zodFieldErrors(parsed.error))) {
        fieldErrors[CREATE_FIELDS[field] ?? field] = message;
      }
      showErrors(fieldErrors);
      return;
    }
    try {
      // Created and started in one call: a start that fails leaves no session to clash with the next try.
      const { data } = await create.mutateAsync(parsed.data);
      const sessionId = data.session._id;
      const query = new URLSearchParams();
      if (course) query.set('semester', String(course.semester));
      if (course?.department_id) query.set('department', course.department_id._id);
      const search = query.toString();
      navigate(`${paths.classroom(sessionId)}${search ? `?${search}` : ''}`);
    } catch (error) {
      showErrors(knownErrors(error, CREATE_FIELDS));
      setFailure(errorMessage(error, t('faculty.session.startFailed')));
    }
  };

  const starting = create.isPending;
  const busy = schedule.isPending || starting || scheduled;

  return (
    <Card className="flex flex-col gap-4">
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field
          id="courseId"
          label={t('faculty.course')}
          error={errors.courseId}
          hint={
            course
              ? [t('faculty.semesterN', { semester: course.semester }), course.department_id?.name]
                  .filter(Boolean)
                  .join(' · ')
              : undefined
          }
        >
          <CourseSelect
            id="courseId"
            courses={courses}
            value={values.courseId}
            onChange={(courseId) => set('courseId', courseId)}
            placeholder={t('register.choose')}
            error={errors.courseId}
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
        <Field id="scheduledDate" label={t('faculty.schedule.date')} error={errors.scheduledDate}>
          <Input
            id="scheduledDate"
            type="date"
            min={today}
            value={values.scheduledDate}
            onChange={(e) => set('scheduledDate', e.target.value)}
            error={errors.scheduledDate}
            aria-required="true"
          />
        </Field>
        <Field
          id="scheduledTime"
          label={t('faculty.schedule.time')}
          error={errors.scheduledTime}
          hint={t('faculty.session.timeHint')}
        >
          <Input
            id="scheduledTime"
            type="time"
            value={values.scheduledTime}
            onChange={(e) => set('scheduledTime', e.target.value)}
            error={errors.scheduledTime}
            hint={t('faculty.session.timeHint')}
            aria-required="true"
          />
        </Field>
        <Field id="duration" label={t('faculty.session.duration')} error={errors.duration}>
          <Select
            id="duration"
            value={values.duration}
            onChange={(e) => set('duration', e.target.value)}
            options={SCHEDULE_DURATIONS.map((minutes) => ({
              value: String(minutes),
              label: t('faculty.session.minutes', { minutes }),
            }))}
            error={errors.duration}
          />
        </Field>
        <Field
          id="section"
          label={t('faculty.schedule.section')}
          error={errors.section}
          hint={t('faculty.schedule.sectionHint')}
        >
          <Input
            id="section"
            value={values.section}
            onChange={(e) => set('section', e.target.value)}
            error={errors.section}
            hint={t('faculty.schedule.sectionHint')}
            maxLength={1}
            autoCapitalize="characters"
          />
        </Field>
        <Field
          id="maxParticipants"
          label={t('faculty.schedule.maxParticipants')}
          error={errors.maxParticipants}
          hint={t('faculty.schedule.maxParticipantsHint', {
            min: MAX_PARTICIPANTS_MIN,
            max: MAX_PARTICIPANTS_MAX,
          })}
        >
          <Input
            id="maxParticipants"
            type="number"
            inputMode="numeric"
            min={MAX_PARTICIPANTS_MIN}
            max={MAX_PARTICIPANTS_MAX}
            step={1}
            value={values.maxParticipants}
            onChange={(e) => set('maxParticipants', e.target.value)}
            error={errors.maxParticipants}
            hint={t('faculty.schedule.maxParticipantsHint', {
              min: MAX_PARTICIPANTS_MIN,
              max: MAX_PARTICIPANTS_MAX,
            })}
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
            rows={4}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
          />
        </Field>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('faculty.schedule.startNowHint')}</p>
          <FormFeedback
            success={scheduled ? t('faculty.schedule.scheduled') : null}
            error={failure}
            detail={
              scheduled && (
                <Link to={paths.faculty.virtualClasses} className="underline">
                  {t('faculty.schedule.toList')}
                </Link>
              )
            }
          >
            <Button variant="success" busy={starting} disabled={busy} onClick={() => void startNow()}>
              <Video aria-hidden="true" className="size-4" />
              {t('faculty.schedule.startNow')}
            </Button>
            <Button type="submit" busy={schedule.isPending} disabled={busy}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('faculty.schedule.submit')}
            </Button>
          </FormFeedback>
        </div>
      </form>
    </Card>
  );
}

/** /faculty/schedule-class: the detailed Schedule Virtual Class form and Start Now (spec part 2 §2, §5). */
export default function ScheduleClassPage() {
  const t = useT();
  const courses = useFacultyCourses();
  return (
    <FacultyPage title={t('faculty.schedule.title')} subtitle={t('faculty.schedule.subtitle')}>
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
        <ScheduleForm courses={courses.data} />
      )}
    </FacultyPage>
  );
}
