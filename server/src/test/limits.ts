/** Earlier attempts against a limit, put straight into the database to keep tests fast. */
import type { App } from '../app';
import { rateLimits } from '../db/schema';
import type { Limit } from '../lib/rate-limits';

/**
 * `hits` attempts (the whole limit by default) of `subject` against `limit`, in a window that ends `endsInMs`
 * from now (negative: it ended).
 */
export async function useUpLimit(
  app: App,
  limit: Limit,
  subject: string,
  endsInMs = limit.windowMs,
  hits = limit.max,
) {
  const window = { hits, windowEndsAt: new Date(Date.now() + endsInMs) };
  await app.db
    .insert(rateLimits)
    .values({ key: `${limit.name}:${subject}`, ...window })
    .onConflictDoUpdate({ target: rateLimits.key, set: window });
}
