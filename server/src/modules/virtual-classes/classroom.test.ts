/**
 * The live classroom's calls: GET /api/virtualclass/:id (a session id or a course id), joining inside the
 * window, leaving. The course's teacher, admins and the course's students of the session's section only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessionParticipants, virtualSessions } from '../../db/schema';
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
const NOW = new Date('2026-11-21T09:00:00Z');
const clock = { now: NOW };
const at = (ms: number) => new Date(NOW.getTime() + ms);
let app: App;
const tokens = {} as Record<'teacher' | 'otherTeacher' | 'admin' | 'a' | 'b' | 'outsider', string>;
const people = {} as Record<'teacher' | 'admin' | 'a' | 'b', { id: string; name: string }>;
let course: Awaited<ReturnType<typeof buildCourse>>;

const show = (id: string, token: string) =>
  injectAs(app, token, { method: 'GET', url: `/api/virtualclass/${id}` });
const join = (id: string, token: string) =>
  injectAs(app, token, { method: 'POST', url: `/api/virtualclass/${id}/join` });
const leave = (id: string, token: string) =>
  injectAs(app, token, { method: 'POST', url: `/api/virtualclass/${id}/leave` });
const sessionIn = (minutes: number, overrides: Partial<typeof virtualSessions.$inferInsert> = {}) =>
  buildVirtualSession(app, course, { scheduledAt: at(minutes * MINUTE), ...overrides });
const participation = async (sessionId: string, userId: string) =>
  (
    await app.db
      .select()
      .from(sessionParticipants)
      .where(and(eq(sessionParticipants.sessionId, sessionId), eq(sessionParticipants.userId, userId)))
  )[0];

beforeAll(async () => {
  app = await buildTestApp({ clock: () => clock.now });
  const teacher = await buildFaculty(app, { name: 'Dr. Sana Malik' });
  const otherTeacher = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const a = await buildStudent(app, { name: 'Ali Raza', section: 'A' });
  const b = await buildStudent(app, { name: 'Bushra Khan', section: 'B' });
  const outsider = await buildStudent(app, { section: 'A' });
  course = await buildCourse(app, {
    code: 'CS-301',
    name: 'Computer Networks',
    instructorId: teacher.id,
    isVirtual: true,
  });
  await buildEnrollment(app, a.id, course.id);
  await buildEnrollment(app, b.id, course.id);
  Object.assign(people, { teacher, admin, a, b });
  tokens.teacher = await signIn(app, teacher.email);
  tokens.otherTeacher = await signIn(app, otherTeacher.email);
  tokens.admin = await signIn(app, admin.email);
  tokens.a = await signIn(app, a.email);
  tokens.b = await signIn(app, b.email);
  tokens.outsider = await signIn(app, outsider.email);
});
beforeEach(() => {
  clock.now = NOW;
});
afterAll(() => app.close());

describe('GET /api/virtualclass/:id', () => {
  it('gives the teacher the course, instructor, Jitsi server, its moderator part, and who joined', async () => {
    const session = await sessionIn(10, { title: 'IP addressing' });
    await buildParticipant(app, session.id, people.a.id, at(0), at(5 * MINUTE));
    const res = await show(session.id, tokens.teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.session).toMatchObject({
      _id: session.id,
      title: 'IP addressing',
      course_id: { _id: course.id, code: 'CS-301', name: 'Computer Networks' },
      instructor_id: { _id: people.teacher.id, name: 'Dr. Sana Malik' },
      status: 'scheduled',
      room_name: session.roomName,
      jitsi_domain: 'meet.jit.si',
      jitsi_script_url: 'https://meet.jit.si/external_api.js',
      is_moderator: true,
      // The teacher joins once it has started the class; it may start from 15 minutes before.
      can_join: false,
      join_opens_at: at(-5 * MINUTE).toISOString(),
      join_closes_at: null,
      participant_count: 1,
      participants: [
        {
          _id: people.a.id,
          name: 'Ali Raza',
          role: 'student',
          joined_at: at(0).toISOString(),
          left_at: at(5 * MINUTE).toISOString(),
        },
      ],
    });
  });

  it('gives an enrolled student its own window and no list of participants', async () => {
    const session = await sessionIn(10, { durationMinutes: 45 });
    await buildParticipant(app, session.id, people.b.id, at(0));
    const res = await show(session.id, tokens.a);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.session).toMatchObject({
      is_moderator: false,
      can_join: true,
      join_opens_at: at(0).toISOString(),
      join_closes_at: at(55 * MINUTE).toISOString(),
      participant_count: 1,
      participants: [],
    });
    // The room comes only with joining, which checks the window: the name alone opens a Jitsi room.
    expect(res.json().data.session.room_name).toBeNull();
  });

  it('an admin sees the participants but is not a moderator', async () => {
    const session = await sessionIn(0, { status: 'ongoing', startedAt: at(0) });
    await buildParticipant(app, session.id, people.a.id, at(0));
    const body = (await show(session.id, tokens.admin)).json().data.session;
    expect(body).toMatchObject({ is_moderator: false, can_join: true });
    expect(body.participants).toHaveLength(1);
  });

  it('a student of another section is refused (403) naming the section', async () => {
    const session = await sessionIn(5, { section: 'B' });
    const res = await show(session.id, tokens.a);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'This class is for section B only' });
    expect((await show(session.id, tokens.b)).statusCode).toBe(200);
  });

  it('a student not enrolled in the course and another teacher get 404, as for an unknown id', async () => {
    const session = await sessionIn(5);
    for (const token of [tokens.outsider, tokens.otherTeacher]) {
      const res = await show(session.id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Virtual class not found');
    }
    expect((await show(crypto.randomUUID(), tokens.a)).json().message).toBe('Virtual class not found');
  });

  describe('by course id (the dashboard and course cards link to /classroom/{courseId})', () => {
    it("opens the course's live session, else its next one that has not ended", async () => {
      const teacher = await buildFaculty(app);
      const own = await buildCourse(app, { code: 'CS-302', instructorId: teacher.id, isVirtual: true });
      await buildEnrollment(app, people.a.id, own.id);
      await buildVirtualSession(app, own, {
        title: 'Done',
        scheduledAt: at(-60 * MINUTE),
        status: 'completed',
      });
      await buildVirtualSession(app, own, {
        title: 'Missed',
        scheduledAt: at(-120 * MINUTE),
        durationMinutes: 60,
      });
      await buildVirtualSession(app, own, { title: 'Next week', scheduledAt: at(7 * 24 * 60 * MINUTE) });
      await buildVirtualSession(app, own, { title: 'Tomorrow', scheduledAt: at(24 * 60 * MINUTE) });
      await buildVirtualSession(app, own, {
        title: 'Tomorrow, section B',
        scheduledAt: at(23 * 60 * MINUTE),
        section: 'B',
      });
      expect((await show(own.id, tokens.a)).json().data.session.title).toBe('Tomorrow');
      await buildVirtualSession(app, own, {
        title: 'Live',
        scheduledAt: at(60 * MINUTE),
        status: 'ongoing',
        startedAt: at(0),
      });
      expect((await show(own.id, tokens.a)).json().data.session.title).toBe('Live');
    });

    it('for a student, a live session past its end gives way to the next one; its teacher still reaches it', async () => {
      const teacher = await buildFaculty(app);
      const teacherToken = await signIn(app, teacher.email);
      const own = await buildCourse(app, { code: 'CS-303', instructorId: teacher.id, isVirtual: true });
      await buildEnrollment(app, people.a.id, own.id);
      await buildVirtualSession(app, own, {
        title: 'Not ended by its teacher',
        scheduledAt: at(-40 * MINUTE),
        durationMinutes: 30,
        status: 'ongoing',
        startedAt: at(-40 * MINUTE),
      });
      await buildVirtualSession(app, own, { title: 'Next', scheduledAt: at(5 * MINUTE) });
      expect((await show(own.id, tokens.a)).json().data.session.title).toBe('Next');
      expect((await show(own.id, teacherToken)).json().data.session.title).toBe('Not ended by its teacher');
    });

    it('no live or coming session: 404 "No virtual class is scheduled for this course"', async () => {
      const empty = await buildCourse(app, { instructorId: people.teacher.id, isVirtual: true });
      await buildEnrollment(app, people.a.id, empty.id);
      for (const token of [tokens.a, tokens.teacher]) {
        const res = await show(empty.id, token);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('No virtual class is scheduled for this course');
      }
    });

    it('a course the caller may not see answers as an unknown session would (404)', async () => {
      const res = await show(course.id, tokens.outsider);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Virtual class not found');
    });
  });
});

describe('POST /api/virtualclass/:id/join', () => {
  describe('a student', () => {
    it('may join exactly 10 minutes before the start; its join time is recorded', async () => {
      const session = await sessionIn(10);
      const res = await join(session.id, tokens.a);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        room_name: session.roomName,
        jwt: null,
        session: { _id: session.id, is_moderator: false, participant_count: 1 },
      });
      expect(await participation(session.id, people.a.id)).toMatchObject({ joinedAt: NOW, leftAt: null });
    });

    it('10 minutes and 1 second before the start is too early (403) and nothing is recorded', async () => {
      const session = await buildVirtualSession(app, course, { scheduledAt: at(10 * MINUTE + 1000) });
      const res = await join(session.id, tokens.a);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This class opens for joining 10 minutes before it starts');
      expect(await participation(session.id, people.a.id)).toBeUndefined();
    });

    it('at the start plus the duration the class has ended (403), live or not', async () => {
      const scheduled = await sessionIn(-60, { durationMinutes: 60 });
      const live = await sessionIn(-60, {
        durationMinutes: 60,
        status: 'ongoing',
        startedAt: at(-60 * MINUTE),
      });
      for (const session of [scheduled, live]) {
        const res = await join(session.id, tokens.a);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('This class has ended');
      }
      clock.now = at(-1000);
      expect((await join(live.id, tokens.a)).statusCode).toBe(200);
    });

    it('a completed class has ended and a cancelled one was cancelled (403)', async () => {
      const completed = await sessionIn(0, { status: 'completed' });
      const cancelled = await sessionIn(0, { status: 'cancelled' });
      expect((await join(completed.id, tokens.a)).json().message).toBe('This class has ended');
      expect((await join(cancelled.id, tokens.a)).json().message).toBe('This class was cancelled');
    });

    it('of another section is refused (403); not enrolled is 404', async () => {
      const session = await sessionIn(0, { section: 'B' });
      const other = await join(session.id, tokens.a);
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe('This class is for section B only');
      expect((await join(session.id, tokens.outsider)).statusCode).toBe(404);
      expect(await participation(session.id, people.a.id)).toBeUndefined();
    });

    it('rejoining keeps the first join time and clears the time it left', async () => {
      const session = await sessionIn(0);
      await join(session.id, tokens.a);
      clock.now = at(5 * MINUTE);
      expect((await leave(session.id, tokens.a)).json()).toMatchObject({ success: true });
      expect(await participation(session.id, people.a.id)).toMatchObject({
        joinedAt: NOW,
        leftAt: at(5 * MINUTE),
      });
      clock.now = at(8 * MINUTE);
      expect((await join(session.id, tokens.a)).statusCode).toBe(200);
      expect(await participation(session.id, people.a.id)).toMatchObject({ joinedAt: NOW, leftAt: null });
    });
  });

  describe('the teacher', () => {
    it('joins only a class it has started (409 before), as its moderator', async () => {
      const session = await sessionIn(5);
      const early = await join(session.id, tokens.teacher);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Start the class before joining it');
      await injectAs(app, tokens.teacher, { method: 'PUT', url: `/api/virtualclass/${session.id}/start` });
      const res = await join(session.id, tokens.teacher);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.session).toMatchObject({ is_moderator: true, can_join: true });
    });

    it('cannot join a completed (403) class; another teacher gets 404', async () => {
      const completed = await sessionIn(-30, { status: 'completed' });
      expect((await join(completed.id, tokens.teacher)).json().message).toBe('This class has ended');
      const live = await sessionIn(0, { status: 'ongoing', startedAt: at(0) });
      expect((await join(live.id, tokens.otherTeacher)).statusCode).toBe(404);
    });
  });

  it('an admin may join a live class (not a scheduled one) and is no moderator', async () => {
    const scheduled = await sessionIn(0);
    expect((await join(scheduled.id, tokens.admin)).statusCode).toBe(409);
    const live = await sessionIn(0, { status: 'ongoing', startedAt: at(0) });
    const res = await join(live.id, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.session.is_moderator).toBe(false);
  });

  it('a full class refuses newcomers (403) but not someone rejoining, nor the teacher', async () => {
    const session = await sessionIn(0, { status: 'ongoing', startedAt: at(0), maxParticipants: 10 });
    await buildParticipant(app, session.id, people.b.id, at(0), at(MINUTE));
    for (let i = 0; i < 9; i++) {
      const someone = await buildStudent(app);
      await buildParticipant(app, session.id, someone.id, at(0));
    }
    const full = await join(session.id, tokens.a);
    expect(full.statusCode).toBe(403);
    expect(full.json().message).toBe('This class is full');
    expect(await participation(session.id, people.a.id)).toBeUndefined();
    expect((await join(session.id, tokens.b)).statusCode).toBe(200);
    expect((await join(session.id, tokens.teacher)).statusCode).toBe(200);
  });
});

describe('POST /api/virtualclass/:id/leave', () => {
  it('someone who never joined gets 404', async () => {
    const session = await sessionIn(0);
    const res = await leave(session.id, tokens.b);
    expect(res.statusCode).toBe(404);
  });
});
