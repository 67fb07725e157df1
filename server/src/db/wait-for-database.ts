/**
 * At start the database may not be up yet (a machine booting, PostgreSQL restarting, a container starting
 * beside it): the server tries again with growing pauses for a while before it gives up.
 */
import { isDatabaseUnavailable } from './connection-errors';
import { StartRefusedError } from '../lib/start-refused';

/** The pauses between attempts grow from half a second to this. */
const LONGEST_PAUSE_MS = 5000;

/** The database did not answer within the configured time; its message is the line the server exits with. */
export class DatabaseUnreachableError extends StartRefusedError {}

export interface WaitOptions {
  /** How long to keep trying (DATABASE_CONNECT_TIMEOUT_S). */
  timeoutS: number;
  /** The server, as the log may name it: `postgres://127.0.0.1:5432/portal`, without the password. */
  describe: string;
  log: { warn(details: object, message: string): void };
  /** The first pause; tests shorten it. */
  firstPauseMs?: number;
}

/** Resolves once `probe` succeeds; errors other than an unreachable database are thrown at once. */
export async function waitForDatabase(probe: () => Promise<unknown>, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutS * 1000;
  let pause = options.firstPauseMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    try {
      await probe();
      return;
    } catch (error) {
      const reason = describeError(error);
      // The server answered and refused: a database that does not exist, a wrong password or user. Waiting
      // would not change it, and a stack trace would not say it better than one line.
      if (!isDatabaseUnavailable(error)) {
        throw new DatabaseUnreachableError(
          `The database ${options.describe} refused the connection (${reason}): ` +
            'check the user, password and database name in DATABASE_URL',
        );
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseUnreachableError(
          `The database ${options.describe} did not answer within ${options.timeoutS} s (${reason}): ` +
            'check DATABASE_URL and that PostgreSQL is running, or allow longer with DATABASE_CONNECT_TIMEOUT_S',
        );
      }
      const wait = Math.min(pause, left);
      options.log.warn(
        { attempt, reason, retryInMs: wait },
        `The database ${options.describe} does not answer (${reason}); trying again in ${(wait / 1000).toFixed(1)} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, wait));
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
}

/** The innermost cause's code or message: "ECONNREFUSED", "the database system is starting up". */
function describeError(error: unknown): string {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] };
  while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  if (!e.code && Array.isArray(e.errors) && e.errors[0]) e = e.errors[0] as typeof e;
  if (typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) return e.code;
  return typeof e.message === 'string' && e.message ? e.message : 'no answer';
}

/** A database URL as the log may show it: no user name or password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const { protocol, host, pathname } = new URL(url);
    return `${protocol}//${host}${pathname}`;
  } catch {
    return 'of DATABASE_URL';
  }
}
