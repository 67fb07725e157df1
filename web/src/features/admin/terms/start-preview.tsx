import { BookOpen, Check, Circle, GraduationCap, UserCheck, X } from 'lucide-react';
import { useState } from 'react';
import { TERM_START_STEPS } from '@contract/enums';
import type { PlannedOfferingChange, Term, TermPlan, TermStartProgress } from '@contract/terms';
import { LoadError } from '../../../components/load-error';
import { StatTile } from '../../../components/stat-tile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNow } from '../../../lib/use-now';
import { useTermStartPreview } from '../api/preview-term-start';
import { useStartTerm } from '../api/start-term';
import { OfferingChangeDialog } from './offering-change';
import { PlanOfferings } from './plan-offerings';
import { PlanPromotions } from './plan-promotions';
import { PlanWarnings } from './plan-warnings';
import { termSaid } from '../../../lib/term-said';

/** Ticks wait this long before the preview is asked again, so that ticking five students costs one preview. */
const HOLD_BACK_DELAY_MS = 400;

type Counts = Pick<TermPlan, 'offerings' | 'promotions' | 'enrollments'>;

/**
 * What a start is doing while it runs: its steps as the server reports beginning each (those before it done),
 * a bar of the steps done, and the seconds it has taken (a large college's takes up to a minute). Before the
 * server's first word, nothing is marked done.
 */
