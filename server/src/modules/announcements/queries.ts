import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Announcement } from '../../../../contract/announcements';
import type { Db } from '../../db/client';
import { announcements, users } from '../../db/schema';

export async function selectAnnouncements(
  db: Db,
  where: SQL | undefined,
  limit?: number,
  offset = 0,
): Promise<Announcement[]> {
  const query = db
    .select({ a: announcements, author: { _id: users.id, name: users.name } })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.authorId))
    .where(where)
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
  const rows = limit ? await query.limit(limit).offset(offset) : await query;
  return rows.map(({ a, author }) => ({
    _id: a.id,
    title: a.title,
    content: a.content,
    target_audience: a.targetAudience,
    priority: a.priority,
    event_date: a.eventDate?.toISOString() ?? null,
    author_id: author,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  }));
}

export const countAnnouncements = (db: Db, where: SQL | undefined) => db.$count(announcements, where);

export const visibleTo = (audiences: string[]) =>
  inArray(
    announcements.targetAudience,
    audiences as (typeof announcements.targetAudience.enumValues)[number][],
  );
