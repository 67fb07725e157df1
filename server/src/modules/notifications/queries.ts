/** The bell list: a user's own notifications, newest first, and marking them read. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Notification, NotificationList } from '../../../../contract/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../lib/http-error';

const NOT_FOUND = 'Notification not found';

const unread = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

function present(row: typeof notifications.$inferSelect): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    said: row.said ?? null,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export async function listNotifications(db: Db, userId: string, limit: number): Promise<NotificationList> {
  const [rows, [{ unreadCount }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db.select({ unreadCount: count() }).from(notifications).where(unread(userId)),
  ]);
  return { notifications: rows.map(present), unreadCount };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(unread(userId));
  return n;
}

/** Marks one of the user's notifications read (keeping the first time); someone else's answers 404. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<void> {
  const [mine] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!mine) throw notFound(NOT_FOUND);
  if (mine.readAt) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(notifications).set({ readAt: now }).where(unread(userId));
}
