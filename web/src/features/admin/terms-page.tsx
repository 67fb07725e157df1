import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { TermSeason } from '@contract/enums';
import { currentTerm } from '@contract/term';
import type { Term, TermInput } from '@contract/terms';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, isApiError } from '../../lib/api-client';
import { collegeTimeZone } from '../../lib/format';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useCloseTerm } from './api/close-term';
import { useCreateTerm } from './api/create-term';
import { useTerms } from '../../lib/terms';
import { useUpdateTerm, type TermUpdate } from './api/update-term';
import { StartPreview } from './terms/start-preview';
import { TermForm } from './terms/term-form';
import { TermTable } from './terms/term-table';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; term: Term };

/** The term a new one most likely is: the one after the calendar's last (Fall, then Spring of the next year). */
function nextTerm(terms: readonly Term[]): { season: TermSeason; year: number } {
  const last = terms.at(-1);
  if (!last) {
    const now = currentTerm(new Date(), collegeTimeZone());
    return { season: now.season, year: now.year };
  }
  return last.season === 'Fall'
    ? { season: 'Spring', year: last.year + 1 }
    : { season: 'Fall', year: last.year };
}

/** /admin/terms: the college's calendar of terms; a term added, changed, its start previewed and made, closed. */
export default function TermsPage() {
  const t = useT();
  const list = useTerms();
  const create = useCreateTerm();
  const update = useUpdateTerm();
  const close = useCloseTerm();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [formFailure, setFormFailure] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<Term | null>(null);
  const [closing, setClosing] = useState<Term | null>(null);

  const terms = list.data?.terms ?? [];
  const editing = form.mode === 'edit' ? form.term : null;
  // The calendar comes earliest first (the order the pickers read); the registrar looks for the latest term.
  const newestFirst = [...terms].reverse();

  const openForm = (next: FormState) => {
    setFormFailure(null);
    setForm(next);
    if (next.mode !== 'closed') {
      requestAnimationFrame(() =>
        document.getElementById(next.mode === 'edit' ? 'starts_on' : 'season')?.focus(),
      );
    }
  };

  const save = async (input: { create: TermInput } | { update: TermUpdate }): Promise<FieldErrors | null> => {
    setFormFailure(null);
    setFailure(null);
    try {
      const { message } =
        'create' in input
          ? await create.mutateAsync(input.create)
          : await update.mutateAsync({ id: editing?._id ?? '', input: input.update });
      setSuccess(message ?? t(editing ? 'terms.updated' : 'terms.created'));
      setForm({ mode: 'closed' });
      return null;
    } catch (error) {
      // A conflict (dates overlapping another term's, a name in use) is about the whole term: said beside Save.
      const fieldErrors = isApiError(error) && error.status !== 409 ? error.fieldErrors() : {};
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      setFormFailure(errorMessage(error, t('terms.saveFailed')));
      return null;
    }
  };

  const confirmClose = () => {
    const term = closing;
    if (!term) return;
    setClosing(null);
    setFailure(null);
    close.mutate(term._id, {
      onSuccess: ({ message }) => setSuccess(message ?? t('terms.closed', { name: term.name })),
      onError: (error) => setFailure(errorMessage(error, t('terms.closeFailed'))),
    });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('terms.title')} | ${t('app.name')}`}</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('terms.title')}</h1>
          <p className="text-slate-700 dark:text-slate-300">{t('terms.subtitle')}</p>
        </div>
        {/* Not before the calendar arrives: the new term's season and year follow its last term. */}
        <Button
          aria-expanded={form.mode === 'create'}
          aria-controls="term-form"
          disabled={!list.isSuccess}
          onClick={() => openForm(form.mode === 'create' ? { mode: 'closed' } : { mode: 'create' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('terms.add')}
        </Button>
      </div>

      <FormFeedback floating success={success} error={failure} />

      <div id="term-form">
        {form.mode !== 'closed' && (
          <TermForm
            key={editing?._id ?? 'new'}
            term={editing}
            suggested={nextTerm(terms)}
            busy={create.isPending || update.isPending}
            failure={formFailure}
            onSubmit={save}
            onCancel={() => openForm({ mode: 'closed' })}
          />
        )}
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : list.isError ? (
        <LoadError
          message={errorMessage(list.error, t('terms.loadFailed'))}
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : terms.length === 0 ? (
        <Card className="py-10 text-center text-slate-700 dark:text-slate-300">{t('terms.empty')}</Card>
      ) : (
        <TermTable
          terms={newestFirst}
          previewingId={previewing?._id ?? null}
          closingId={close.isPending ? close.variables : null}
          onEdit={(term) => openForm({ mode: 'edit', term })}
          onPreview={(term) => {
            setPreviewing(term);
            requestAnimationFrame(() =>
              document.getElementById('plan-title')?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }),
            );
          }}
          onClose={setClosing}
        />
      )}

      {previewing && (
        <StartPreview key={previewing._id} term={previewing} onHide={() => setPreviewing(null)} />
      )}

      <Dialog
        open={closing !== null}
        title={closing ? t('terms.closeTitle', { name: closing.name }) : ''}
        onClose={() => setClosing(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setClosing(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={confirmClose}>
              {closing ? t('terms.closeConfirm', { name: closing.name }) : ''}
            </Button>
          </>
        }
      >
        <p>{t('terms.closeBody')}</p>
      </Dialog>
    </div>
  );
}
