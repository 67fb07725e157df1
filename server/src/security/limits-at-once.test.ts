/**
 * Limits hold however many requests arrive at once: each attempt is counted and checked in one statement, so
 * exactly the limit passes, on the embedded database and on PostgreSQL, and across processes sharing one.
 */
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import type { App } from '../app';
import { contactMessages } from '../db/schema';
import { CONTACT_PER_ADDRESS, CONTACT_PER_SENDER } from '../modules/contact/routes';
import { MAX_FAILURES_PER_ACCOUNT, SIGN_IN_PER_ADDRESS } from '../modules/auth/login-throttle';
import { REGISTRATIONS_PER_ADDRESS } from '../modules/registrations/throttle';
import { buildStudent, studentPayload, TEST_PASSWORD } from '../test/factories';
import { buildAnotherProcess, buildTestApp } from '../test/harness';
import { useUpLimit } from '../test/limits';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Sends every request at once (through `apps` in turn) and counts the answers by status. */
async function atOnce(apps: App[], requests: InjectOptions[]) {
  const answers = await Promise.all(requests.map((request, i) => apps[i % apps.length]!.inject(request)));
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
  return { answers, statuses };
}

const wrongPasswords = (email: string, n: number, from = '10.60.0.1') =>
  Array.from({ length: n }, (_, i) => ({
    method: 'POST' as const,
    url: '/api/auth/login',
    payload: { email, password: `wrong-guess-${i}` },
    remoteAddress: from,
  }));

describe('sign-in attempts sent at once', () => {
  it('let exactly the account’s limit of 40 wrong passwords reach the password check', async () => {
    const student = await buildStudent(app);
    const { answers, statuses } = await atOnce([app], wrongPasswords(student.email, 40));
    expect(statuses).toEqual({ 401: MAX_FAILURES_PER_ACCOUNT, 429: 40 - MAX_FAILURES_PER_ACCOUNT });
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: TEST_PASSWORD },
      remoteAddress: '10.60.0.2',
    });
    expect(right.statusCode).toBe(429);
  });

  it('let what is left of an address’s limit through, then one attempt for the account while it is busy', async () => {
    const address = '10.61.0.1';
    await useUpLimit(app, SIGN_IN_PER_ADDRESS, address, undefined, SIGN_IN_PER_ADDRESS.max - 3);
    const { statuses } = await atOnce([app], wrongPasswords('someone@x.edu', 20, address));
    expect(statuses).toEqual({ 401: 4, 429: 16 });
  });

  it('give a correct password’s attempt back: the account signs in again and again', async () => {
    const student = await buildStudent(app);
    const right = Array.from({ length: 3 * MAX_FAILURES_PER_ACCOUNT }, () => ({
      method: 'POST' as const,
      url: '/api/auth/login',
      payload: { email: student.email, password: TEST_PASSWORD },
      remoteAddress: '10.62.0.1',
    }));
    for (let i = 0; i < right.length; i += 10) {
      const { statuses } = await atOnce([app], right.slice(i, i + 10));
      expect(statuses).toEqual({ 200: 10 });
    }
  });
});

describe('contact messages sent at once', () => {
  const message = (i: number, email = `visitor${i}@example.com`, remoteAddress = `10.70.0.${i}`) => ({
    method: 'POST' as const,
    url: '/api/contact',
    payload: { name: 'Bilal Ahmed', email, phone: '', subject: 'admissions', message: `Question ${i}` },
    remoteAddress,
  });
  const storedFrom = async (email: string) =>
    (await app.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.email, email)))[0]!.n;

  it('store exactly the sender’s limit of 60 messages from many addresses', async () => {
    const email = 'flood@example.com';
    const { answers, statuses } = await atOnce(
      [app],
      Array.from({ length: 60 }, (_, i) => message(i, email)),
    );
    expect(statuses).toEqual({ 201: CONTACT_PER_SENDER.max, 429: 60 - CONTACT_PER_SENDER.max });
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toBe(MESSAGES.tooManyRequests);
    expect(await storedFrom(email)).toBe(CONTACT_PER_SENDER.max);
  });

  it('store exactly the address’s limit of 60 messages from many senders', async () => {
    const { statuses } = await atOnce(
      [app],
      Array.from({ length: 60 }, (_, i) => message(i, `sender${i}@example.com`, '10.71.0.1')),
    );
    expect(statuses).toEqual({ 201: CONTACT_PER_ADDRESS.max, 429: 60 - CONTACT_PER_ADDRESS.max });
  });
});

describe('registrations sent at once', () => {
  it('create exactly what is left of the address’s limit', async () => {
    const lab = '203.0.113.80';
    await useUpLimit(app, REGISTRATIONS_PER_ADDRESS, lab, undefined, REGISTRATIONS_PER_ADDRESS.max - 2);
    const { statuses } = await atOnce(
      [app],
      Array.from({ length: 12 }, () => ({
        method: 'POST' as const,
        url: '/api/auth/register/student',
        payload: studentPayload(),
        remoteAddress: lab,
      })),
    );
    expect(statuses).toEqual({ 201: 2, 429: 10 });
  });
});

describe.runIf(!!inject('postgresTemplate'))('on PostgreSQL, two processes sharing the database', () => {
  let other: App;
  beforeAll(async () => {
    other = await buildAnotherProcess(app);
  });
  afterAll(() => other.close());

  it('share one account’s limit: 40 wrong passwords through both, 10 reach the password check', async () => {
    const student = await buildStudent(app);
    const { statuses } = await atOnce([app, other], wrongPasswords(student.email, 40, '10.80.0.1'));
    expect(statuses).toEqual({ 401: MAX_FAILURES_PER_ACCOUNT, 429: 40 - MAX_FAILURES_PER_ACCOUNT });
  });

  it('share one sender’s limit of contact messages', async () => {
    const { statuses } = await atOnce(
      [app, other],
      Array.from({ length: 30 }, (_, i) => ({
        method: 'POST' as const,
        url: '/api/contact',
        payload: {
          name: 'Two Doors',
          email: 'two.doors@example.com',
          phone: '',
          subject: 'admissions',
          message: `Through both ${i}`,
        },
        remoteAddress: `10.81.0.${i}`,
      })),
    );
    expect(statuses).toEqual({ 201: CONTACT_PER_SENDER.max, 429: 30 - CONTACT_PER_SENDER.max });
  });
});
