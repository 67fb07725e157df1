/**
 * GET /metrics (issue 20): Prometheus' text with a token, nothing at all without one. A scrape shows the
 * requests made before it under their route pattern, and the outbox's queued mail.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../app';
import { loadMetricsToken } from '../config';
import { emailOutbox } from '../db/schema';
import { buildTestApp } from '../test/harness';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const scrape = (app: App, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series, e.g. `http_requests_total{method="GET",...}`; undefined when absent. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && wanted.every((pair) => l.includes(pair)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const app = await buildTestApp();
    try {
      expect((await scrape(app)).statusCode).toBe(404);
      expect((await scrape(app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => app?.close());

  it('answers 401 without the token or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-enough-length', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(app, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts a request made before, under its route pattern and status, with its latency', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const labels = { method: 'POST', route: '/api/notifications/:id/read', status_code: '401' };
    const before = series((await scrape(app, `Bearer ${TOKEN}`)).body, 'http_requests_total', labels) ?? 0;
    expect((await app.inject({ method: 'POST', url: `/api/notifications/${id}/read` })).statusCode).toBe(401);

    const res = await scrape(app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(series(res.body, 'http_requests_total', labels)).toBe(before + 1);
    expect(res.body).not.toContain(id);
    expect(series(res.body, 'http_request_duration_seconds_count', labels)).toBe(before + 1);
    // The database's load and the process's own figures.
    expect(series(res.body, 'portal_db_waiting')).toBeGreaterThanOrEqual(0);
    if (inject('postgresTemplate')) {
      expect(series(res.body, 'portal_db_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
      expect(series(res.body, 'portal_db_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    }
    expect(series(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(series(res.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('shows the outbox: queued mail, and how long the oldest has been due', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await app.db.insert(emailOutbox).values([
      { toAddress: 'a@test.edu', subject: 'Fees', text: 'Due', nextAttemptAt: tenMinutesAgo },
      { toAddress: 'b@test.edu', subject: 'Fees', text: 'Due' },
      {
        toAddress: 'c@test.edu',
        subject: 'Fees',
        text: 'Later',
        nextAttemptAt: new Date(Date.now() + 60_000),
      },
      { toAddress: 'd@test.edu', subject: 'Fees', text: 'Sent', sentAt: new Date() },
      { toAddress: 'e@test.edu', subject: 'Fees', text: 'Given up', attempts: 8, lastError: 'refused' },
    ]);
    const text = (await scrape(app, `Bearer ${TOKEN}`)).body;
    expect(series(text, 'portal_outbox_due')).toBe(2);
    expect(series(text, 'portal_outbox_unsent')).toBe(3);
    expect(series(text, 'portal_outbox_given_up')).toBe(1);
    expect(series(text, 'portal_outbox_oldest_due_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(series(text, 'portal_outbox_oldest_due_age_seconds')).toBeLessThan(660);
  });

  it('is not part of the API document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});

describe('METRICS_TOKEN', () => {
  it('is off unless set, and refuses a short or spaced token at start', () => {
    expect(loadMetricsToken({})).toBeNull();
    expect(loadMetricsToken({ METRICS_TOKEN: TOKEN })).toBe(TOKEN);
    expect(() => loadMetricsToken({ METRICS_TOKEN: 'a-token-of-31-characters-012345' })).toThrow(
      /METRICS_TOKEN must be at least 32 random characters/,
    );
    expect(() => loadMetricsToken({ METRICS_TOKEN: '0'.repeat(64) })).toThrow(
      /METRICS_TOKEN must be at least 32 random characters/,
    );
    expect(() => loadMetricsToken({ METRICS_TOKEN: 'CHANGE-ME-TO-64-HEX-CHARACTERS-FROM-OPENSSL' })).toThrow(
      /METRICS_TOKEN has the documentation's example/,
    );
    expect(() => loadMetricsToken({ METRICS_TOKEN: 'two words of sufficient length' })).toThrow(
      /METRICS_TOKEN/,
    );
  });
});
