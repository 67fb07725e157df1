import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Announcement, AnnouncementInput } from '@contract/announcements';
import { Alert } from '../../components/ui/alert';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, isApiError } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { useTimedMessage } from '../../lib/use-timed-message';
import { AnnouncementCard } from './announcements/announcement-card';
import { AnnouncementForm } from './announcements/announcement-form';
import { useCreateAnnouncement } from './api/create-announcement';
import { useDeleteAnnouncement } from './api/delete-announcement';
import { useAdminAnnouncements } from './api/get-announcements';
import { useUpdateAnnouncement } from './api/update-announcement';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; announcement: Announcement };

/** /admin/announcements: Manage Announcements (spec part 1 §2). */
export default function AnnouncementsPage() {
  const t = useT();
  const list = useAdminAnnouncements();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [success, setSuccess] = useTimedMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [formFailure, setFormFailure] = useState<string | null>(null);

  const openForm = (next: FormState) => {
    setFormFailure(null);
    setForm(next);
    if (next.mode !== 'closed') requestAnimationFrame(() => document.getElementById('title')?.focus());
  };

  const save = async (input: AnnouncementInput): Promise<FieldErrors | null> => {
    setFormFailure(null);
    setFailure(null);
    try {
      const { message } =
        form.mode === 'edit'
          ? await update.mutateAsync({ id: form.announcement._id, input })
          : await create.mutateAsync(input);
      setSuccess(message ?? t(form.mode === 'edit' ? 'announcements.updated' : 'announcements.created'));
      setForm({ mode: 'closed' });
      return null;
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors() : {};
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      setFormFailure(errorMessage(error, t('announcements.saveFailed')));
      return null;
    }
  };

  const onDelete = (announcement: Announcement) => {
    if (!window.confirm(t('announcements.confirmDelete'))) return;
    setFailure(null);
    remove.mutate(announcement._id, {
      onSuccess: ({ message }) => {
        setSuccess(message ?? t('announcements.deleted'));
        if (form.mode === 'edit' && form.announcement._id === announcement._id) setForm({ mode: 'closed' });
      },
      onError: (error) => setFailure(errorMessage(error, t('announcements.deleteFailed'))),
    });
  };

  const editing = form.mode === 'edit' ? form.announcement : null;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('announcements.title')} | ${t('app.name')}`}</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('announcements.title')}</h1>
          <p className="text-slate-700 dark:text-slate-300">{t('announcements.subtitle')}</p>
        </div>
        <Button
          aria-expanded={form.mode !== 'closed'}
          aria-controls="announcement-form"
          onClick={() => openForm(form.mode === 'closed' ? { mode: 'create' } : { mode: 'closed' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('announcements.add')}
        </Button>
      </div>

      <FormFeedback floating success={success} error={failure} />

      <div id="announcement-form">
        {form.mode !== 'closed' && (
          <AnnouncementForm
            key={editing?._id ?? 'new'}
            announcement={editing}
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
        <Alert>{`${t('announcements.loadFailed')}${errorMessage(list.error)}`}</Alert>
      ) : list.data.length === 0 ? (
        <Card className="py-10 text-center text-slate-700 dark:text-slate-300">
          {t('announcements.empty')}
        </Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.map((announcement) => (
            <li key={announcement._id}>
              <AnnouncementCard
                announcement={announcement}
                busy={remove.isPending && remove.variables === announcement._id}
                onEdit={() => openForm({ mode: 'edit', announcement })}
                onDelete={() => onDelete(announcement)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