function Running({
  name,
  since,
  progress,
  planned,
}: {
  name: string;
  since: number;
  progress: TermStartProgress | null;
  /** The previewed counts, until the server's own plan arrives with its progress. */
  planned: Counts;
}) {
  const t = useT();
  const now = useNow(1000);
  const seconds = Math.max(0, Math.round((now.getTime() - since) / 1000));
  const steps = TERM_START_STEPS.length;
  const done = progress?.done ?? 0;
  const counts = {
    offerings: progress?.offerings ?? planned.offerings,
    promotions: progress?.promotions ?? planned.promotions,
    enrollments: progress?.enrollments ?? planned.enrollments,
  };
  const label = (step: (typeof TERM_START_STEPS)[number]) =>
    step === 'planning' || step === 'recording'
      ? t(`plan.step.${step}`)
      : t(`plan.step.${step}`, { count: formatNumber(counts[step]) });
  return (
    <div
      role="status"
      className="flex min-w-0 flex-1 basis-64 flex-col gap-3 rounded-lg border border-blue-300 bg-blue-50 px-4 py-3 text-sm text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100"
    >
      <p className="font-medium">{t('plan.starting', { name })}</p>
      <div
        role="progressbar"
        aria-label={t('plan.progress', { name })}
        aria-valuemin={0}
        aria-valuemax={steps}
        aria-valuenow={done}
        aria-valuetext={t('plan.progressOf', { done, steps })}
        className="h-2 overflow-hidden rounded-full bg-blue-200 dark:bg-blue-900"
      >
        <div
          className="h-full bg-blue-600 transition-[width] duration-500 dark:bg-blue-400"
          style={{ width: `${(done / steps) * 100}%` }}
        />
      </div>
      <ol className="flex flex-col gap-1.5">
        {TERM_START_STEPS.map((step, i) => {
          const state = i < done ? 'done' : progress && i === done ? 'running' : 'waiting';
          return (
            <li
              key={step}
              aria-current={state === 'running' ? 'step' : undefined}
              className={
                state === 'waiting' ? 'flex items-center gap-2 opacity-70' : 'flex items-center gap-2'
              }
            >
              {state === 'done' ? (
                <Check aria-hidden="true" className="size-4 shrink-0 text-green-700 dark:text-green-400" />
              ) : state === 'running' ? (
                <Spinner size="sm" className="shrink-0" />
              ) : (
                <Circle aria-hidden="true" className="size-4 shrink-0" />
              )}
              <span className={state === 'running' ? 'font-semibold' : undefined}>
                {label(step)}
                {state === 'done' && <span className="sr-only"> ({t('plan.stepDone')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p>
        {t('plan.startingWait')} {/* Read once by the eye; a screen reader is not told every second. */}
        <span aria-hidden="true" className="tabular-nums">
          {t('plan.elapsed', { seconds: formatNumber(seconds) })}
        </span>
      </p>
    </div>
  );
}

/** The result of a start: what it did, in the audit trail's words. */
function Started({ plan, previewed }: { plan: TermPlan; previewed: TermPlan | undefined }) {
  const t = useT();
  const nothing = plan.offerings + plan.promotions + plan.enrollments === 0;
  const expected = previewed ? previewed.offerings + previewed.promotions + previewed.enrollments : 0;
  return (
    <Alert tone="success">
      <p className="font-medium">
        {nothing && expected > 0
          ? t('plan.startedAlready', { name: plan.term.name })
          : termSaid('term.auditStarted', {
              name: plan.term.name,
              offerings: formatNumber(plan.offerings),
              promotions: formatNumber(plan.promotions),
              enrollments: formatNumber(plan.enrollments),
            })}
      </p>
    </Alert>
  );
}

type Props = { term: Term; onHide: () => void };

/**
 * A term's start, previewed (nothing written): the counts, the warnings, the courses it offers and the students
 * it promotes, each of whom can be held back (the preview is asked again with them); then the start itself,
 * confirmed, with its progress while it runs and its result.
 */
export function StartPreview({ term, onHide }: Props) {
  const t = useT();
  const [holdBack, setHoldBack] = useState<ReadonlySet<string>>(() => new Set());
  const settled = useDebouncedValue(holdBack, HOLD_BACK_DELAY_MS);
  const heldIds = [...settled];
  // The admin's changes to planned offerings, by catalogue course: each asks the preview again at once.
  const [changes, setChanges] = useState<ReadonlyMap<string, PlannedOfferingChange>>(() => new Map());
  const changeList = [...changes.values()];
  const [editing, setEditing] = useState<TermPlan['lists']['offerings'][number] | null>(null);
  const preview = useTermStartPreview(term._id, heldIds, changeList);
  const start = useStartTerm();
  const [confirming, setConfirming] = useState(false);
  const [startedAt, setStartedAt] = useState(0);
  const [progress, setProgress] = useState<TermStartProgress | null>(null);

  const setChange = (id: string, change: PlannedOfferingChange | null) =>
    setChanges((current) => {
      const next = new Map(current);
      if (change) next.set(id, change);
      else next.delete(id);
      return next;
    });

  const toggle = (id: string) =>
    setHoldBack((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const plan = preview.data;
  // The plan on screen is the one the start would apply only once it has caught up with the ticks.
  const upToDate =
    plan !== undefined && !preview.isPlaceholderData && !preview.isFetching && settled === holdBack;
  const running = start.isPending;

  const begin = () => {
    setConfirming(false);
    setStartedAt(Date.now());
    setProgress(null);
    start.mutate({ id: term._id, holdBack: heldIds, offerings: changeList, onProgress: setProgress });
  };

  return (
    <Card role="region" aria-labelledby="plan-title" className="flex flex-col gap-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="plan-title" className="text-xl font-semibold">
            {t(start.isSuccess ? 'plan.doneTitle' : 'plan.title', { name: term.name })}
          </h2>
          {!start.isSuccess && (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('plan.intro')}</p>
          )}
        </div>
        <Button
          variant="ghost"
          className="shrink-0 px-3"
          aria-label={t('plan.hide')}
          disabled={running}
          onClick={onHide}
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>

      {start.isSuccess ? (
        <Started plan={start.data} previewed={plan} />
      ) : preview.isPending ? (
        <div className="flex flex-col items-center gap-2 py-8">
          <Spinner size="lg" label={t('plan.loading')} />
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('plan.loading')}</p>
        </div>
      ) : preview.isError && !plan ? (
        <LoadError
          message={errorMessage(preview.error, t('plan.loadFailed'))}
          error={preview.error}
          retrying={preview.isFetching}
          onRetry={() => void preview.refetch()}
        />
      ) : plan ? (
        <>
          <div className="flex flex-col gap-2">
            <div className="grid gap-4 sm:grid-cols-3" aria-busy={!upToDate}>
              <StatTile
                label={t('plan.count.offerings')}
                value={formatNumber(plan.offerings)}
                icon={BookOpen}
              />
              <StatTile
                label={t('plan.count.promotions')}
                value={formatNumber(plan.promotions)}
                icon={GraduationCap}
              />
              <StatTile
                label={t('plan.count.enrollments')}
                value={formatNumber(plan.enrollments)}
                icon={UserCheck}
              />
            </div>
            <p
              aria-live="polite"
              className="flex min-h-5 items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
            >
              {!upToDate && (
                <>
                  <Spinner size="sm" />
                  {t('plan.refreshing')}
                </>
              )}
            </p>
          </div>
          {preview.isError && <Alert>{errorMessage(preview.error, t('plan.loadFailed'))}</Alert>}
          <PlanWarnings warnings={plan.warnings} />
          <PlanOfferings
            offerings={plan.lists.offerings}
            omitted={plan.lists.omitted}
            onChange={running ? undefined : setEditing}
            onRestore={running ? undefined : (id) => setChange(id, null)}
          />
          <OfferingChangeDialog
            offering={editing}
            onClose={() => setEditing(null)}
            onSave={(change) => editing && setChange(editing.catalogue_course_id, change)}
          />
          <PlanPromotions lists={plan.lists} holdBack={holdBack} onToggle={toggle} disabled={running} />
          <FormFeedback
            error={start.isError ? `${t('plan.startFailed')}${errorMessage(start.error)}` : null}
            className="border-t border-slate-200 pt-4 dark:border-slate-700"
          >
            <Button
              busy={running}
              disabled={!upToDate}
              onClick={() => {
                start.reset();
                setConfirming(true);
              }}
            >
              {t('plan.start', { name: term.name })}
            </Button>
            {running && <Running name={term.name} since={startedAt} progress={progress} planned={plan} />}
          </FormFeedback>
          <Dialog
            open={confirming}
            title={t('plan.startTitle', { name: term.name })}
            onClose={() => setConfirming(false)}
            footer={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('common.cancel')}
                </Button>
                <Button onClick={begin}>{t('plan.start', { name: term.name })}</Button>
              </>
            }
          >
            <p>
              {t('plan.startBody', {
                offerings: formatNumber(plan.offerings),
                promotions: formatNumber(plan.promotions),
                enrollments: formatNumber(plan.enrollments),
              })}
            </p>
          </Dialog>
        </>
      ) : null}
    </Card>
  );
}
