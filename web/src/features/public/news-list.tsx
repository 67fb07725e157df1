import { announcementAge, type Announcement } from '@contract/announcements';
import { useT } from '../../lib/i18n';
import { dateFormat } from '../../lib/format';

const PRIORITY_STYLES: Record<Announcement['priority'], string> = {
  urgent: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  high: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  normal: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  low: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** The latest public announcements; contents are text, never HTML. */
export function NewsList({ news, now, timeZone }: { news: Announcement[]; now: Date; timeZone: string }) {
  const t = useT();
  if (news.length === 0) return <p className="text-slate-700 dark:text-slate-300">{t('home.news.empty')}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {news.map((item) => (
        <li key={item._id} className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${PRIORITY_STYLES[item.priority]}`}
            >
              {t(`priority.${item.priority}`)}
            </span>
            <time dateTime={item.createdAt} className="text-slate-700 dark:text-slate-300">
              {ageText(t, new Date(item.createdAt), now, timeZone)}
            </time>
          </div>
          <h3 className="mt-2 text-lg font-semibold" dir="auto">
            {item.title}
          </h3>
          <p dir="auto" className="mt-1 line-clamp-4 whitespace-pre-line text-slate-700 dark:text-slate-300">
            {item.content}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ageText(t: ReturnType<typeof useT>, createdAt: Date, now: Date, timeZone: string) {
  const age = announcementAge(createdAt, now);
  if (age.kind === 'justNow') return t('age.justNow');
  if (age.kind === 'hoursAgo') return t('age.hoursAgo', { hours: age.hours });
  if (age.kind === 'yesterday') return t('age.yesterday');
  return dateFormat({ dateStyle: 'medium', timeZone }).format(age.date);
}
