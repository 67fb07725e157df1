/**
 * `GET /metrics` in Prometheus' text format (prom-client), for whoever runs the portal: requests per route
 * pattern and status, their latency, how busy the database is, the e-mail outbox's depth and the age of its
 * oldest due mail (read at each scrape), and the process's own figures. Only with `METRICS_TOKEN` set, and then
 * only for `Authorization: Bearer <token>`; without it the address does not exist (404).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { MESSAGES } from '../../../contract/messages';
import { HttpError } from '../lib/http-error';
import { outboxBacklog } from '../modules/notifications/outbox';
import { offerToCluster, scrape } from '../start/cluster-metrics';

export interface MetricsOptions {
  token: string | null;
  clock?: () => Date;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests, in constant time: the answer's timing tells nothing of the token. */
function holdsToken(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), expected);
}

/** A route's pattern (`/api/courses/:id`), never the raw URL: one series per route, whatever the ids. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

export default fp(
  async function metrics(app: FastifyInstance, opts: MetricsOptions) {
    if (!opts.token) return;
    const expected = digest(opts.token);
    const clock = opts.clock ?? (() => new Date());
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const registers = [registry];
    const labelNames = ['method', 'route', 'status_code'] as const;

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status code.',
      labelNames,
      registers,
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status code.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: routeOf(request), status_code: reply.statusCode };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    new Gauge({
      name: 'portal_db_connections',
      help: 'Connections of the PostgreSQL pool, open in all (state="open") and idle among them (state="idle").',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const load = app.database.load();
        if (load.kind !== 'postgres') return;
        this.set({ state: 'open' }, load.connections);
        this.set({ state: 'idle' }, load.idle);
      },
    });
    new Gauge({
      name: 'portal_db_waiting',
      help: 'Requests waiting for the database: for a pool connection on PostgreSQL, for the database thread on the embedded database (the running one included).',
      registers,
      collect() {
        this.set(app.database.load().waiting);
      },
    });

    // The outbox is the whole database's: read once per scrape (one statement for the four figures), and
    // the same in every worker, so that the cluster's figure is any one worker's ('max').
    let backlog: Promise<Awaited<ReturnType<typeof outboxBacklog>>> | undefined;
    const readBacklog = () =>
      (backlog ??= outboxBacklog(app.db, clock()).finally(() => (backlog = undefined)));
    const outboxGauge = (
      name: string,
      help: string,
      figure: keyof Awaited<ReturnType<typeof outboxBacklog>>,
    ) =>
      new Gauge({
        name,
        help,
        registers,
        aggregator: 'max',
        async collect() {
          this.set((await readBacklog())[figure]);
        },
      });
    outboxGauge('portal_outbox_due', 'E-mail due to be sent now and not yet claimed.', 'due');
    outboxGauge(
      'portal_outbox_unsent',
      'E-mail still to be sent: due, being sent, or waiting to be tried again.',
      'unsent',
    );
    outboxGauge(
      'portal_outbox_given_up',
      'E-mail given up after its last attempt failed (last_error on the row says why).',
      'givenUp',
    );
    outboxGauge(
      'portal_outbox_oldest_due_age_seconds',
      'How long the longest-due unsent e-mail has been due; 0 when none is.',
      'oldestDueSeconds',
    );
    offerToCluster(registry);

    app.get(
      '/metrics',
      // Prometheus' text, not an API answer: not in the API's OpenAPI document.
      { schema: { hide: true }, config: { access: 'public' } },
      async (request, reply) => {
        if (!holdsToken(request, expected)) {
          throw new HttpError(401, MESSAGES.metricsTokenRequired, undefined, {
            'www-authenticate': 'Bearer realm="metrics"',
          });
        }
        return reply
          .header('cache-control', 'no-store')
          .type(registry.contentType)
          .send(await scrape(registry));
      },
    );
  },
  { name: 'metrics', dependencies: ['database'] },
);
