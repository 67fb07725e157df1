import { announcementAge } from '@contract/announcement-age';
import { formatDate } from './format';
import type { Translate } from './i18n';

/** Spec part 1 §9: 'Just now', 'N hours ago', 'Yesterday', else a short date (college time zone). */
export function announcementAgeText(t: Translate, createdAt: string, now: Date): string {
  const age = announcementAge(new Date(createdAt), now);
  if (age.kind === 'justNow') return t('age.justNow');
  if (age.kind === 'hoursAgo')
    return age.hours === 1 ? t('age.hourAgo') : t('age.hoursAgo', { hours: age.hours });
  if (age.kind === 'yesterday') return t('age.yesterday');
  return formatDate(createdAt);
}
