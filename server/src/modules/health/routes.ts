/**
 * `GET /api/health`: whether the process and its database answer (for people and monitors).
 * `GET /api/health/ready`: whether a load balancer should send requests here: the database answers, every
 * migration is applied, and the process is not shutting down.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newestApplied, newestInJournal } from '../../db/migrations';

const HealthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  db: z.enum(['ok', 'error']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
  draining: z.boolean(),
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

const healthRoutes: FastifyPluginAsyncZod<{ migrationsDir: string }> = async (app, opts) => {
  // The migrations of the code this process runs, read once: a new version unpacked over it (before a reload
  // starts its successors) must not turn it not-ready.
  const newestKnown = newestInJournal(opts.migrationsDir);
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
          'Ready when the database answers, every migration is applied and the process is not shutting down ' +
          '(after SIGTERM it finishes the requests in flight and answers 503 here).',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (request, reply) => {
      const draining = app.lifecycle.draining;
      let db: 'ok' | 'error' = 'ok';
      let migrations: 'ok' | 'pending' | 'unknown' = 'unknown';
      try {
        migrations = (await within(newestApplied(app.database, newestKnown), PROBE_TIMEOUT_MS))
          ? 'ok'
          : 'pending';
      } catch (err) {
        db = 'error';
        request.log.warn({ err }, 'database unreachable');
      }
      const ready = !draining && db === 'ok' && migrations === 'ok';
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? ('ready' as const) : ('not_ready' as const), db, migrations, draining });
    },
  );
};

export default healthRoutes;
