import { FileUp, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { pageRange } from '../../../components/pager';
import { Alert } from '../../../components/ui/alert';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useT, type Translate } from '../../../lib/i18n';

/** 'Showing 12 students' when the list fits on its page, else which of them: 'Showing 51–100 of 230 students'. */
export function countText(
  t: Translate,
  list: 'adminStudents' | 'adminFaculty',
  { shown, total, page, pageSize }: { shown: number; total: number; page: number; pageSize: number },
): string {
  if (shown < total) return t(`${list}.showingPart`, { range: pageRange(page, pageSize, total), total });
  return total === 1 ? t(`${list}.showingOne`) : t(`${list}.showing`, { count: total });
}

type Props = {
  title: string;
  subtitle: string;
  addLabel: string;
  /** Opens the Add form, which then shows in place of the filters and the list. */
  onAdd: () => void;
  /** Opens the CSV import, shown the same way. */
  onImport: () => void;
  /** The Add form or the import while one is open. */
  panel?: ReactNode;
  filters: ReactNode;
  success: string | null;
  failure: string | null;
  loading: boolean;
  /** 'Failed to load students. ' and the reason, when the list could not be loaded. */
  loadError: string | null;
  /** The empty-state sentence when the list has no one, else null. */
  empty: string | null;
  count: string | null;
  /** The pager under the list (it hides itself when everything fits on one page). */
  pager?: ReactNode;
  children: ReactNode;
};

/** Heading with the Add button (or the Add form), filters, messages, and the list or its loading, failed and empty states. */
export function PeopleListLayout(props: Props) {
  const t = useT();
  let body: ReactNode;
  if (props.loading) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  } else if (props.loadError) {
    body = <Alert>{props.loadError}</Alert>;
  } else if (props.empty) {
    body = <Card className="py-10 text-center text-slate-700 dark:text-slate-300">{props.empty}</Card>;
  } else {
    body = (
      <>
        {props.children}
        {props.pager}
      </>
    );
  }
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${props.title} | ${t('app.name')}`}</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{props.title}</h1>
          <p className="text-slate-700 dark:text-slate-300">{props.subtitle}</p>
        </div>
        {!props.panel && (
          <div className="flex flex-wrap gap-3 self-start sm:self-auto">
            <Button variant="secondary" onClick={props.onImport}>
              <FileUp aria-hidden="true" className="size-4" />
              {t('adminPeople.importCsv')}
            </Button>
            <Button onClick={props.onAdd}>
              <UserPlus aria-hidden="true" className="size-4" />
              {props.addLabel}
            </Button>
          </div>
        )}
      </div>
      {props.panel ?? (
        <>
          {props.filters}
          <FormFeedback floating success={props.success} error={props.failure} />
          {props.count && !props.loading && !props.loadError && !props.empty && (
            <p className="text-sm text-slate-700 dark:text-slate-300">{props.count}</p>
          )}
          {body}
        </>
      )}
    </div>
  );
}
