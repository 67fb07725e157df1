import { CalendarCheck, Users } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SESSION_TYPES, type AttendanceStatus, type SessionType } from '@contract/enums';
import { MESSAGES, formatMessage } from '@contract/messages';
import { attendanceDateProblem } from '@contract/rules/attendance-dates';
import { classNowOrNext } from '@contract/rules/timetable';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Input, Select } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { collegeTimeZone, formatClockTimes } from '../../lib/format';
import { localizeSaid } from '../../lib/i18n/messages';
import { useT } from '../../lib/i18n';
import { useErrorWhile } from '../../lib/use-error-while';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useFacultyCourses } from './api/get-courses';
import { useMeetings, type ClassMeeting } from './api/get-meetings';
import { useRoster, type MeetingChoice, type RosterStudent } from './api/get-roster';
import { useMarkAttendance } from './api/mark-attendance';
import { collegeToday } from './components/college-date';
import { CourseSelect } from './components/course-select';
import { CoursesNotLoaded } from './components/courses-not-loaded';
import { FacultyPage } from './components/faculty-page';
import { STATUS_ORDER, StatusChoice, StatusLegend, StatusLetter } from './components/status-choice';

/** No status yet means the teacher has not marked the student: shown neutral, sent as absent. */
type Row = { status: AttendanceStatus | null; remarks: string };

/** That date's record when one exists, else not yet marked. */
const initialRow = (student: RosterStudent): Row => ({
  status: student.record?.status ?? null,
  remarks: student.record?.remarks ?? '',
});

const meetingKey = (m: { session_type: SessionType; start_time: string }) =>
  `${m.session_type}|${m.start_time}`;

/**
 * The class meetings to choose from when the date has more than one
 * (docs/decisions/0014-attendance-belongs-to-a-class-meeting.md):
 * the day's meetings, and the chosen session type's class when that type has none yet.
 */
function meetingOptions(meetings: readonly ClassMeeting[], sessionType: SessionType): ClassMeeting[] {
  if (meetings.some((m) => m.session_type === sessionType)) return [...meetings];
  return [{ session_type: sessionType, start_time: '', title: null, marked: 0 }, ...meetings];
}

/**
 * /faculty/mark-attendance: pick a course, a date (in the term, not in the future) and a session type, then mark
 * each student. When the course has more than one class that day, the teacher also chooses which one. The course
 * is the URL's `?course=`, else the teacher's class meeting now or next today by the timetable (or the last one
 * held today), else none until chosen.
 */
