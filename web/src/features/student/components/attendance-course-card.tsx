import { attendanceBand, ATTENDANCE_REQUIRED } from '@contract/rules/attendance';
import { ExamEligibilityBadge } from '../../../components/exam-eligibility-badge';
import { bandBar, bandText } from '../../../components/tones';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { NO_FIGURE } from '../../../components/figure';
import { useT, type Translate } from '../../../lib/i18n';
import type { CourseAttendance } from '../api/get-attendance-summary';

/** How many more classes may be missed, or must be attended in a row, to stay at or get back to 75%. */
export function outlookText(
  t: Translate,
  item: Pick<CourseAttendance, 'total' | 'canMiss' | 'needInARow'>,
): string {
  const required = ATTENDANCE_REQUIRED;
  if (item.total === 0) return t('student.attendance.noClassesYet');
  if (item.needInARow > 0) {
    return item.needInARow === 1
      ? t('student.attendance.needOne', { required })
      : t('student.attendance.need', { count: item.needInARow, required });
  }
  if (item.canMiss === 0) return t('student.attendance.missNone', { required });
  return item.canMiss === 1
    ? t('student.attendance.missOne', { required })
    : t('student.attendance.miss', { count: item.canMiss, required });
}

/**
 * One course's attendance: percentage in its colour band, a bar, the counts and the outlook. The counts add up
 * to the classes held: present + late + absent + excused. `final`: its term has ended, so the figures are
 * shown as recorded, with no band, outlook or eligibility (nothing is left to do about them). `showTerm`: the
 * page lists several terms' courses, so each card names its term.
 */
export function AttendanceCourseCard({
  item,
  headingLevel = 3,
  final = false,
  showTerm = false,
}: {
  item: CourseAttendance;
  headingLevel?: 2 | 3;
  final?: boolean;
  showTerm?: boolean;
}) {
  const t = useT();
  const band = attendanceBand(item.percentage);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `attendance-${item.course._id}`;
  const held = item.total > 0;
  return (
    <Card role="group" aria-labelledby={id} data-band={band} className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div>
          <Heading dir="auto" id={id} className="font-semibold">
            {item.course.name}
          </Heading>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <bdi dir="ltr">{item.course.code}</bdi>
            {showTerm && (
              <>
                {' · '}
                <bdi>{item.term.name}</bdi>
              </>
            )}
          </p>
        </div>
        {/* Before any class: a dash, not a red 0% (the outlook line below says why). */}
        <p className={cn('text-2xl font-bold', held && !final && bandText[band])}>
          {held ? `${item.percentage}%` : NO_FIGURE}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('student.attendance.percentageOf', { course: item.course.code })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={item.percentage}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={cn('h-full rounded-full', final ? 'bg-slate-500 dark:bg-slate-400' : bandBar[band])}
          style={{ width: `${item.percentage}%` }}
        />
      </div>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-1 text-sm">
        {(
          [
            ['student.attendance.total', item.total],
            ['student.attendance.present', item.present],
            ['student.attendance.late', item.late],
            ['student.attendance.absent', item.absent],
            ['student.attendance.excused', item.excused],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-400">{t(label)}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {!final && (
        <p
          className={cn(
            'text-sm font-medium',
            item.needInARow > 0 ? bandText.red : 'text-slate-700 dark:text-slate-300',
          )}
        >
          {outlookText(t, item)}
        </p>
      )}
      {!final && item.total > 0 && (
        <p className="text-sm">
          <ExamEligibilityBadge eligibility={item.eligibility} />
        </p>
      )}
    </Card>
  );
}
