import { useState, type FormEvent } from 'react';
import type { Announcement, AnnouncementInput } from '@contract/announcements';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_PRIORITIES } from '@contract/enums';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { focusFirstError, lazySchema, zodFieldErrors, type FieldErrors } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';

const announcementInputSchema = lazySchema(() =>
  import('@contract/announcements').then((m) => m.AnnouncementInputSchema),
);

const ORDER = ['title', 'content', 'target_audience', 'priority', 'event_date'] as const;

/** An ISO moment as the value of a datetime-local input, in the browser's time zone. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value (the browser's time zone) as an ISO moment; '' stays empty. */
function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

type Props = {
  announcement: Announcement | null;
  busy: boolean;
  failure: string | null;
  /** Saves; resolves to the server's field errors when it refused. */
  onSubmit: (input: AnnouncementInput) => Promise<FieldErrors | null>;
  onCancel: () => void;
};

/** Create or edit an announcement (spec part 1 §5: title, content, audience and priority; defaults all and normal). */
export function AnnouncementForm({ announcement, busy, failure, onSubmit, onCancel }: Props) {
  const t = useT();
  const [values, setValues] = useState({
    title: announcement?.title ?? '',
    content: announcement?.content ?? '',
    target_audience: announcement?.target_audience ?? 'all',
    priority: announcement?.priority ?? 'normal',
    event_date: toLocalInput(announcement?.event_date),
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = (name: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await announcementInputSchema()).safeParse({
      ...values,
      event_date: fromLocalInput(values.event_date),
    });
    if (!parsed.success) {
      const fieldErrors = zodFieldErrors(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(ORDER, fieldErrors);
      return;
    }
    const serverErrors = await onSubmit({ ...parsed.data, event_date: parsed.data.event_date ?? null });
    if (serverErrors) {
      setErrors(serverErrors);
      focusFirstError(ORDER, serverErrors);
    }
  };

  return (
    <Card role="region" aria-labelledby="announcement-form-title" className="flex flex-col gap-4">
      <h2 id="announcement-form-title" className="text-lg font-semibold">
        {announcement ? t('announcements.formEdit') : t('announcements.formCreate')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 md:grid-cols-2">
        <Field
          id="title"
          label={t('announcements.field.title')}
          error={errors.title}
          className="md:col-span-2"
        >
          <Input
            id="title"
            aria-required="true"
            maxLength={200}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            error={errors.title}
          />
        </Field>
        <Field
          id="content"
          label={t('announcements.field.content')}
          error={errors.content}
          className="md:col-span-2"
        >
          <Textarea
            id="content"
            aria-required="true"
            rows={5}
            value={values.content}
            onChange={(e) => set('content', e.target.value)}
            error={errors.content}
          />
        </Field>
        <Field id="target_audience" label={t('announcements.field.audience')} error={errors.target_audience}>
          <Select
            id="target_audience"
            aria-required="true"
            value={values.target_audience}
            onChange={(e) => set('target_audience', e.target.value)}
            error={errors.target_audience}
            options={ANNOUNCEMENT_AUDIENCES.map((a) => ({
              value: a,
              label: t(`announcements.audience.${a}`),
            }))}
          />
        </Field>
        <Field id="priority" label={t('announcements.field.priority')} error={errors.priority}>
          <Select
            id="priority"
            aria-required="true"
            value={values.priority}
            onChange={(e) => set('priority', e.target.value)}
            error={errors.priority}
            options={ANNOUNCEMENT_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          />
        </Field>
        <Field
          id="event_date"
          label={t('announcements.field.eventDate')}
          error={errors.event_date}
          hint={t('announcements.field.eventDateHint')}
        >
          <Input
            id="event_date"
            type="datetime-local"
            value={values.event_date}
            onChange={(e) => set('event_date', e.target.value)}
            error={errors.event_date}
            hint={t('announcements.field.eventDateHint')}
          />
        </Field>
        <FormFeedback error={failure} className="justify-end md:col-span-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {announcement ? t('announcements.update') : t('announcements.create')}
          </Button>
        </FormFeedback>
      </form>
    </Card>
  );
}
