import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMISSIONS, type Admissions } from '../../../../contract/admissions';
import type { App } from '../../app';
import { auditLog, settings } from '../../db/schema';
import { buildAdmin, buildStudent, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { loadPublicPageData } from '../public-site/page-data';

let app: App;
let adminToken: string;
beforeAll(async () => {
  app = await buildTestApp();
  adminToken = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(() => app.close());

const nextYear: Admissions = {
  year: 2027,
  dates: {
    open: '2027-02-15',
    deadline: '2027-06-15',
    test: '2027-07-10',
    merit: '2027-07-25',
    classes: '2027-09-06',
  },
  programs: [
    { id: 'it', offered: true, creditHours: 133, feePerSemester: 175_000 },
    { id: 'cs', offered: true, creditHours: 133, feePerSemester: 175_000 },
    { id: 'se', offered: false, creditHours: 132, feePerSemester: 185_000 },
  ],
};

const save = (payload: unknown, token = adminToken) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/admissions',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
const stored = async () => (await app.db.select().from(settings).where(eq(settings.key, 'admissions')))[0];
/** What the server renders a public page with (the rendering itself is the web app's, tested there). */
const pageData = (path: string) =>
  loadPublicPageData(app.db, path, { collegeName: 'Test College', timeZone: 'Asia/Karachi' });

describe('the admissions content', () => {
  it("is the specification's until the college edits it", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admissions' });
    expect(res.json().data).toEqual(DEFAULT_ADMISSIONS);
  });

  it('an admin saves next year’s, audited, and the public Admissions page and checklist show it at once', async () => {
    const res = await save(nextYear);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Admissions details saved', data: nextYear });
    expect((await app.inject({ method: 'GET', url: '/api/admissions' })).json().data).toEqual(nextYear);

    for (const path of ['/admissions', '/admissions/checklist']) {
      expect((await pageData(path)).admissions).toEqual(nextYear);
    }
    expect((await pageData('/about')).admissions).toBeUndefined();

    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'admissions.updated'));
    expect(entry).toMatchObject({ entity: 'admissions', summary: 'Admissions 2027 updated' });
    expect(entry!.after).toMatchObject({ year: 2027 });
  });

  it('refuses dates out of the calendar’s order, naming the date, and changes nothing', async () => {
    const before = await stored();
    const res = await save({ ...nextYear, dates: { ...nextYear.dates, test: '2027-06-01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(
      expect.objectContaining({
        field: 'dates.test',
        message: 'Each date must be on or after the one above it',
      }),
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses a date that does not exist, a fee typed with a zero too many, and no program offered', async () => {
    const before = await stored();
    const cases: [unknown, string][] = [
      [{ ...nextYear, dates: { ...nextYear.dates, open: '2027-02-30' } }, 'dates.open'],
      [
        { ...nextYear, programs: nextYear.programs.map((p) => ({ ...p, feePerSemester: 17_500_000 })) },
        'programs.0.feePerSemester',
      ],
      [{ ...nextYear, programs: nextYear.programs.map((p) => ({ ...p, offered: false })) }, 'programs'],
      [{ ...nextYear, programs: nextYear.programs.slice(0, 2) }, 'programs'],
      [{ ...nextYear, year: 20270 }, 'year'],
    ];
    for (const [payload, field] of cases) {
      const res = await save(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await stored()).toEqual(before);
  });

  it('cannot be changed by anyone but an admin', async () => {
    const student = await buildStudent(app);
    expect((await save(DEFAULT_ADMISSIONS, await signIn(app, student.email))).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/admin/admissions', payload: DEFAULT_ADMISSIONS }))
        .statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admissions' })).json().data).toEqual(nextYear);
  });
});
