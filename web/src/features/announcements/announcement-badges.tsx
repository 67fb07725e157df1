import type { Announcement } from '@contract/announcements';
import { badgeClass, badgeTone } from '../../components/tones';
import { cn } from '../../components/ui/cn';
import { useT } from '../../lib/i18n';

const PRIORITY_TONE = { urgent: 'red', high: 'orange', normal: 'blue', low: 'slate' } as const;

/** Who an announcement is for and how urgent it is. */
export function AnnouncementBadges({ announcement }: { announcement: Announcement }) {
  const t = useT();
  return (
    <>
      <span className={cn(badgeClass, badgeTone[PRIORITY_TONE[announcement.priority]])}>
        {t(`priority.${announcement.priority}`)}
      </span>
      <span className={cn(badgeClass, badgeTone.slate)}>
        {t('audience.badge', { audience: t(`audience.${announcement.target_audience}`) })}
      </span>
    </>
  );
}
