import { useState } from 'react';
import type { TermPlan } from '@contract/terms';
import { Pager } from '../../../components/pager';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatNumber } from '../../../lib/format';
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
      <bdi key="time" dir="ltr" className="whitespace-nowrap">
        {schedule.time}
      </bdi>
    ),
    schedule.room && <bdi key="room">{schedule.room}</bdi>,
  ].filter(Boolean);
  if (parts.length === 0) {
    return <span className="text-slate-600 italic dark:text-slate-400">{t('plan.noSchedule')}</span>;
  }
  return <span>{parts.flatMap((part, i) => (i === 0 ? [part] : [' · ', part]))}</span>;
}

/** The courses a start offers, a page at a time: teacher (or none), schedule and class size of each. */
export function PlanOfferings({ offerings }: { offerings: TermPlan['lists']['offerings'] }) {
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
                </td>
                <td data-label={headers[5]} className="px-3 py-2">
                  <Schedule {...offering} />
                </td>
                <td data-label={headers[6]} className="px-3 py-2 tabular-nums">
                  {formatNumber(offering.students)}
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
    </section>
  );
}
