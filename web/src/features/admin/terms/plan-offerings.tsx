import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { TermPlan } from '@contract/terms';
import { Pager } from '../../../components/pager';
import { Button } from '../../../components/ui/button';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatClockTimes, formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { valueLabel } from '../../../lib/i18n/reference';
import { PLAN_PAGE_SIZE } from './plan-paging';

type Offering = TermPlan['lists']['offerings'][number];

/**
 * Days, time and room, each kept in its own direction: in an Urdu sentence "08:30 - 10:00" would otherwise read
 * backwards and the room's English run into the days.
 */
function Schedule({ schedule }: Offering) {
  const t = useT();
  const days = schedule.days.map((day) => valueLabel(day)).join(t('plan.listSeparator'));
  const parts = [
    days && <span key="days">{days}</span>,
    schedule.time && (
      <bdi key="time" className="whitespace-nowrap">
        {formatClockTimes(schedule.time)}
      </bdi>
    ),
    schedule.room && <bdi key="room">{schedule.room}</bdi>,
  ].filter(Boolean);
  if (parts.length === 0) {
    return <span className="text-slate-600 italic dark:text-slate-400">{t('plan.noSchedule')}</span>;
  }
  return <span>{parts.flatMap((part, i) => (i === 0 ? [part] : [' · ', part]))}</span>;
}

type Props = {
  offerings: TermPlan['lists']['offerings'];
  omitted: TermPlan['lists']['omitted'];
  /** Opens the change of one offering's teaching; absent while the start runs. */
  onChange?: (offering: Offering) => void;
  /** Offers a course left out again. */
  onRestore?: (catalogueCourseId: string) => void;
};

/**
 * The courses a start offers, a page at a time: teacher (or none), schedule and class size of each, each
 * changeable before the start; then the courses left out of the term, each to be offered again.
 */
export function PlanOfferings({ offerings, omitted, onChange, onRestore }: Props) {
  const t = useT();
  const [page, setPage] = useState(1);
  const headers = [
    t('plan.col.code'),
    t('plan.col.course'),
    t('plan.col.semester'),
    t('plan.col.department'),
    t('plan.col.teacher'),
    t('plan.col.schedule'),
    t('plan.col.students'),
    t('plan.col.change'),
  ];
  const rows = offerings.slice((page - 1) * PLAN_PAGE_SIZE, page * PLAN_PAGE_SIZE);
  return (
    <section aria-labelledby="plan-offerings" className="flex flex-col gap-3">
      <h3 id="plan-offerings" className="text-lg font-semibold">
        {t('plan.offerings', { count: formatNumber(offerings.length) })}
      </h3>
      {offerings.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('plan.noOfferings')}</p>
      ) : (
        <>
          <ResponsiveTable
            caption={t('plan.offerings', { count: formatNumber(offerings.length) })}
            columns={headers.map((label) => ({ label, className: 'text-start' }))}
            className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
          >
            {rows.map((offering) => (
              <tr
                key={`${offering.code}-${offering.department ?? ''}`}
                className="border-t border-slate-100 dark:border-slate-800"
              >
                <th scope="row" className="text-start px-3 py-2 font-mono font-semibold whitespace-nowrap">
                  <bdi dir="ltr">{offering.code}</bdi>
                </th>
                <td data-label={headers[1]} className="px-3 py-2">
                  {offering.name}
                </td>
                <td data-label={headers[2]} className="px-3 py-2 tabular-nums">
                  {offering.semester}
                </td>
                <td data-label={headers[3]} className="px-3 py-2">
                  {valueLabel(offering.department) ?? ''}
                </td>
                <td data-label={headers[4]} className="px-3 py-2">
                  {offering.teacher?.name ?? (
                    <span className="font-medium text-amber-800 italic dark:text-amber-300">
                      {t('plan.noTeacher')}
                    </span>
                  )}
                  {offering.changed && (
                    <span className="ms-2 inline-block rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-blue-900 dark:bg-blue-900 dark:text-blue-100">
                      {t('plan.changed')}
                    </span>
                  )}
                </td>
                <td data-label={headers[5]} className="px-3 py-2">
                  <Schedule {...offering} />
                </td>
                <td data-label={headers[6]} className="px-3 py-2 tabular-nums">
                  {formatNumber(offering.students)}
                </td>
                <td data-label={headers[7]} className="px-3 py-2">
                  <Button
                    variant="secondary"
                    className="min-h-11 px-3"
                    disabled={!onChange}
                    aria-label={t('plan.changeNamed', { code: offering.code })}
                    onClick={() => onChange?.(offering)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('plan.change')}
                  </Button>
                </td>
              </tr>
            ))}
          </ResponsiveTable>
          <Pager
            label={t('plan.offeringsPages')}
            page={page}
            total={offerings.length}
            pageSize={PLAN_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
      {omitted.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-medium">{t('plan.omitted', { count: formatNumber(omitted.length) })}</h4>
          <ul className="flex flex-col gap-2">
            {omitted.map((course) => (
              <li key={course.catalogue_course_id} className="flex flex-wrap items-center gap-3">
                <span>
                  <bdi dir="ltr" className="font-mono font-semibold">
                    {course.code}
                  </bdi>{' '}
                  {course.name}
                </span>
                <Button
                  variant="secondary"
                  className="min-h-11 px-3"
                  disabled={!onRestore}
                  aria-label={t('plan.restoreNamed', { code: course.code })}
                  onClick={() => onRestore?.(course.catalogue_course_id)}
                >
                  {t('plan.restore')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
