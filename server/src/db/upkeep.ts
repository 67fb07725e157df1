/**
 * Nightly upkeep of the embedded database. PGlite runs no autovacuum: without it the planner's statistics age
 * as attendance, grades and submissions grow (and plans go wrong with them), and the room left by updated and
 * deleted rows is never reused. Once a night, at 03:00 on the college's clock, when nobody marks attendance,
 * `vacuum (analyze)` does what autovacuum would. It holds the database's one thread while it runs (seconds on
 * the demo college, up to a minute on a large one). PostgreSQL runs its own autovacuum and is left to it.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collegeMoment, collegeToday } from '../../../contract/college-clock';

declare module 'fastify' {
  interface FastifyInstance {
    databaseUpkeep: {
      /** Vacuums and analyzes now (after any upkeep already running). */
      run(): Promise<void>;
      /** When the next nightly upkeep is due; undefined when none is scheduled (PostgreSQL). */
      next(): Date | undefined;
    };
  }
}

/** The college's time of day for the upkeep. */
export const UPKEEP_TIME = '03:00';

const DAY_MS = 24 * 60 * 60_000;

/** The first 03:00 on the college's clock after `now`. */
export function nextUpkeep(now: Date, timeZone: string): Date {
  const today = collegeMoment(collegeToday(now, timeZone), UPKEEP_TIME, timeZone);
  if (today > now) return today;
  return collegeMoment(collegeToday(new Date(today.getTime() + DAY_MS), timeZone), UPKEEP_TIME, timeZone);
}

export default fp(
  async function databaseUpkeep(app: FastifyInstance, opts: { timeZone: string; clock?: () => Date }) {
    const clock = opts.clock ?? (() => new Date());
    let running: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    let due: Date | undefined;
    let stopped = false;

    const vacuum = async () => {
      const started = performance.now();
      try {
        await app.db.execute(sql`vacuum (analyze)`);
        app.log.info({ ms: Math.round(performance.now() - started) }, 'database upkeep done');
      } catch (error) {
        app.log.error({ err: error }, 'database upkeep failed');
      }
    };
    const run = () => (running = running.then(vacuum));
    const schedule = () => {
      if (stopped) return;
      due = nextUpkeep(clock(), opts.timeZone);
      timer = setTimeout(() => void run().then(schedule), due.getTime() - clock().getTime());
      // The upkeep alone never keeps the process alive.
      timer.unref();
    };

    app.decorate('databaseUpkeep', { run, next: () => due });
    if (app.database.kind !== 'pglite') return;
    app.addHook('onReady', async () => schedule());
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'database-upkeep', dependencies: ['database'] },
);
