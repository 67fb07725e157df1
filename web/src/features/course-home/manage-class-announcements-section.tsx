import { Megaphone, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CourseAnnouncement } from '@contract/course-announcements';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Input, Textarea } from '../../components/ui/input';
import { errorMessage, isApiError } from '../../lib/api-client';
import { lazySchema, zodFieldErrors, type FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useCourseAnnouncements, useDeleteCourseAnnouncement, useSaveCourseAnnouncement } from './api';
import { ClassAnnouncementList } from './class-announcement-list';

const inputSchema = lazySchema(() =>
  import('@contract/course-announcements').then((m) => m.CourseAnnouncementInputSchema),
);

/** Posting a new class announcement, or editing one (`editing`), checked by the contract's schema first. */
function AnnouncementForm({
  courseId,
  editing,
  onDone,
  onCancel,
}: {
  courseId: string;
  editing?: CourseAnnouncement;
  onDone: (message: string) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const save = useSaveCourseAnnouncement(courseId);
  const prefix = editing ? `announcement-${editing._id}` : 'new-announcement';
  const ids = { title: `${prefix}-title`, content: `${prefix}-content`, section: `${prefix}-section` };
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [section, setSection] = useState(editing?.section ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = { title, content, section };
    const parsed = (await inputSchema()).safeParse(input);
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      const first = (['title', 'content', 'section'] as const).find((f) => fieldErrors[f]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    save.mutate(
      { id: editing?._id, input },
      {
        onSuccess: ({ message }) => {
          setErrors({});
          if (!editing) {
            setTitle('');
            setContent('');
            setSection('');
          }
          onDone(message ?? t('loop.announcements.created'));
        },
        onError: (error) => {
          setErrors(isApiError(error) ? error.fieldErrors() : {});
          setFailure(errorMessage(error, t('loop.announcements.failed')));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={
        editing ? t('loop.announcements.editOf', { title: editing.title }) : t('loop.announcements.new')
      }
      className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 dark:bg-slate-800"
    >
      <Field id={ids.title} label={t('loop.announcements.titleField')} error={errors.title}>
        <Input
          id={ids.title}
          dir="auto"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
          aria-required="true"
        />
      </Field>
      <Field id={ids.content} label={t('loop.announcements.contentField')} error={errors.content}>
        <Textarea
          id={ids.content}
          dir="auto"
          rows={3}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          error={errors.content}
          aria-required="true"
        />
      </Field>
      <Field
        id={ids.section}
        label={t('loop.announcements.sectionField')}
        hint={t('loop.announcements.sectionHint')}
        error={errors.section}
        className="max-w-xs"
      >
        <Input
          id={ids.section}
          dir="ltr"
          value={section}
          maxLength={1}
          autoComplete="off"
          onChange={(e) => setSection(e.target.value)}
          error={errors.section}
          hint={t('loop.announcements.sectionHint')}
        />
      </Field>
      <FormFeedback error={failure}>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={save.isPending}>
            {editing ? t('loop.announcements.save') : t('loop.announcements.post')}
          </Button>
          {onCancel && (
            <Button type="button" variant="secondary" onClick={onCancel}>
              {t('loop.announcements.cancel')}
            </Button>
          )}
        </div>
      </FormFeedback>
    </form>
  );
}

/**
 * A course's class announcements for its teacher or an admin: a form to post (to the class or one section), then the
 * course's announcements newest first, each with Edit and Delete.
 */
export function ManageClassAnnouncementsSection({ courseId }: { courseId: string }) {
  const t = useT();
  const announcements = useCourseAnnouncements(courseId);
  const remove = useDeleteCourseAnnouncement();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();
  const [failure, setFailure] = useState<string | null>(null);

  const confirmDelete = (a: CourseAnnouncement) => {
    if (!window.confirm(t('loop.announcements.confirmDelete', { title: a.title }))) return;
    setFailure(null);
    remove.mutate(a._id, {
      onSuccess: ({ message }) => setSuccess(message ?? null),
      onError: (error) => setFailure(errorMessage(error, t('loop.announcements.deleteFailed'))),
    });
  };

  return (
    <Card role="region" aria-labelledby="class-announcements" className="flex flex-col gap-4">
      <h2 id="class-announcements" className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone aria-hidden="true" className="size-5" />
        {t('loop.announcements.title')}
      </h2>
      <AnnouncementForm courseId={courseId} onDone={setSuccess} />
      <FormFeedback floating success={success} error={failure} />
      {announcements.isPending ? (
        <Loading />
      ) : announcements.isError ? (
        <LoadError
          message={errorMessage(announcements.error, t('loop.announcements.loadFailed'))}
          error={announcements.error}
          retrying={announcements.isFetching}
          onRetry={() => void announcements.refetch()}
        />
      ) : announcements.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('loop.announcements.none')}</p>
      ) : (
        <ClassAnnouncementList
          announcements={announcements.data}
          actions={(a) =>
            editingId === a._id ? (
              <AnnouncementForm
                courseId={courseId}
                editing={a}
                onDone={(message) => {
                  setEditingId(null);
                  setSuccess(message);
                }}
                onCancel={() => setEditingId(null)}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setEditingId(a._id)}
                  aria-label={t('loop.announcements.editOf', { title: a.title })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('loop.announcements.edit')}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => confirmDelete(a)}
                  busy={remove.isPending && remove.variables === a._id}
                  aria-label={t('loop.announcements.deleteOf', { title: a.title })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('loop.announcements.delete')}
                </Button>
              </div>
            )
          }
        />
      )}
    </Card>
  );
}
