import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import type { Announcement } from '@contract/announcements';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

const PRIORITY_TONE: Record<Announcement['priority'], string> = {
  low: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  normal: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
  high: 'bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100',
  urgent: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};
const badge = 'rounded-full px-3 py-1 text-xs font-semibold';

type Props = { announcement: Announcement; busy: boolean; onEdit: () => void; onDelete: () => void };

/** One announcement: badges, the text as written (never HTML), author, date, Edit and Delete. */
export function AnnouncementCard({ announcement: a, busy, onEdit, onDelete }: Props) {
  const t = useT();
  const headingId = `announcement-${a._id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold break-words" dir="auto">
          {a.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <span
            className={cn(badge, PRIORITY_TONE[a.priority])}
            title={t('announcements.priorityBadge', { priority: t(`priority.${a.priority}`) })}
          >
            {t(`priority.${a.priority}`)}
          </span>
          <span className={cn(badge, 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100')}>
            {t(`announcements.audience.${a.target_audience}`)}
          </span>
        </div>
      </div>
      <p dir="auto" className="text-sm whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">
        {a.content}
      </p>
      {a.event_date && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-blue-800 dark:text-blue-200">
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('announcements.event', { date: formatDateTime(a.event_date) })}
        </p>
      )}
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:items-center dark:border-slate-800">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('announcements.by', { name: a.author_id?.name ?? t('announcements.defaultAuthor') })} ·{' '}
          <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
        </p>
        <div className="flex gap-2 sm:ms-auto">
          <Button
            variant="secondary"
            aria-label={t('announcements.editNamed', { title: a.title })}
            disabled={busy}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{t('common.edit')}</span>
          </Button>
          <Button
            variant="danger"
            aria-label={t('announcements.deleteNamed', { title: a.title })}
            busy={busy}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{t('common.delete')}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}
