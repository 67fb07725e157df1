/**
 * The faculty Virtual Classes list (GET /api/virtualclass/my-sessions) and the student's
 * (GET /api/virtualclass/student/sessions): own courses only, the student's section, nothing past its end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildParticipant,
  buildStudent,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = new Date('2026-11-21T09:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
let app: App;
const tokens = {} as Record<'teacher' | 'admin' | 'sectionA' | 'sectionB' | 'outsider', string>;
const ids = {} as Record<string, string>;

const get = (url: string, token: string) => injectAs(app, token, { method: 'GET', url });
const titles = (res: { json(): { data: { sessions: { title: string }[] } } }) =>
  res.json().data.sessions.map((s) => s.title);

beforeAll(async () => {
  app = await buildTestApp({ clock: () => NOW });
  const teacher = await buildFaculty(app);
  const otherTeacher = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const course = await buildCourse(app, { code: 'LST-101', instructorId: teacher.id, isVirtual: true });
  const otherCourse = await buildCourse(app, { code: 'LST-202', instructorId: otherTeacher.id });
  const a = await buildStudent(app, { section: 'A' });
  const b = await buildStudent(app, { section: 'B' });
  const outsider = await buildStudent(app, { section: 'A' });
  await buildEnrollment(app, a.id, course.id);
  await buildEnrollment(app, b.id, course.id);
  await buildEnrollment(app, outsider.id, otherCourse.id);

  const session = (title: string, overrides: Parameters<typeof buildVirtualSession>[2]) =>
    buildVirtualSession(app, course, { title, ...overrides });
  await session('Completed yesterday', { scheduledAt: at(-DAY), status: 'completed' });
  await session('Completed last week', { scheduledAt: at(-7 * DAY), status: 'completed' });
  await session('Cancelled tomorrow', { scheduledAt: at(DAY), status: 'cancelled' });
  const live = await session('Live now', {
    scheduledAt: at(-20 * MINUTE),
    durationMinutes: 30,
    status: 'ongoing',
    startedAt: at(-19 * MINUTE),
  });
  await session('In ten minutes', { scheduledAt: at(10 * MINUTE) });
  await session('Tomorrow, section B', { scheduledAt: at(DAY + 2 * 60 * MINUTE), section: 'B' });
  await session('In two days, section A', { scheduledAt: at(2 * DAY), section: 'A' });
  // Never started and past its end, or left running past it: students no longer see them.
  await session('Never started', { scheduledAt: at(-120 * MINUTE), durationMinutes: 60 });
  await session('Left running', {
    scheduledAt: at(-180 * MINUTE),
    durationMinutes: 60,
    status: 'ongoing',
    startedAt: at(-180 * MINUTE),
  });
  await buildVirtualSession(app, otherCourse, { title: 'Other course tomorrow', scheduledAt: at(DAY) });
  await buildParticipant(app, live.id, teacher.id, at(-19 * MINUTE));
  await buildParticipant(app, live.id, a.id, at(-15 * MINUTE));
  ids.live = live.id;

  tokens.teacher = await signIn(app, teacher.email);
  tokens.admin = await signIn(app, admin.email);
  tokens.sectionA = await signIn(app, a.email);
  tokens.sectionB = await signIn(app, b.email);
  tokens.outsider = await signIn(app, outsider.email);
});
afterAll(() => app.close());

describe('GET /api/virtualclass/my-sessions', () => {
  it("lists the teacher's sessions: scheduled and live soonest first, then past ones latest first", async () => {
    const res = await get('/api/virtualclass/my-sessions', tokens.teacher);
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual([
      'Left running',
      'Never started',
      'Live now',
      'In ten minutes',
      'Tomorrow, section B',
      'In two days, section A',
      'Cancelled tomorrow',
      'Completed yesterday',
      'Completed last week',
    ]);
  });

  it('each session carries its course, teacher, room and how many have joined', async () => {
    const res = await get('/api/virtualclass/my-sessions', tokens.teacher);
    const live = res.json().data.sessions.find((s: { _id: string }) => s._id === ids.live);
    expect(live).toMatchObject({
      course_id: { code: 'LST-101' },
      status: 'ongoing',
      duration: 30,
      participant_count: 2,
      started_at: at(-19 * MINUTE).toISOString(),
    });
    expect(live.room_name).toMatch(/^college-lst-101-/);
  });

  it('filters by status', async () => {
    const res = await get('/api/virtualclass/my-sessions?status=completed', tokens.teacher);
    expect(titles(res)).toEqual(['Completed yesterday', 'Completed last week']);
    expect((await get('/api/virtualclass/my-sessions?status=asleep', tokens.teacher)).statusCode).toBe(400);
  });

  it("an admin sees every teacher's sessions; a student may not call it (403)", async () => {
    expect(titles(await get('/api/virtualclass/my-sessions', tokens.admin))).toContain(
      'Other course tomorrow',
    );
    expect((await get('/api/virtualclass/my-sessions', tokens.sectionA)).statusCode).toBe(403);
  });

  it('signed out: 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/virtualclass/my-sessions' })).statusCode).toBe(401);
  });
});

describe('GET /api/virtualclass/student/sessions', () => {
  it("lists live and coming sessions of the student's courses for its section, soonest first", async () => {
    const res = await get('/api/virtualclass/student/sessions', tokens.sectionA);
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Live now', 'In ten minutes', 'In two days, section A']);
    expect(titles(await get('/api/virtualclass/student/sessions', tokens.sectionB))).toEqual([
      'Live now',
      'In ten minutes',
      'Tomorrow, section B',
    ]);
  });

  it("never tells a student a class's room before joining it", async () => {
    const sessions = (await get('/api/virtualclass/student/sessions', tokens.sectionA)).json().data.sessions;
    expect(sessions.map((s: { room_name: string | null }) => s.room_name)).toEqual([null, null, null]);
  });

  it('a student of another course sees only its own course', async () => {
    expect(titles(await get('/api/virtualclass/student/sessions', tokens.outsider))).toEqual([
      'Other course tomorrow',
    ]);
  });

  it('teachers may not call it (403)', async () => {
    expect((await get('/api/virtualclass/student/sessions', tokens.teacher)).statusCode).toBe(403);
  });
});
