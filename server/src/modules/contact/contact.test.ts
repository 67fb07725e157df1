import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { contactMessages } from '../../db/schema';
import { buildAdmin, buildStudent, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let adminToken: string;
beforeAll(async () => {
  app = await buildTestApp();
  adminToken = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(() => app.close());

const message = {
  name: 'Bilal Ahmed',
  email: 'bilal@example.com',
  phone: '',
  subject: 'admissions',
  message: 'When does the BS IT entrance test take place?',
};
const stored = async () => (await app.db.select({ n: count() }).from(contactMessages))[0].n;

describe('POST /api/contact', () => {
  it('stores the message and thanks the visitor in the words of the specification', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Thank you for your message! We will get back to you soon.',
    });
    const inbox = await injectAs(app, adminToken, { method: 'GET', url: '/api/admin/contact-messages' });
    expect(inbox.json().data.messages[0]).toMatchObject({ ...message, phone: null, handled: false });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'bilal@', 'Enter a valid email address'],
    ['subject', 'gossip', 'Choose a valid subject'],
    ['message', '   ', 'Message is required'],
    ['phone', 'abc', 'Phone must be a valid phone number'],
  ])('refuses %s = %j and stores nothing', async (field, value, text) => {
    const before = await stored();
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message: text }));
    expect(await stored()).toBe(before);
  });

  it('limits a flood from one address with 429, while another address can still write', async () => {
    const from = (i: number) => ({ ...message, email: `visitor${i}@example.com` });
    for (let i = 0; i < 20; i++)
      await app.inject({ method: 'POST', url: '/api/contact', payload: from(i), remoteAddress: '10.9.9.9' });
    const flooded = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: from(20),
      remoteAddress: '10.9.9.9',
    });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.headers['retry-after']).toBeDefined();
    const other = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: from(21),
      remoteAddress: '10.9.9.8',
    });
    expect(other.statusCode).toBe(201);
  });

  it('limits one sender writing again and again from many addresses, while others can still write', async () => {
    const pest = { ...message, email: 'again.and.again@example.com' };
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: pest,
        remoteAddress: `10.8.0.${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const before = await stored();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: pest,
      remoteAddress: '10.8.0.99',
    });
    expect(refused.statusCode).toBe(429);
    expect(await stored()).toBe(before);
    const neighbour = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, email: 'neighbour@example.com' },
      remoteAddress: '10.8.0.1',
    });
    expect(neighbour.statusCode).toBe(201);
  });
});

describe('the admins’ inbox', () => {
  it('is for admins only', async () => {
    const student = await signIn(app, (await buildStudent(app)).email);
    expect(
      (await injectAs(app, student, { method: 'GET', url: '/api/admin/contact-messages' })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/contact-messages' })).statusCode).toBe(401);
  });

  it('marks a message handled, filters by status, and deletes it', async () => {
    await app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, name: 'To Handle' } });
    const all = (
      await injectAs(app, adminToken, { method: 'GET', url: '/api/admin/contact-messages' })
    ).json().data.messages;
    const target = all.find((m: { name: string }) => m.name === 'To Handle');
    const handled = await injectAs(app, adminToken, {
      method: 'PATCH',
      url: `/api/admin/contact-messages/${target._id}`,
      payload: { handled: true },
    });
    expect(handled.json().data.messages[0]).toMatchObject({
      handled: true,
      handledBy: { name: expect.any(String) },
    });
    const open = (
      await injectAs(app, adminToken, { method: 'GET', url: '/api/admin/contact-messages?status=open' })
    ).json().data.messages;
    expect(open.map((m: { _id: string }) => m._id)).not.toContain(target._id);
    const deleted = await injectAs(app, adminToken, {
      method: 'DELETE',
      url: `/api/admin/contact-messages/${target._id}`,
    });
    expect(deleted.statusCode).toBe(200);
    const again = await injectAs(app, adminToken, {
      method: 'DELETE',
      url: `/api/admin/contact-messages/${target._id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});
