import { ArrowLeft, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { User } from '@contract/auth';
import { Alert } from '../../../components/ui/alert';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { StatusBadge } from './status-badge';

type Props = {
  /** The list page; its filters come back from the link that opened this page. */
  listPath: string;
  backLabel: string;
  person: User | undefined;
  loading: boolean;
  error: unknown;
  loadFailed: string;
  editing: boolean;
  onEdit: () => void;
  success: string | null;
  failure: string | null;
  children: ReactNode;
};

/** Back to the list, the person's name and state, Edit, the messages, and the page's sections. */
export function DetailLayout(props: Props) {
  const t = useT();
  const location = useLocation();
  const listSearch = (location.state as { list?: string } | null)?.list ?? '';
  const { person } = props;

  let body: ReactNode;
  if (props.loading) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  } else if (!person) {
    body = <Alert>{`${props.loadFailed} ${errorMessage(props.error)}`}</Alert>;
  } else {
    body = (
      <>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold sm:text-3xl">
              <span className="break-words">{person.name}</span>
              <StatusBadge status={person.status} />
            </h1>
            <p className="break-all text-slate-700 dark:text-slate-300">{person.email}</p>
          </div>
          {!props.editing && (
            <Button variant="secondary" onClick={props.onEdit} className="self-start sm:self-auto">
              <Pencil aria-hidden="true" className="size-4" />
              {t('adminPeople.edit')}
            </Button>
          )}
        </div>
        <FormFeedback floating success={props.success} error={props.failure} />
        {props.children}
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      {person && <title>{`${person.name} | ${t('app.name')}`}</title>}
      <Link to={`${props.listPath}${listSearch}`} className={buttonClass('ghost', 'self-start px-2')}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {props.backLabel}
      </Link>
      {body}
    </div>
  );
}