export default function MarkAttendancePage() {
  const t = useT();
  const [params] = useSearchParams();
  const today = collegeToday();
  const courses = useFacultyCourses();
  const [chosenCourse, setCourseId] = useState(params.get('course'));
  const classNow = useMemo(
    () => (courses.data ? classNowOrNext(courses.data, new Date(), collegeTimeZone())?._id : undefined),
    [courses.data],
  );
  const courseId = chosenCourse ?? classNow ?? '';
  const [date, setDate] = useState(today);
  const [sessionType, setSessionType] = useState<SessionType>('lecture');
  const [startTime, setStartTime] = useState('');
  const wellFormed = /^\d{4}-\d{2}-\d{2}$/.test(date);
  // The server checks the date against the course's own term; here, the term of today by the default rule.
  const dateSaid = wellFormed ? attendanceDateProblem(date, today) : null;
  const dateProblem = dateSaid && localizeSaid(dateSaid);
  const validDate = wellFormed && !dateProblem;
  const meetings = useMeetings(validDate ? courseId : '', date);
  // The meetings of the chosen type; without an answer (or any meeting), the day's one class of the type.
  const dayMeetings = meetings.data ?? [];
  const ofType = dayMeetings.filter((m) => m.session_type === sessionType);
  const meeting: MeetingChoice = {
    sessionType,
    startTime: ofType.some((m) => m.start_time === startTime) ? startTime : (ofType[0]?.start_time ?? ''),
  };
  const waitingForMeetings = validDate && courseId !== '' && meetings.isPending;
  const roster = useRoster(validDate && !waitingForMeetings ? courseId : '', date, meeting);
  const mark = useMarkAttendance();
  // Edits belong to one course, date and class meeting; choosing another starts again from the records.
  const key = `${courseId}|${date}|${sessionType}|${meeting.startTime}`;
  const [edits, setEdits] = useState<{ key: string; rows: Record<string, Row> }>({ key, rows: {} });
  // A refusal is about the course, date and session type it was for: choosing others clears it.
  const [failure, setFailure] = useErrorWhile(key);
  const [success, setSuccess] = useTimedMessage();

  const students = courseId && validDate ? (roster.data ?? []) : [];
  const rowOf = (student: RosterStudent): Row =>
    (edits.key === key ? edits.rows[student._id] : undefined) ?? initialRow(student);
  const setRow = (studentId: string, row: Row) =>
    setEdits((prev) => ({ key, rows: { ...(prev.key === key ? prev.rows : {}), [studentId]: row } }));
  const markAllPresent = () =>
    setEdits({
      key,
      rows: Object.fromEntries(students.map((s) => [s._id, { ...rowOf(s), status: 'present' as const }])),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    if (!courseId || !date) return setFailure(t('faculty.attendance.selectCourseAndDate'));
    if (dateProblem) return setFailure(dateProblem);
    if (students.length === 0) return setFailure(t('faculty.attendance.noStudents'));
    mark.mutate(
      {
        course_id: courseId,
        date,
        session_type: sessionType,
        // Only a further class of the type that day has a start of its own.
        ...(meeting.startTime ? { start_time: meeting.startTime } : {}),
        students: students.map((s) => {
          const row = rowOf(s);
          // A student with no record counts as absent (spec part 2 §4), so an unmarked one is sent as such.
          return {
            student_id: s._id,
            status: row.status ?? 'absent',
            remarks: row.remarks.trim() || undefined,
          };
        }),
      },
      {
        onSuccess: ({ data, message }) =>
          setSuccess(message ?? formatMessage(MESSAGES.attendanceMarked, { n: data.marked })),
        onError: (error) => setFailure(errorMessage(error, t('faculty.attendance.failed'))),
      },
    );
  };

  const title = t('faculty.attendance.title');
  if (!courses.data) return <CoursesNotLoaded title={title} courses={courses} />;

  const counts = { present: 0, late: 0, absent: 0, excused: 0 };
  let unmarked = 0;
  for (const student of students) {
    const { status } = rowOf(student);
    if (status) counts[status] += 1;
    else unmarked += 1;
  }
  const { present } = counts;

  return (
    <FacultyPage title={title} subtitle={t('faculty.attendance.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <Card className="grid gap-4 sm:grid-cols-3">
          <Field id="attendance-course" label={t('faculty.course')}>
            <CourseSelect
              id="attendance-course"
              courses={courses.data}
              value={courseId}
              onChange={setCourseId}
              placeholder={t('register.choose')}
            />
          </Field>
          <Field id="attendance-date" label={t('faculty.attendance.date')} error={dateProblem ?? undefined}>
            <Input
              id="attendance-date"
              type="date"
              max={today}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={dateProblem ?? undefined}
            />
          </Field>
          <Field id="attendance-session" label={t('faculty.attendance.sessionType')}>
            <Select
              id="attendance-session"
              value={sessionType}
              onChange={(e) => {
                setSessionType(e.target.value as SessionType);
                setStartTime('');
              }}
              options={SESSION_TYPES.map((type) => ({
                value: type,
                label: t(`faculty.sessionType.${type}`),
              }))}
            />
          </Field>
          {courseId && validDate && dayMeetings.length > 1 && (
            <div className="sm:col-span-3">
              <Field id="attendance-meeting" label={t('faculty.attendance.meeting')}>
                <Select
                  id="attendance-meeting"
                  value={meetingKey({ session_type: sessionType, start_time: meeting.startTime })}
                  onChange={(e) => {
                    const [type, start = ''] = e.target.value.split('|');
                    setSessionType(type as SessionType);
                    setStartTime(start);
                  }}
                  options={meetingOptions(dayMeetings, sessionType).map((m) => ({
                    value: meetingKey(m),
                    label: [
                      t(`faculty.sessionType.${m.session_type}`),
                      m.start_time && formatClockTimes(m.start_time),
                      m.title,
                      m.marked > 0
                        ? t('faculty.attendance.meetingMarked', { count: m.marked })
                        : t('faculty.attendance.meetingNotMarked'),
                    ]
                      .filter(Boolean)
                      .join(' · '),
                  }))}
                />
              </Field>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t('faculty.attendance.meetingsHint', { count: dayMeetings.length })}
              </p>
            </div>
          )}
        </Card>

        {!courseId ? (
          <EmptyState icon={CalendarCheck}>
            <p>{t('faculty.attendance.chooseCourse')}</p>
          </EmptyState>
        ) : dateProblem ? (
          <EmptyState icon={CalendarCheck}>
            <p>{dateProblem}</p>
          </EmptyState>
        ) : (roster.isPending || waitingForMeetings) && validDate ? (
          <Loading />
        ) : roster.isError ? (
          <LoadError
            message={errorMessage(roster.error, t('faculty.students.loadFailed'))}
            error={roster.error}
            retrying={roster.isFetching}
            onRetry={() => void roster.refetch()}
          />
        ) : students.length === 0 ? (
          <EmptyState icon={Users}>
            <p>{t('faculty.attendance.noStudents')}</p>
          </EmptyState>
        ) : (
          <Card role="region" aria-labelledby="attendance-students" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <h2 id="attendance-students" className="text-lg font-semibold">
                  {t('faculty.attendance.students', { count: students.length })}
                </h2>
                <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                  {t('faculty.attendance.presentCount', { present, total: students.length })}
                  {unmarked > 0 && ` · ${t('faculty.attendance.unmarkedCount', { count: unmarked })}`}
                </p>
              </div>
              <Button variant="secondary" onClick={markAllPresent}>
                {t('faculty.attendance.markAllPresent')}
              </Button>
            </div>
            <StatusLegend />
            {unmarked > 0 && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('faculty.attendance.unmarkedRule')}
              </p>
            )}
            <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
              {students.map((student) => {
                const row = rowOf(student);
                const remarksId = `remarks-${student._id}`;
                return (
                  <li
                    key={student._id}
                    className="flex flex-col gap-0.5 py-1.5 lg:grid lg:grid-cols-[1fr_auto_16rem] lg:items-center lg:gap-3"
                  >
                    {/* One line on a phone: the name, cut with its full text on hover, then the roll number. */}
                    <p className="flex min-w-0 items-baseline gap-2">
                      <span className="truncate font-semibold" title={student.name}>
                        {student.name}
                      </span>
                      <span className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
                        <bdi dir="ltr">{student.student_id}</bdi>
                      </span>
                    </p>
                    <div className="flex min-w-0 items-center gap-2 lg:contents">
                      <StatusChoice
                        name={`status-${student._id}`}
                        legend={t('faculty.attendance.statusOf', { name: student.name })}
                        value={row.status}
                        onChange={(status) => setRow(student._id, { ...row, status })}
                      />
                      <div className="min-w-0 flex-1">
                        <label htmlFor={remarksId} className="sr-only">
                          {t('faculty.attendance.remarksOf', { name: student.name })}
                        </label>
                        <Input
                          id={remarksId}
                          value={row.remarks}
                          maxLength={500}
                          placeholder={t('faculty.attendance.remarks')}
                          onChange={(e) => setRow(student._id, { ...row, remarks: e.target.value })}
                        />
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Card>
        )}
        {/* Above the phone's navigation bar: with a full class, Submit and the counts stay in reach. */}
        <div
          role="group"
          aria-label={t('faculty.attendance.submitBar')}
          className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-4 dark:border-slate-700 dark:bg-slate-900/95"
        >
          {students.length > 0 && (
            <ul
              aria-label={t('faculty.attendance.counts')}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-medium"
            >
              {STATUS_ORDER.map((status) => (
                <li key={status} className="inline-flex items-center gap-1.5">
                  <StatusLetter status={status} />
                  <span className="sr-only">{t(`faculty.attendanceStatus.${status}`)}</span>
                  <span>{counts[status]}</span>
                </li>
              ))}
              {unmarked > 0 && (
                <li className="text-slate-600 dark:text-slate-400">
                  {t('faculty.attendance.unmarkedShort', { count: unmarked })}
                </li>
              )}
            </ul>
          )}
          <FormFeedback success={success} error={failure}>
            <Button type="submit" busy={mark.isPending}>
              {t('faculty.attendance.submit')}
            </Button>
          </FormFeedback>
        </div>
      </form>
    </FacultyPage>
  );
}
