/** How old an announcement is, in the words of spec part 1 §9; without Zod, for the dashboards' bundles. */

export type AnnouncementAge =
  | { kind: 'justNow' }
  | { kind: 'hoursAgo'; hours: number }
  | { kind: 'yesterday' }
  | { kind: 'date'; date: Date };

/** Spec part 1 §9: 'Just now' under 1 hour, 'N hours ago' under 24, 'Yesterday' under 48, else a short date. */
export function announcementAge(createdAt: Date, now: Date): AnnouncementAge {
  const hours = Math.floor((now.getTime() - createdAt.getTime()) / 3_600_000);
  if (hours < 1) return { kind: 'justNow' };
  if (hours < 24) return { kind: 'hoursAgo', hours };
  if (hours < 48) return { kind: 'yesterday' };
  return { kind: 'date', date: createdAt };
}
