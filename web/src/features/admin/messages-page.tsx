import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SUCCESS_MESSAGE_MS } from '@contract/constants';
import type { ContactMessage } from '@contract/contact';
import { Alert } from '../../components/ui/alert';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useT, type TranslationKey } from '../../lib/i18n';
import { useDeleteContactMessage } from './api/delete-contact-message';
import {
  CONTACT_MESSAGE_FILTERS,
  useContactMessages,
  type ContactMessageFilter,
} from './api/get-contact-messages';
import { useUpdateContactMessage } from './api/update-contact-message';
import { ContactMessageCard } from './components/contact-message-card';

const FILTER_LABELS: Record<ContactMessageFilter, TranslationKey> = {
  all: 'messages.filter.all',
  open: 'messages.filter.open',
  handled: 'messages.filter.handled',
};
const EMPTY: Record<ContactMessageFilter, TranslationKey> = {
  all: 'messages.empty.all',
  open: 'messages.empty.open',
  handled: 'messages.empty.handled',
};

function readFilter(params: URLSearchParams): ContactMessageFilter {
  const status = params.get('status');
  return (CONTACT_MESSAGE_FILTERS as readonly string[]).includes(status ?? '')
    ? (status as ContactMessageFilter)
    : 'all';
}

/** /admin/messages: the inbox of the public contact form. The filter lives in the URL so a view can be shared. */
export default function MessagesPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const list = useContactMessages(filter);
  const open = useContactMessages('open');
  const update = useUpdateContactMessage();
  const remove = useDeleteContactMessage();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const setFilter = (value: string) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'all') next.set('status', value);
    else next.delete('status');
    setParams(next, { replace: true });
  };

  const onToggleHandled = (message: ContactMessage) => {
    const handled = !message.handled;
    setFailure(null);
    update.mutate(
      { id: message._id, handled },
      {
        onSuccess: () => setSuccess(handled ? t('messages.markedHandled') : t('messages.markedOpen')),
        onError: (error) => setFailure(errorMessage(error, t('messages.updateFailed'))),
      },
    );
  };

  const onDelete = (message: ContactMessage) => {
    if (!window.confirm(t('messages.confirmDelete'))) return;
    setFailure(null);
    remove.mutate(message._id, {
      onSuccess: ({ message: sentence }) => setSuccess(sentence ?? t('messages.deleted')),
      onError: (error) => setFailure(errorMessage(error, t('messages.deleteFailed'))),
    });
  };

  const busyFor = (id: string) =>
    update.isPending && update.variables.id === id
      ? 'update'
      : remove.isPending && remove.variables === id
        ? 'delete'
        : null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('messages.title')} | ${t('app.name')}`}</title>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('messages.title')}</h1>
          <p className="text-slate-700 dark:text-slate-300">{t('messages.subtitle')}</p>
        </div>
        {open.data && (
          <p className="self-start rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900 sm:self-auto dark:bg-amber-900 dark:text-amber-100">
            {t('messages.openCount', { count: open.data.length })}
          </p>
        )}
      </div>

      <Card className="grid gap-4 sm:grid-cols-2">
        <Field id="status-filter" label={t('messages.filter.status')}>
          <Select
            id="status-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            options={CONTACT_MESSAGE_FILTERS.map((status) => ({
              value: status,
              label: t(FILTER_LABELS[status]),
            }))}
          />
        </Field>
      </Card>

      <FormFeedback floating success={success} error={failure} />

      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : list.isError ? (
        <Alert>{`${t('messages.loadFailed')} ${errorMessage(list.error)}`}</Alert>
      ) : list.data.length === 0 ? (
        <Card className="py-10 text-center text-slate-700 dark:text-slate-300">{t(EMPTY[filter])}</Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.map((message) => (
            <li key={message._id}>
              <ContactMessageCard
                message={message}
                busy={busyFor(message._id)}
                onToggleHandled={() => onToggleHandled(message)}
                onDelete={() => onDelete(message)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
