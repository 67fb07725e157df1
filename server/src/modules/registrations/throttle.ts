/**
 * Self-registrations are limited per network address, so that nobody can flood the admins' approval queue.
 * A college lab registers a whole class from one address in admission week, so the limit is generous.
 */
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import { countAttempt, giveBack, type Limit } from '../../lib/rate-limits';

export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
export const MAX_REGISTRATIONS_PER_ADDRESS = 40;
export const REGISTRATIONS_PER_ADDRESS: Limit = {
  name: 'registration/address',
  max: MAX_REGISTRATIONS_PER_ADDRESS,
  windowMs: REGISTRATION_WINDOW_MS,
};

/**
 * Registers through `register` when the address is within its limit, counting the registration first (in one
 * statement with the check, so that registrations sent at once cannot all pass). One refused for its input (400)
 * is not counted; one refused for a taken student or employee ID counts, so that IDs cannot be probed freely.
 */
export async function withinRegistrationLimit<T>(db: Db, ip: string, register: () => Promise<T>): Promise<T> {
  const counted = await countAttempt(db, [{ limit: REGISTRATIONS_PER_ADDRESS, subject: ip }]);
  if (!counted[0]!.allowed) {
    throw tooManyRequests(MESSAGES.tooManyRegistrations, REGISTRATION_WINDOW_MS / 1000);
  }
  try {
    return await register();
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 409)) await giveBack(db, counted);
    throw error;
  }
}
