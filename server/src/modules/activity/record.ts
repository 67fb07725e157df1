/** The activity log behind the admin dashboard's Recent Activities: written when things happen. */
import type { ActivityType } from '../../../../contract/enums';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';

type Writer = Pick<Db, 'insert'>;

export async function recordActivity(
  db: Writer,
  type: ActivityType,
  message: string,
  actorId?: string | null,
) {
  await db.insert(activities).values({ type, message, actorId: actorId ?? null });
}
