/**
 * Sending the outbox at a college's pace (issue 20): an announcement to a whole year leaves at the configured
 * rate through several connections, and a slow server never makes two workers send the same mail.
 */
import { inject, afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { emailOutbox, users } from '../../db/schema';
import { buildAdmin, injectAs, signIn } from '../../test/factories';
import { buildTestApp, freshDatabase } from '../../test/harness';
import { closedPort, smtpSettings, startSmtpServer } from '../../test/smtp';
import { sendDueMail } from './outbox';
import { smtpMailer } from './worker';

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
const onPostgres = Boolean(inject('postgresTemplate'));
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function started<T extends App | SmtpServer>(thing: Promise<T>): Promise<T> {
  const done = await thing;
  cleanup.push(() => done.close());
  return done;
}

/** `count` approved students at once (the factories' one-by-one profiles are not needed for mail). */
async function enrolYear(app: App, count: number, tag: string) {
  return app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Student ${tag} ${i}`,
        email: `year-${tag}-${i}@test.edu`,
        passwordHash: 'not used',
        role: 'student' as const,
        status: 'approved' as const,
      })),
    )
    .returning({ email: users.email });
}

const queueMail = (db: App['db'], addresses: string[]) =>
  db
    .insert(emailOutbox)
    .values(addresses.map((toAddress) => ({ toAddress, subject: 'Fee reminder', text: 'Pay by Friday.' })));

describe('an announcement to a whole year', () => {
  it('is delivered to every student once, at the configured rate, over several connections', async () => {
    const smtp = await started(startSmtpServer());
    const perMinute = 2400;
    const app = await started(
      buildTestApp({ smtp: smtpSettings(smtp.url, { ratePerMinute: perMinute, connections: 4 }) }),
    );
    const students = await enrolYear(app, 200, 'pace');
    const admin = await signIn(app, (await buildAdmin(app)).email);
    const posted = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title: 'Results', content: 'Results are out.', target_audience: 'students' },
    });
    expect(posted.statusCode).toBe(201);

    const start = performance.now();
    await app.notificationWorker.tick();
    const took = performance.now() - start;

    for (const { email } of students) expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.received).toHaveLength(200);
    // Not faster than the relay was promised (199 gaps of 25 ms), and not one batch per tick either.
    const times = smtp.received.map((mail) => mail.at);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(0.9 * 199 * (60_000 / perMinute));
    expect(took).toBeLessThan(20_000);
    expect(smtp.mostConnected()).toBeGreaterThan(1);
    expect(smtp.mostConnected()).toBeLessThanOrEqual(4);
  });
});

describe('two workers and a server slower than a claim', () => {
  it('deliver each message exactly once', async () => {
    const slow = await started(startSmtpServer(0, { slowMs: 400 }));
    const smtp = smtpSettings(slow.url, { ratePerMinute: 6000, connections: 3 });
    // Each send takes almost three claims' time: a claim must be renewed while its send lasts.
    const outboxClaimMs = 150;
    let db: App['db'];
    let workers: (() => Promise<unknown>)[];
    if (onPostgres) {
      // Two processes on one PostgreSQL database.
      const database = await freshDatabase();
      const first = await started(buildTestApp({ smtp, outboxClaimMs, database }));
      const second = await started(buildTestApp({ smtp, outboxClaimMs, database }));
      db = first.db;
      workers = [first.notificationWorker.tick, second.notificationWorker.tick];
    } else {
      // The embedded database belongs to one process: a second worker runs beside the app's own.
      const app = await started(buildTestApp({ smtp, outboxClaimMs }));
      const mailer = smtpMailer(smtp);
      cleanup.push(async () => mailer.close());
      const pace = { perMinute: smtp.ratePerMinute, connections: smtp.connections, claimMs: outboxClaimMs };
      db = app.db;
      workers = [app.notificationWorker.tick, () => sendDueMail(app.db, mailer, smtp.from, pace)];
    }
    const addresses = Array.from({ length: 12 }, (_, i) => `slow-${i}@test.edu`);
    await queueMail(db, addresses);

    await Promise.all(workers.map((work) => work()));

    for (const address of addresses) expect(slow.to(address)).toHaveLength(1);
    const rows = await db.select().from(emailOutbox);
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 0)).toBe(true);
  });
});

describe('a server that cannot be reached', () => {
  it('costs one attempt of one message per run: the rest waits with its attempts intact', async () => {
    const port = await closedPort();
    const app = await started(
      buildTestApp({ smtp: smtpSettings(`smtp://127.0.0.1:${port}`, { ratePerMinute: 60 }) }),
    );
    await queueMail(app.db, ['a@test.edu', 'b@test.edu', 'c@test.edu']);
    await app.notificationWorker.tick();
    const rows = await app.db.select().from(emailOutbox);
    expect(rows.map((row) => row.attempts).sort()).toEqual([0, 0, 1]);
  });
});
