/** A class goes scheduled → ongoing → completed, or scheduled → cancelled; the server refuses everything else. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { activities, sessionParticipants, virtualSessions } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

const MINUTE = 60_000;
const clock = { now: new Date('2026-11-21T09:00:00Z') };
let app: App;
const tokens = {} as Record<'teacher' | 'otherTeacher' | 'admin' | 'student', string>;
let teacherId: string;
let course: Awaited<ReturnType<typeof buildCourse>>;

const put = (id: string, action: 'start' | 'end' | 'cancel', token = tokens.teacher) =>
  injectAs(app, token, { method: 'PUT', url: `/api/virtualclass/${id}/${action}` });
const statusOf = async (id: string) =>
  (await app.db.select().from(virtualSessions).where(eq(virtualSessions.id, id)))[0];
/** A session of the teacher's course starting `minutes` after the clock. */
const sessionIn = (minutes: number, overrides: Partial<typeof virtualSessions.$inferInsert> = {}) =>
  buildVirtualSession(app, course, {
    scheduledAt: new Date(clock.now.getTime() + minutes * MINUTE),
    ...overrides,
  });

beforeAll(async () => {
  app = await buildTestApp({ clock: () => clock.now });
  const teacher = await buildFaculty(app);
  const otherTeacher = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const student = await buildStudent(app);
  teacherId = teacher.id;
  course = await buildCourse(app, { code: 'VC-101', name: 'Computer Networks', instructorId: teacher.id });
  await buildEnrollment(app, student.id, course.id);
  tokens.teacher = await signIn(app, teacher.email);
  tokens.otherTeacher = await signIn(app, otherTeacher.email);
  tokens.admin = await signIn(app, admin.email);
  tokens.student = await signIn(app, student.email);
});
beforeEach(() => {
  clock.now = new Date('2026-11-21T09:00:00Z');
});
afterAll(() => app.close());

describe('PUT /api/virtualclass/:id/start', () => {
  it('the teacher may start a class exactly 15 minutes before its scheduled time', async () => {
    const session = await sessionIn(15, { title: 'Routing algorithms' });
    const res = await put(session.id, 'start');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Class started',
      data: { session: { _id: session.id, status: 'ongoing', started_at: clock.now.toISOString() } },
    });
    const participants = await app.db
      .select()
      .from(sessionParticipants)
      .where(eq(sessionParticipants.sessionId, session.id));
    expect(participants).toEqual([
      expect.objectContaining({ userId: teacherId, joinedAt: clock.now, leftAt: null }),
    ]);
  });

  it('15 minutes and 1 second before the scheduled time is too early (409) and nothing changes', async () => {
    const session = await buildVirtualSession(app, course, {
      scheduledAt: new Date(clock.now.getTime() + 15 * MINUTE + 1000),
    });
    const res = await put(session.id, 'start');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Available 15 minutes before scheduled time',
    });
    expect((await statusOf(session.id)).status).toBe('scheduled');
  });

  it('a class whose scheduled time has passed can still be started (Ready to Start)', async () => {
    const session = await sessionIn(-40);
    expect((await put(session.id, 'start')).statusCode).toBe(200);
  });

  it('writes "Virtual class started: CODE Title" to the activity log the admin dashboard reads', async () => {
    const session = await sessionIn(5, { title: 'DNS, HTTP and e-mail' });
    await put(session.id, 'start');
    const rows = await app.db
      .select()
      .from(activities)
      .where(eq(activities.message, 'Virtual class started: VC-101 DNS, HTTP and e-mail'));
    expect(rows).toEqual([expect.objectContaining({ type: 'other', actorId: teacherId })]);
  });

  it.each(['ongoing', 'completed', 'cancelled'] as const)(
    'a %s class cannot be started (409)',
    async (status) => {
      const session = await sessionIn(0, { status });
      const res = await put(session.id, 'start');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only a scheduled class can be started or cancelled');
      expect((await statusOf(session.id)).status).toBe(status);
    },
  );

  it('two starts at the same moment: exactly one wins and one activity row is written', async () => {
    const session = await sessionIn(0, { title: 'Started twice' });
    const results = await Promise.all([put(session.id, 'start'), put(session.id, 'start')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await app.db
      .select()
      .from(activities)
      .where(eq(activities.message, 'Virtual class started: VC-101 Started twice'));
    expect(rows).toHaveLength(1);
  });

  it("another teacher's class is not found (404); a student may not call it (403); an admin may", async () => {
    const session = await sessionIn(0);
    const other = await put(session.id, 'start', tokens.otherTeacher);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Virtual class not found');
    expect((await put(session.id, 'start', tokens.student)).statusCode).toBe(403);
    expect((await statusOf(session.id)).status).toBe('scheduled');
    expect((await put(session.id, 'start', tokens.admin)).statusCode).toBe(200);
    // The admin is not recorded as a participant by starting.
    const participants = await app.db
      .select()
      .from(sessionParticipants)
      .where(eq(sessionParticipants.sessionId, session.id));
    expect(participants).toEqual([]);
  });

  it('an unknown id is 404 and a malformed id 400', async () => {
    expect((await put(crypto.randomUUID(), 'start')).statusCode).toBe(404);
    const bad = await put('not-an-id', 'start');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([expect.objectContaining({ field: 'id' })]);
  });
});

describe('PUT /api/virtualclass/:id/end', () => {
  it('ends a live class: completed, with the moment it ended, and everyone still in it leaves', async () => {
    const session = await sessionIn(-10);
    await put(session.id, 'start');
    clock.now = new Date(clock.now.getTime() + 50 * MINUTE);
    const res = await put(session.id, 'end');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { session: { status: 'completed', ended_at: clock.now.toISOString() } },
    });
    const [teacher] = await app.db
      .select()
      .from(sessionParticipants)
      .where(and(eq(sessionParticipants.sessionId, session.id), eq(sessionParticipants.userId, teacherId)));
    expect(teacher.leftAt).toEqual(clock.now);
  });

  it.each(['scheduled', 'completed', 'cancelled'] as const)(
    'a %s class cannot be ended (409)',
    async (status) => {
      const session = await sessionIn(0, { status });
      const res = await put(session.id, 'end');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only a class in progress can be ended');
      expect((await statusOf(session.id)).status).toBe(status);
    },
  );

  it("another teacher cannot end a teacher's class (404)", async () => {
    const session = await sessionIn(0, { status: 'ongoing', startedAt: clock.now });
    expect((await put(session.id, 'end', tokens.otherTeacher)).statusCode).toBe(404);
    expect((await statusOf(session.id)).status).toBe('ongoing');
  });
});

describe('PUT /api/virtualclass/:id/cancel', () => {
  it('cancels a scheduled class, which can then be neither started nor joined', async () => {
    const session = await sessionIn(5);
    const res = await put(session.id, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Class cancelled',
      data: { session: { status: 'cancelled' } },
    });
    expect((await put(session.id, 'start')).statusCode).toBe(409);
    const join = await injectAs(app, tokens.student, {
      method: 'POST',
      url: `/api/virtualclass/${session.id}/join`,
    });
    expect(join.statusCode).toBe(403);
    expect(join.json().message).toBe('This class was cancelled');
  });

  it.each(['ongoing', 'completed', 'cancelled'] as const)(
    'a %s class cannot be cancelled (409)',
    async (status) => {
      const session = await sessionIn(0, { status });
      const res = await put(session.id, 'cancel');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only a scheduled class can be started or cancelled');
      expect((await statusOf(session.id)).status).toBe(status);
    },
  );
});
