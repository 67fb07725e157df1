/**
 * The activity log behind the admin dashboard's Recent Activities: written when things happen, as the message
 * catalogue's code and parameters (shown in each reader's language) beside the English as it was written.
 */
import type { ActivityType } from '../../../../contract/enums';
import type { Said } from '../../../../contract/message-catalogue';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';

type Writer = Pick<Db, 'insert'>;

export async function recordActivity(db: Writer, type: ActivityType, said: Said, actorId?: string | null) {
  const { message, code, params } = said;
  await db
    .insert(activities)
    .values({ type, message, code, params: params ?? null, actorId: actorId ?? null });
}
