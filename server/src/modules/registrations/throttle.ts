/**
 * Self-registrations are limited per network address, so that nobody can flood the admins' approval queue.
 * A college lab registers a whole class from one address in admission week, so the limit is generous.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { tooManyRequests } from '../../lib/http-error';

export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
export const MAX_REGISTRATIONS_PER_ADDRESS = 40;

export async function assertRegistrationAllowed(db: Db, ip: string) {
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(users)
    .where(
      and(eq(users.registrationIp, ip), gt(users.createdAt, new Date(Date.now() - REGISTRATION_WINDOW_MS))),
    );
  if (recent >= MAX_REGISTRATIONS_PER_ADDRESS) {
    throw tooManyRequests(MESSAGES.tooManyRegistrations, REGISTRATION_WINDOW_MS / 1000);
  }
}
