import { Mail, Phone } from 'lucide-react';
import type { ContactMessage } from '@contract/contact';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

type Props = {
  message: ContactMessage;
  /** Which of the card's actions is waiting for the server, if any. */
  busy: 'update' | 'delete' | null;
  onToggleHandled: () => void;
  onDelete: () => void;
};

const linkClass =
  'inline-flex items-center gap-1.5 break-all text-blue-700 underline-offset-2 hover:underline dark:text-blue-300';

/** One contact-form message: who sent it, how to reach them, the text as written, and what was done with it. */
export function ContactMessageCard({ message: m, busy, onToggleHandled, onDelete }: Props) {
  const t = useT();
  const headingId = `message-${m._id}`;
  const handledAt = formatDateTime(m.handledAt);

  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 dir="auto" id={headingId} className="text-lg font-semibold">
            {m.name}
          </h2>
          <div className="flex flex-col gap-1 text-sm sm:flex-row sm:gap-4">
            <a href={`mailto:${m.email}`} className={linkClass}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {m.email}
            </a>
            {m.phone && (
              <a href={`tel:${m.phone}`} className={linkClass}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {m.phone}
              </a>
            )}
          </div>
        </div>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-xs font-semibold',
            m.handled
              ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100'
              : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
          )}
        >
          {m.handled ? t('messages.status.handled') : t('messages.status.open')}
        </span>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-4">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-slate-600 dark:text-slate-400">{t('messages.subject')}</dt>
          <dd className="text-sm font-medium">{t(`contact.subject.${m.subject}`)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-slate-600 dark:text-slate-400">{t('messages.received')}</dt>
          <dd className="text-sm font-medium">
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </dd>
        </div>
      </dl>

      {/* Visitors' text is shown as text, never as HTML; their line breaks are kept. */}
      <p
        dir="auto"
        className="rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap break-words dark:bg-slate-800"
      >
        {m.message}
      </p>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {m.handled && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {m.handledBy
              ? t('messages.handledBy', { name: m.handledBy.name, date: handledAt })
              : t('messages.handledOn', { date: handledAt })}
          </p>
        )}
        <div className="flex gap-2 sm:ms-auto">
          <Button
            variant={m.handled ? 'secondary' : 'success'}
            className="flex-1 sm:flex-none"
            busy={busy === 'update'}
            disabled={busy !== null}
            onClick={onToggleHandled}
          >
            {m.handled ? t('messages.markOpen') : t('messages.markHandled')}
          </Button>
          <Button
            variant="danger"
            className="flex-1 sm:flex-none"
            busy={busy === 'delete'}
            disabled={busy !== null}
            onClick={onDelete}
          >
            {t('messages.delete')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
