import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { activities } from '../../db/schema';
import { buildAdmin, buildFaculty, buildStudent, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let adminToken: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp();
  adminToken = await signIn(app, (await buildAdmin(app, { name: 'Principal Office' })).email);
  for (const audience of ['all', 'students', 'faculty'] as const) {
    const res = await injectAs(app, adminToken, {
      method: 'POST',
      url: '/api/admin/announcements',
      payload: {
        title: `For ${audience}`,
        content: '<script>alert(1)</script> Exams start Monday',
        target_audience: audience,
        priority: 'high',
      },
    });
    expect(res.statusCode).toBe(201);
    ids[audience] = res.json().data.announcement._id;
  }
});
afterAll(() => app.close());

const titles = (res: { json(): { data: { announcements: { title: string }[] } } }) =>
  res
    .json()
    .data.announcements.map((a) => a.title)
    .sort();

describe('GET /api/announcements', () => {
  it("shows an anonymous visitor only audience 'all'", async () => {
    expect(titles(await app.inject({ method: 'GET', url: '/api/announcements' }))).toEqual(['For all']);
  });

  it('shows a student the announcements for all and for students, not those for faculty', async () => {
    const token = await signIn(app, (await buildStudent(app)).email);
    expect(titles(await injectAs(app, token, { method: 'GET', url: '/api/announcements' }))).toEqual([
      'For all',
      'For students',
    ]);
  });

  it('shows a teacher the announcements for all and for faculty', async () => {
    const token = await signIn(app, (await buildFaculty(app)).email);
    expect(titles(await injectAs(app, token, { method: 'GET', url: '/api/announcements' }))).toEqual([
      'For all',
      'For faculty',
    ]);
  });

  it('answers 404 for one the caller may not see, and keeps the content as text', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/announcements/${ids.students}` })).statusCode).toBe(
      404,
    );
    const visible = await app.inject({ method: 'GET', url: `/api/announcements/${ids.all}` });
    expect(visible.json().data.announcement).toMatchObject({
      content: '<script>alert(1)</script> Exams start Monday',
      author_id: { name: 'Principal Office' },
      priority: 'high',
    });
  });

  it('honours the limit, newest first, default 5', async () => {
    for (let i = 0; i < 6; i++) {
      await injectAs(app, adminToken, {
        method: 'POST',
        url: '/api/admin/announcements',
        payload: { title: `News ${i}`, content: 'x' },
      });
    }
    const five = (await app.inject({ method: 'GET', url: '/api/announcements' })).json().data.announcements;
    expect(five).toHaveLength(5);
    expect(five[0].title).toBe('News 5');
    expect(
      (await app.inject({ method: 'GET', url: '/api/announcements?limit=2' })).json().data.announcements,
    ).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: '/api/announcements?limit=0' })).statusCode).toBe(400);
  });

  it('pages every announcement the caller may see with page and page_size, newest first, with the total', async () => {
    const token = await signIn(app, (await buildStudent(app)).email);
    const page = async (query: string) =>
      (await injectAs(app, token, { method: 'GET', url: `/api/announcements?${query}` })).json().data;
    const first = await page('page=1&page_size=3');
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.announcements.map((a: { title: string }) => a.title)).toEqual([
      'News 5',
      'News 4',
      'News 3',
    ]);
    const last = await page('page=3&page_size=3');
    expect(last.announcements.map((a: { title: string }) => a.title)).toEqual(['For students', 'For all']);
    expect(await page('page=9&page_size=3')).toMatchObject({ announcements: [], total: 8 });
    expect(await page('page=1')).toMatchObject({ total: 8, pageSize: 50 });
    const tooMany = await injectAs(app, token, { method: 'GET', url: '/api/announcements?page_size=101' });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('admin announcements', () => {
  it('posting writes the activity log', async () => {
    const [latest] = await app.db.select().from(activities).orderBy(desc(activities.createdAt)).limit(1);
    expect(latest).toMatchObject({ type: 'alert', message: expect.stringMatching(/^Announcement posted: /) });
  });

  it('requires title and content, and defaults audience all and priority normal', async () => {
    const bad = await injectAs(app, adminToken, {
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title: '', content: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'title', message: 'Title is required' }),
        expect.objectContaining({ field: 'content', message: 'Content is required' }),
      ]),
    );
    const ok = await injectAs(app, adminToken, {
      method: 'POST',
      url: '/api/admin/announcements',
      payload: { title: 'T', content: 'C' },
    });
    expect(ok.json().data.announcement).toMatchObject({ target_audience: 'all', priority: 'normal' });
  });

  it('edits and deletes', async () => {
    const edited = await injectAs(app, adminToken, {
      method: 'PUT',
      url: `/api/admin/announcements/${ids.faculty}`,
      payload: {
        title: 'Staff meeting',
        content: 'Friday 10 AM',
        target_audience: 'faculty',
        priority: 'urgent',
      },
    });
    expect(edited.json()).toMatchObject({
      message: 'Announcement updated successfully!',
      data: { announcement: { title: 'Staff meeting', priority: 'urgent' } },
    });
    const deleted = await injectAs(app, adminToken, {
      method: 'DELETE',
      url: `/api/admin/announcements/${ids.faculty}`,
    });
    expect(deleted.json().message).toBe('Announcement deleted successfully!');
    expect(
      (await injectAs(app, adminToken, { method: 'DELETE', url: `/api/admin/announcements/${ids.faculty}` }))
        .statusCode,
    ).toBe(404);
  });

  it('is refused to students', async () => {
    const token = await signIn(app, (await buildStudent(app)).email);
    for (const [method, url] of [
      ['GET', '/api/admin/announcements'],
      ['POST', '/api/admin/announcements'],
      ['PUT', `/api/admin/announcements/${ids.all}`],
      ['DELETE', `/api/admin/announcements/${ids.all}`],
    ] as const) {
      expect(
        (await injectAs(app, token, { method, url, payload: { title: 'x', content: 'y' } })).statusCode,
      ).toBe(403);
    }
  });
});
