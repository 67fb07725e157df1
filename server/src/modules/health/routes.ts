/**
 * `GET /api/health`: whether the process and its database answer (for people and monitors).
 * `GET /api/health/ready`: whether a load balancer should send requests here: the database answers, every
 * migration is applied, uploaded files can be kept (the folder takes a write, the bucket answers), and the
 * process is not shutting down. When not, `reason` says why, in words an operator can act on and anyone may
 * read (no path, no address, no key: those are in the log).
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newestApplied, newestInJournal } from '../../db/migrations';
import { cachedStoreCheck } from './store-check';

const HealthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  db: z.enum(['ok', 'error']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
  uploads: z.enum(['ok', 'error']),
  draining: z.boolean(),
  reason: z.string().optional(),
});

/**
 * A probe answers within this even when the database hangs (a server gone from the network answers nothing,
 * and the pool waits 5 s for a connection): load balancers give up on a check after a few seconds.
 */
const PROBE_TIMEOUT_MS = 3000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** How long a check of the uploads folder or bucket is believed: readiness is asked every few seconds. */
export const STORE_CHECK_KEEP_MS = 5000;
/** A bucket that has not answered within this is reported as not answering. */
const STORE_CHECK_TIMEOUT_MS = 2000;

interface Options {
  migrationsDir: string;
  /** The clock the uploads check is kept by; tests stand it. */
  clock?: () => Date;
}

const healthRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const clock = opts.clock;
  // The migrations of the code this process runs, read once: a new version unpacked over it (before a reload
  // starts its successors) must not turn it not-ready.
  const newestKnown = newestInJournal(opts.migrationsDir);
  const uploadsCheck = cachedStoreCheck(app.files, {
    keepMs: STORE_CHECK_KEEP_MS,
    timeoutMs: STORE_CHECK_TIMEOUT_MS,
    now: clock ? () => clock().getTime() : () => performance.now(),
    log: app.log,
  });

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await within(app.db.execute(sql`select 1`), PROBE_TIMEOUT_MS);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'database unreachable');
        return reply.code(503).send({ status: 'error' as const, db: 'error' as const });
      }
    },
  );

  app.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness for a load balancer: 200 only when this process should be sent requests',
        description:
          'Ready when the database answers, every migration is applied, uploaded files can be kept (a write ' +
          'in the uploads folder, or a request to the bucket, checked at most every 5 s) and the process is ' +
          'not shutting down (after SIGTERM it finishes the requests in flight and answers 503 here). Not ' +
          'ready: 503 with `reason`.',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (request, reply) => {
      const draining = app.lifecycle.draining;
      const [applied, uploadsProblem] = await Promise.all([
        within(newestApplied(app.database, newestKnown), PROBE_TIMEOUT_MS).catch((err: unknown) => {
          request.log.warn({ err }, 'database unreachable');
          return 'unreachable' as const;
        }),
        uploadsCheck(),
      ]);
      const db = applied === 'unreachable' ? ('error' as const) : ('ok' as const);
      const migrations =
        applied === 'unreachable' ? ('unknown' as const) : applied ? ('ok' as const) : ('pending' as const);
      const reasons = [
        db === 'error' && 'the database does not answer',
        migrations === 'pending' && 'database migrations are not all applied yet',
        uploadsProblem,
        draining && 'the process is shutting down',
      ].filter((reason): reason is string => typeof reason === 'string');
      const ready = reasons.length === 0;
      return reply.code(ready ? 200 : 503).send({
        status: ready ? ('ready' as const) : ('not_ready' as const),
        db,
        migrations,
        uploads: uploadsProblem ? ('error' as const) : ('ok' as const),
        draining,
        ...(!ready && { reason: reasons.join('; ') }),
      });
    },
  );
};

export default healthRoutes;
