import { CalendarCheck, Info } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { attendanceBand, ATTENDANCE_REQUIRED, ATTENDANCE_WARNING } from '@contract/rules/attendance';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { StatTile } from '../../components/stat-tile';
import { TermPicker } from '../../components/term-picker';
import { bandText } from '../../components/tones';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Field } from '../../components/ui/field';
import { Fold } from '../../components/ui/fold';
import { Select } from '../../components/ui/input';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { errorMessage } from '../../lib/api-client';
import { formatClockTimes, formatDate, formatMonth } from '../../lib/format';
import { percentText } from '../../components/figure';
import { useT, type Translate } from '../../lib/i18n';
import { termIsOver, useChosenTerm, useTermParam, useTerms } from '../../lib/terms';
import { useMyAttendance } from './api/get-attendance';
import { useAttendanceSummary } from './api/get-attendance-summary';
import { AttendanceCourseCard } from './components/attendance-course-card';
import { groupAttendance, type MonthOfRecords } from './components/attendance-history';
import { AttendanceStatusBadge } from './components/status-badge';
import { StudentPage } from './components/student-page';

const classesText = (t: Translate, count: number) =>
  count === 1 ? t('student.attendance.classesOne') : t('student.attendance.classesMany', { count });

/** One month of one course's records: a short table, newest first, under the month's name and count. */
function MonthTable({ month, open }: { month: MonthOfRecords; open: boolean }) {
  const t = useT();
  const name = formatMonth(month.month);
  const columns = [
    { label: t('student.attendance.col.date') },
    { label: t('student.attendance.col.session') },
    { label: t('student.attendance.col.status') },
    { label: t('student.attendance.col.remarks') },
  ] as const;
  return (
    <Fold
      open={open}
      className="rounded-lg"
      summaryClassName="px-3 py-2 font-medium"
      title={<span>{name}</span>}
      meta={classesText(t, month.records.length)}
    >
      <ResponsiveTable caption={name} columns={columns} className="px-1 pb-2">
        {month.records.map((record) => (
          <tr key={record._id} className="border-t border-slate-200 dark:border-slate-700">
            <td data-label={columns[0].label} className="px-3 py-2 whitespace-nowrap">
              {formatDate(record.date)}
            </td>
            <td data-label={columns[1].label} className="px-3 py-2">
              {t(`student.sessionType.${record.session_type}`)}
              {record.start_time && ` · ${formatClockTimes(record.start_time)}`}
            </td>
            <td data-label={columns[2].label} className="px-3 py-2">
              <AttendanceStatusBadge status={record.status} />
            </td>
            <td data-label={record.remarks ? columns[3].label : undefined} className="px-3 py-2">
              {record.remarks ? <bdi dir="auto">{record.remarks}</bdi> : ''}
            </td>
          </tr>
        ))}
      </ResponsiveTable>
    </Fold>
  );
}

/**
 * The history, grouped by course and then by month, so a term's hundred-odd classes do not make the page a
 * long scroll on a phone: every course folded under its name and count; an opened course shows its latest
 * month, earlier months folded. Narrowed to one course, that course opens.
 */
