import { useMemo, useState } from 'react';
import type { TermPlan } from '@contract/terms';
import { Pager } from '../../../components/pager';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatNumber } from '../../../lib/format';
import { useT, type Translate } from '../../../lib/i18n';
import { PLAN_PAGE_SIZE } from './plan-paging';

/** One student of the plan: promoted (to the next semester, or graduating) or held back where it is. */
type Row = {
  _id: string;
  name: string;
  student_id: string;
  from: number;
  to: number | null;
  heldBack: boolean;
};

/** Promoted and held-back students in one list by student ID, so that a row stays in place when ticked. */
function rowsOf(lists: TermPlan['lists']): Row[] {
  const rows: Row[] = [
    ...lists.promotions.map((p) => ({ ...p, heldBack: false })),
    ...lists.held_back.map((h) => ({ ...h, from: h.semester, to: h.semester, heldBack: true })),
  ];
  return rows.sort((a, b) => (a.student_id < b.student_id ? -1 : a.student_id > b.student_id ? 1 : 0));
}

function move(t: Translate, row: Row, held: boolean): string {
  if (held) return t('plan.heldBackIn', { semester: row.from });
  return row.to === null
    ? t('plan.graduates', { from: row.from })
    : t('plan.moveTo', { from: row.from, to: row.to });
}

type Props = {
  lists: TermPlan['lists'];
  /** The students ticked to stay in their semester (the preview follows a moment later). */
  holdBack: ReadonlySet<string>;
  onToggle: (id: string) => void;
  disabled: boolean;
};

/** The students a start moves on, with a tick to hold each back; found by name or ID, a page at a time. */
export function PlanPromotions({ lists, holdBack, onToggle, disabled }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const all = useMemo(() => rowsOf(lists), [lists]);
  const needle = search.trim().toLowerCase();
  const matching = useMemo(
    () =>
      needle
        ? all.filter(
            (r) => r.name.toLowerCase().includes(needle) || r.student_id.toLowerCase().includes(needle),
          )
        : all,
    [all, needle],
  );
  // A new search starts again at its first page.
  const page = paging.search === needle ? paging.page : 1;
  const rows = matching.slice((page - 1) * PLAN_PAGE_SIZE, page * PLAN_PAGE_SIZE);
  const headers = [
    t('plan.col.student'),
    t('plan.col.studentId'),
    t('plan.col.move'),
    t('plan.col.holdBack'),
  ];
  const heading = t('plan.promotions', { count: formatNumber(lists.promotions.length) });
  return (
    <section aria-labelledby="plan-promotions" className="flex flex-col gap-3">
      <div>
        <h3 id="plan-promotions" className="text-lg font-semibold">
          {heading}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('plan.promotionsHint', { count: formatNumber(holdBack.size) })}
        </p>
      </div>
      {all.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('plan.noPromotions')}</p>
      ) : (
        <>
          <Field id="plan-find" label={t('plan.find')} className="max-w-sm">
            <Input
              id="plan-find"
              type="search"
              placeholder={t('plan.findPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </Field>
          {matching.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('plan.noMatch', { search })}</p>
          ) : (
            <ResponsiveTable
              caption={heading}
              columns={headers.map((label) => ({ label, className: 'text-start' }))}
              className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
            >
              {rows.map((row) => {
                const held = holdBack.has(row._id);
                return (
                  <tr key={row._id} className="border-t border-slate-100 dark:border-slate-800">
                    <th scope="row" className="text-start px-3 py-2 font-medium">
                      {row.name}
                    </th>
                    <td data-label={headers[1]} className="px-3 py-2 whitespace-nowrap">
                      <bdi dir="ltr">{row.student_id}</bdi>
                    </td>
                    <td data-label={headers[2]} className="px-3 py-2 whitespace-nowrap">
                      <span className={held ? 'font-medium text-amber-800 dark:text-amber-300' : undefined}>
                        {move(t, row, held)}
                      </span>
                    </td>
                    <td data-label={headers[3]} className="px-3 py-1">
                      <label className="-m-2 inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center p-2">
                        <input
                          type="checkbox"
                          className="size-5 accent-blue-700 dark:accent-blue-400"
                          aria-label={t('plan.holdBackNamed', { name: row.name })}
                          checked={held}
                          disabled={disabled}
                          onChange={() => onToggle(row._id)}
                        />
                      </label>
                    </td>
                  </tr>
                );
              })}
            </ResponsiveTable>
          )}
          <Pager
            label={t('plan.promotionsPages')}
            page={page}
            total={matching.length}
            pageSize={PLAN_PAGE_SIZE}
            onPage={(next) => setPaging({ search: needle, page: next })}
          />
        </>
      )}
    </section>
  );
}
