import { AlertTriangle, CheckCircle2, ClipboardList, Clock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { StatTile } from '../../components/stat-tile';
import { TermPicker } from '../../components/term-picker';
import { FormFeedback } from '../../components/ui/form-feedback';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { errorMessage } from '../../lib/api-client';
import { orderDueNext } from '@contract/rules/due-next';
import { useT } from '../../lib/i18n';
import { useTermParam } from '../../lib/terms';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useMyAssignments } from './api/get-assignments';
import { AssignmentCard } from './components/assignment-card';
import { ASSIGNMENT_FILTERS, matchesFilter, type AssignmentFilter } from './components/assignment-filters';
import { StudentPage } from './components/student-page';

// The dialog (its form, upload checks and file download) loads when an assignment is first opened, not with
// the page: the page is the student area's largest first visit.
const SubmissionDialog = lazy(() =>
  import('./components/submission-dialog').then((m) => ({ default: m.SubmissionDialog })),
);

function readFilter(params: URLSearchParams): AssignmentFilter {
  const value = params.get('status');
  return (ASSIGNMENT_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as AssignmentFilter)
    : 'all';
}

/**
 * /student/assignments: counts, filters, cards and the submit / update dialog (spec part 2 §2, §4, §5), of the
 * term in view; an earlier term's (read only: its work is over) or all with the term picker.
 */
export default function StudentAssignmentsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [term, setTerm] = useTermParam();
  const assignments = useMyAssignments(term);
  const [openId, setOpenId] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();

  const all = assignments.data ?? [];
  const count = (f: AssignmentFilter) => all.filter((a) => matchesFilter(a, f)).length;
  // Returned and overdue work first, then what is to come by due date, graded work last (contract/rules/due-next.ts).
  const shown = orderDueNext(
    all.filter((a) => matchesFilter(a, filter)),
    new Date(),
  );
  const open = all.find((a) => a._id === openId) ?? null;

  const choose = (next: AssignmentFilter) => {
    const search = new URLSearchParams(params);
    if (next === 'all') search.delete('status');
    else search.set('status', next);
    setParams(search, { replace: true });
  };

  return (
    <StudentPage title={t('student.assignments.title')} subtitle={t('student.assignments.subtitle')}>
      <FormFeedback floating success={success} />
      <TermPicker value={term} onChange={setTerm} />
      {assignments.isPending ? (
        <Loading />
      ) : assignments.isError ? (
        <LoadError
          message={errorMessage(assignments.error, t('student.assignments.loadFailed'))}
          error={assignments.error}
          retrying={assignments.isFetching}
          onRetry={() => void assignments.refetch()}
        />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatTile label={t('student.assignments.filter.pending')} value={count('pending')} icon={Clock} />
            <StatTile
              label={t('student.assignments.filter.submitted')}
              value={count('submitted')}
              icon={CheckCircle2}
            />
            <StatTile
              label={t('student.assignments.filter.overdue')}
              value={count('overdue')}
              icon={AlertTriangle}
            />
          </div>
          <div
            role="group"
            aria-label={t('student.assignments.filterLabel')}
            className="flex flex-wrap gap-2"
          >
            {ASSIGNMENT_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => choose(f)}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold',
                  filter === f ? buttonVariants.primary : buttonVariants.secondary,
                )}
              >
                {t(`student.assignments.filter.${f}`)}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <EmptyState icon={ClipboardList}>
              <p className="font-semibold">
                {all.length === 0 ? t('student.assignments.none') : t('student.assignments.noneFiltered')}
              </p>
            </EmptyState>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((assignment) => (
                <AssignmentCard
                  key={assignment._id}
                  assignment={assignment}
                  onOpen={() => setOpenId(assignment._id)}
                />
              ))}
            </div>
          )}
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <SubmissionDialog
            key={open._id}
            assignment={open}
            onClose={() => setOpenId(null)}
            onDone={(message) => {
              setOpenId(null);
              setSuccess(message);
            }}
          />
        </Suspense>
      )}
    </StudentPage>
  );
}
