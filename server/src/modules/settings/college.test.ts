import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_COLLEGE_INFO, type CollegeDetailsInput } from '../../../../contract/college';
import type { App } from '../../app';
import { auditLog, settings } from '../../db/schema';
import { buildAdmin, buildFaculty, buildStudent, signIn } from '../../test/factories';
import { buildAnotherProcess, buildTestApp } from '../../test/harness';
import { loadPublicPageData } from '../public-site/page-data';

let app: App;
let adminToken: string;
beforeAll(async () => {
  app = await buildTestApp();
  adminToken = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(() => app?.close());

const { social: _none, ...defaults } = DEFAULT_COLLEGE_INFO;
const edited: CollegeDetailsInput = {
  ...defaults,
  address: 'Circular Road, Bahawalpur',
  officePhone: '+92 62 9255010',
  officeHours: 'Mon-Fri 9:00-16:00',
  officeHoursUrdu: 'پیر تا جمعہ 9 سے 4 بجے تک',
  social: {
    facebook: 'https://www.facebook.com/gacbahawalpur',
    youtube: 'https://www.youtube.com/@gacbahawalpur',
    whatsapp: '',
  },
};

const save = (payload: unknown, token = adminToken, on = app) =>
  on.inject({
    method: 'PUT',
    url: '/api/admin/college',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
const stored = async () => (await app.db.select().from(settings).where(eq(settings.key, 'college')))[0];
const publicCollege = async (on = app) =>
  (await on.inject({ method: 'GET', url: '/api/college' })).json().data;

describe('PUT /api/admin/college', () => {
  it('starts with the office phone and hours, and no social links', async () => {
    expect(await publicCollege()).toMatchObject({
      officePhone: DEFAULT_COLLEGE_INFO.officePhone,
      officeHours: DEFAULT_COLLEGE_INFO.officeHours,
      social: {},
    });
  });

  it('an admin saves the office phone, hours and links, audited; the public pages show them at once', async () => {
    const res = await save(edited);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'College details saved' });
    const expected = {
      address: 'Circular Road, Bahawalpur',
      officePhone: '+92 62 9255010',
      officeHours: 'Mon-Fri 9:00-16:00',
      officeHoursUrdu: 'پیر تا جمعہ 9 سے 4 بجے تک',
      // A blank link is not kept: none set, none shown.
      social: {
        facebook: 'https://www.facebook.com/gacbahawalpur',
        youtube: 'https://www.youtube.com/@gacbahawalpur',
      },
    };
    expect(res.json().data).toMatchObject(expected);
    expect(await publicCollege()).toMatchObject(expected);
    const page = await loadPublicPageData(app.db, '/contact', {
      collegeName: 'Test College',
      timeZone: 'Asia/Karachi',
    });
    expect(page.college).toMatchObject({ ...expected, name: 'Test College' });

    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'college.updated'));
    expect(entry).toMatchObject({
      entity: 'college',
      summary: 'College details updated (address, officePhone, officeHours, officeHoursUrdu, social)',
    });
    expect(entry!.before).toMatchObject({ officePhone: DEFAULT_COLLEGE_INFO.officePhone, social: {} });
    expect(entry!.after).toMatchObject({ officePhone: '+92 62 9255010', social: expected.social });
  });

  it('refuses a link that is not https, naming the network, and saves nothing', async () => {
    const before = await stored();
    const cases: [Record<string, string>, string][] = [
      [{ instagram: 'http://instagram.com/gac' }, 'social.instagram'],
      [{ x: 'javascript:alert(1)' }, 'social.x'],
      [{ linkedin: 'linkedin.com/school/gac' }, 'social.linkedin'],
      [{ facebook: 'https://' }, 'social.facebook'],
    ];
    for (const [social, field] of cases) {
      const res = await save({ ...edited, social });
      expect(res.statusCode, field).toBe(400);
      const errors = res.json().errors as { field: string; message: string }[];
      expect(errors.map((e) => e.field)).toEqual([field]);
      expect(errors[0]!.message).toMatch(/must be a full link starting with https:\/\//);
    }
    const res = await save({ ...edited, officePhone: 'call us', officeHours: ' ' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['officeHours', 'officePhone']);
    expect(await stored()).toEqual(before);
  });

  it('cannot be changed by a teacher, a student or anyone signed out', async () => {
    const before = await stored();
    const teacher = await signIn(app, (await buildFaculty(app)).email);
    const student = await signIn(app, (await buildStudent(app)).email);
    expect((await save({ ...edited, social: {} }, teacher)).statusCode).toBe(403);
    expect((await save({ ...edited, social: {} }, student)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: '/api/admin/college', payload: edited })).statusCode).toBe(
      401,
    );
    expect(await stored()).toEqual(before);
  });
});

describe.runIf(!!inject('postgresTemplate'))('with two server processes on one PostgreSQL', () => {
  let other: App;
  beforeAll(async () => {
    other = await buildAnotherProcess(app);
    await Promise.all([app.writesHeard.caughtUp(), other.writesHeard.caughtUp()]);
  });
  afterAll(() => other?.close());

  it('a save through one is what the other shows next', async () => {
    // The other process reads the details and keeps them in memory.
    await publicCollege(other);
    expect((await save({ ...edited, officeHours: 'Mon-Sat 8:00-14:00' })).statusCode).toBe(200);
    await other.writesHeard.caughtUp();
    expect(await publicCollege(other)).toMatchObject({ officeHours: 'Mon-Sat 8:00-14:00' });
  });
});
