import type { ReactNode } from 'react';
import type { CourseAnnouncement } from '@contract/course-announcements';
import { badgeClass, badgeTone } from '../../components/tones';
import { cn } from '../../components/ui/cn';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';

/**
 * Class announcements as a list, newest first: title, whole class or section, who and when, and the message as
 * written. `actions` adds the teacher's buttons to each; `showCourse` names the course (the announcements page).
 */
export function ClassAnnouncementList({
  announcements,
  actions,
  showCourse = false,
}: {
  announcements: CourseAnnouncement[];
  actions?: (announcement: CourseAnnouncement) => ReactNode;
  showCourse?: boolean;
}) {
  const t = useT();
  return (
    <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
      {announcements.map((a) => (
        <li key={a._id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 dir="auto" className="min-w-0 break-words font-semibold">
              {a.title}
            </h3>
            <span className={cn(badgeClass, badgeTone[a.section ? 'orange' : 'blue'])}>
              {a.section
                ? t('loop.announcements.section', { section: a.section })
                : t('loop.announcements.wholeClass')}
            </span>
          </div>
          <p dir="auto" className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300">
            {a.content}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[
              showCourse && t('loop.announcements.ofCourse', { course: `${a.course.code} ${a.course.name}` }),
              a.author && t('loop.announcements.by', { name: a.author.name }),
              t('loop.announcements.posted', { date: formatDateTime(a.createdAt) }),
              a.updatedAt !== a.createdAt &&
                t('loop.announcements.edited', { date: formatDateTime(a.updatedAt) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {actions?.(a)}
        </li>
      ))}
    </ul>
  );
}