function History({
  courses,
  term,
}: {
  courses: { _id: string; code: string; name: string }[];
  term: string | undefined;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const selected = params.get('course') ?? '';
  const courseId = courses.some((c) => c._id === selected) ? selected : undefined;
  const records = useMyAttendance(courseId, term);

  const choose = (value: string) => {
    const search = new URLSearchParams(params);
    if (value) search.set('course', value);
    else search.delete('course');
    setParams(search, { replace: true });
  };

  return (
    <Card role="region" aria-labelledby="attendance-history" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="attendance-history" className="text-lg font-semibold">
          {t('student.attendance.history')}
        </h2>
        <Field id="attendance-course" label={t('student.attendance.courseFilter')} className="w-full sm:w-72">
          <Select
            id="attendance-course"
            value={courseId ?? ''}
            onChange={(e) => choose(e.target.value)}
            placeholder={t('student.attendance.allCourses')}
            options={courses.map((c) => ({ value: c._id, label: `${c.code} · ${c.name}` }))}
          />
        </Field>
      </div>
      {records.isPending ? (
        <Loading />
      ) : records.isError ? (
        <LoadError
          message={errorMessage(records.error, t('student.attendance.dataFailed'))}
          error={records.error}
          retrying={records.isFetching}
          onRetry={() => void records.refetch()}
        />
      ) : records.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('student.attendance.noRecordsHere')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {groupAttendance(records.data, courses).map((group) => (
            <li key={group.course._id}>
              <Fold
                // A course chosen above opens (a new key, so choosing another opens that one afresh).
                key={courseId ?? 'all'}
                open={courseId === group.course._id}
                title={
                  <span dir="auto" className="min-w-0 break-words">
                    <bdi dir="ltr">{group.course.code}</bdi>
                    {' · '}
                    {group.course.name}
                  </span>
                }
                meta={classesText(t, group.total)}
              >
                <div className="flex flex-col gap-2 px-3 pb-3">
                  {group.months.map((month, index) => (
                    <MonthTable key={month.month} month={month} open={index === 0} />
                  ))}
                </div>
              </Fold>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Requirements() {
  const t = useT();
  return (
    <Card
      role="region"
      aria-labelledby="attendance-rules"
      className="flex gap-3 border-blue-200 bg-blue-50 dark:border-blue-900 dark:bg-blue-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-300" />
      <div className="flex flex-col gap-2">
        <h2 id="attendance-rules" className="font-semibold">
          {t('student.attendance.rules')}
        </h2>
        <ul className="list-disc space-y-1 ps-5 text-sm">
          <li>{t('student.attendance.rule.required', { required: ATTENDANCE_REQUIRED })}</li>
          <li>
            {t('student.attendance.rule.permission', {
              warning: ATTENDANCE_WARNING,
              required: ATTENDANCE_REQUIRED,
            })}
          </li>
          <li>{t('student.attendance.rule.repeat', { warning: ATTENDANCE_WARNING })}</li>
          <li>{t('student.attendance.rule.medical')}</li>
        </ul>
      </div>
    </Card>
  );
}

/**
 * /student/attendance: overall percentage, per-course cards with colour bands and outlook, history, rules; of
 * the term in view, or another (or all) with the term picker. An ended term's figures are final: no colour
 * band, outlook or eligibility, only what was recorded; with all terms each course's card follows its own term,
 * and the page's figures take a warning colour only from the courses of terms still running.
 */
export default function StudentAttendancePage() {
  const t = useT();
  const [term, setTerm] = useTermParam();
  const chosen = useChosenTerm(term);
  const over = termIsOver(chosen);
  const summary = useAttendanceSummary(term);
  const calendar = useTerms();
  /** A course's term has ended: asked of each card, since with all terms they differ. */
  const final = (item: { term: { _id: string } }) =>
    over || termIsOver(calendar.data?.terms.find((x) => x._id === item.term._id));
  const running = summary.data?.summary.filter((item) => !final(item)) ?? [];
  const somethingOver = over || running.length < (summary.data?.summary.length ?? 0);

  return (
    <StudentPage title={t('student.attendance.title')} subtitle={t('student.attendance.subtitle')}>
      <TermPicker value={term} onChange={setTerm} />
      {over && chosen && !!summary.data?.summary.length && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('student.attendance.termOver', { name: chosen.name })}
        </p>
      )}
      {summary.isPending ? (
        <Loading />
      ) : summary.isError ? (
        <LoadError
          message={errorMessage(summary.error, t('student.attendance.summaryFailed'))}
          error={summary.error}
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      ) : summary.data.summary.length === 0 ? (
        <EmptyState icon={CalendarCheck}>
          <p className="font-semibold">
            {over && chosen
              ? t('student.attendance.noneInTerm', { name: chosen.name })
              : t('student.attendance.empty')}
          </p>
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatTile
              label={t('student.attendance.overall')}
              value={percentText(summary.data.overall)}
              valueClassName={
                summary.data.overall === null || somethingOver
                  ? undefined
                  : bandText[attendanceBand(summary.data.overall)]
              }
              icon={CalendarCheck}
            >
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('student.attendance.overallHint')}
              </p>
            </StatTile>
            <StatTile
              label={t('student.attendance.classesHeld')}
              value={summary.data.summary.reduce((s, c) => s + c.total, 0)}
            />
            <StatTile
              label={t('student.attendance.coursesBelow', { required: ATTENDANCE_REQUIRED })}
              value={
                summary.data.summary.filter((c) => c.total > 0 && c.percentage < ATTENDANCE_REQUIRED).length
              }
              valueClassName={cn(
                running.some((c) => c.total > 0 && c.percentage < ATTENDANCE_REQUIRED) && bandText.red,
              )}
            />
          </div>
          <section aria-labelledby="attendance-courses" className="flex flex-col gap-3">
            <h2 id="attendance-courses" className="text-lg font-semibold">
              {t('student.attendance.byCourse')}
            </h2>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {summary.data.summary.map((item) => (
                <AttendanceCourseCard
                  key={item.course._id}
                  item={item}
                  final={final(item)}
                  showTerm={term === 'all'}
                />
              ))}
            </div>
          </section>
          <Requirements />
          <History courses={summary.data.summary.map((item) => item.course)} term={term} />
        </>
      )}
      {!summary.isSuccess || summary.data.summary.length === 0 ? <Requirements /> : null}
    </StudentPage>
  );
}
