/** The private calendar feed (issue 11): a secret link to an iCalendar file that calendar apps can read. */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { users } from '../../db/schema';
import {
  buildAssignment,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { classSlot } from './events';

const DAY = 24 * 60 * 60 * 1000;
const timeZone = loadConfig({ SEED: 'none' }, {}).collegeTimeZone;
let app: App;
const tokens = {} as Record<'student' | 'teacher', string>;

type Event = {
  summary: string;
  start: Date;
  end: Date;
  status: string;
  rrule: string | null;
  location: string;
};

/** Parses the file as a calendar app would, with ical.js. */
function parse(ics: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      status: String(component.getFirstPropertyValue('status')),
      rrule: component.getFirstPropertyValue('rrule')?.toString() ?? null,
      location: event.location ?? '',
    };
  });
}

const localClock = (moment: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(
    moment,
  );

async function newLink(token: string) {
  const res = await injectAs(app, token, { method: 'POST', url: '/api/calendar-feed' });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().data.url as string).pathname;
}
const fetchFeed = (path: string) => app.inject({ method: 'GET', url: path });

beforeAll(async () => {
  app = await buildTestApp();
  const teacher = await buildFaculty(app);
  const otherTeacher = await buildFaculty(app);
  const networks = await buildCourse(app, {
    code: 'CAL-303',
    name: 'Computer Networks',
    instructorId: teacher.id,
    scheduleDays: ['Monday', 'Wednesday'],
    scheduleTime: '09:00 - 10:30',
    scheduleRoom: 'Lab 2',
  });
  const other = await buildCourse(app, { code: 'CAL-999', name: 'Not Taken', instructorId: otherTeacher.id });
  const student = await buildStudent(app, { section: 'A' });
  await buildEnrollment(app, student.id, networks.id);
  const now = Date.now();
  await buildVirtualSession(app, networks, { title: 'Routing revision', scheduledAt: new Date(now + DAY) });
  await buildVirtualSession(app, networks, {
    title: 'Section B only',
    section: 'B',
    scheduledAt: new Date(now + DAY),
  });
  await buildVirtualSession(app, networks, {
    title: 'Called off',
    status: 'cancelled',
    scheduledAt: new Date(now + 2 * DAY),
  });
  await buildVirtualSession(app, networks, {
    title: 'Long ago',
    status: 'completed',
    scheduledAt: new Date(now - 40 * DAY),
  });
  await buildVirtualSession(app, other, { title: 'Another course', scheduledAt: new Date(now + DAY) });
  await buildAssignment(app, networks.id, { title: 'Subnetting sheet', dueDate: new Date(now + 3 * DAY) });
  await buildAssignment(app, other.id, { title: 'Not mine', dueDate: new Date(now + 3 * DAY) });
  tokens.student = await signIn(app, student.email);
  tokens.teacher = await signIn(app, teacher.email);
});

afterAll(() => app?.close());

describe('the calendar feed', () => {
  it("holds the student's weekly classes, its sections' virtual classes and its due dates, and parses", async () => {
    const res = await fetchFeed(await newLink(tokens.student));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control'], "a person's timetable was left to caches").toBe('no-store');
    const events = parse(res.body);
    expect(events.map((e) => e.summary).sort()).toEqual([
      'CAL-303 Computer Networks',
      'CAL-303 Computer Networks',
      'Due: Subnetting sheet (CAL-303)',
      'Virtual class: Called off (CAL-303)',
      'Virtual class: Routing revision (CAL-303)',
    ]);
    const classes = events.filter((e) => e.summary === 'CAL-303 Computer Networks');
    expect(classes.map((e) => localClock(e.start)).sort()).toEqual(['Monday 09:00', 'Wednesday 09:00']);
    for (const lesson of classes) {
      expect(lesson.end.getTime() - lesson.start.getTime()).toBe(90 * 60 * 1000);
      expect(lesson.rrule).toMatch(/^FREQ=WEEKLY;UNTIL=/);
      expect(lesson.location).toBe('Lab 2');
    }
    expect(events.find((e) => e.summary.includes('Called off'))?.status).toBe('CANCELLED');
    expect(events.find((e) => e.summary.includes('Routing revision'))?.status).toBe('CONFIRMED');
  });

  it("holds every section's classes of the teacher's own courses", async () => {
    const events = parse((await fetchFeed(await newLink(tokens.teacher))).body);
    expect(events.map((e) => e.summary)).toContain('Virtual class: Section B only (CAL-303)');
    expect(events.map((e) => e.summary)).not.toContain('Virtual class: Another course (CAL-999)');
  });

  it("answers 404 once the link's owner is deactivated or deleted", async () => {
    for (const ending of ['deactivated', 'deleted'] as const) {
      const person = await buildStudent(app);
      const link = await newLink(await signIn(app, person.email));
      expect((await fetchFeed(link)).statusCode).toBe(200);
      if (ending === 'deactivated') {
        await app.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, person.id));
      } else {
        await app.db.delete(users).where(eq(users.id, person.id));
      }
      const gone = await fetchFeed(link);
      expect(gone.statusCode, ending).toBe(404);
      expect(gone.json().message).toBe('Calendar feed not found');
    }
  });

  it('never writes the secret of a link into the logs', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
    try {
      const person = await buildStudent(logged);
      const created = await injectAs(logged, await signIn(logged, person.email), {
        method: 'POST',
        url: '/api/calendar-feed',
      });
      const path = new URL(created.json().data.url).pathname;
      expect((await logged.inject({ method: 'GET', url: path })).statusCode).toBe(200);
      expect((await logged.inject({ method: 'GET', url: `${path}x` })).statusCode).toBe(404);
      const secret = path.slice('/api/calendar/'.length, -'.ics'.length);
      expect(lines.join('\n')).toContain('/api/calendar/');
      expect(lines.join('\n')).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });

  it('shows no database ids to whoever holds the link', async () => {
    const body = (await fetchFeed(await newLink(tokens.student))).body;
    expect(body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  });

  it('a new link replaces the old one, and turning the feed off answers 404', async () => {
    const first = await newLink(tokens.student);
    const second = await newLink(tokens.student);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    const status = await injectAs(app, tokens.student, { method: 'GET', url: '/api/calendar-feed' });
    expect(status.json().data.active).toBe(true);
    await injectAs(app, tokens.student, { method: 'DELETE', url: '/api/calendar-feed' });
    const gone = await fetchFeed(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Calendar feed not found');
    const off = await injectAs(app, tokens.student, { method: 'GET', url: '/api/calendar-feed' });
    expect(off.json().data).toEqual({ active: false, created_at: null });
  });

  it('an unknown or malformed link answers the same 404', async () => {
    for (const path of [
      '/api/calendar/' + 'x'.repeat(43) + '.ics',
      '/api/calendar/short.ics',
      '/api/calendar/feed.txt',
    ]) {
      const res = await fetchFeed(path);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Calendar feed not found');
    }
  });

  it('making a link needs a sign-in', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(401);
  });
});

describe("a course's time slot", () => {
  it('reads the start and length of the schedule text', () => {
    expect(classSlot('13:30 - 15:00')).toEqual({ start: '13:30', minutes: 90 });
    expect(classSlot('9:00 AM - 10:30 AM')).toEqual({ start: '09:00', minutes: 90 });
    expect(classSlot('2 PM')).toEqual({ start: '14:00', minutes: 60 });
    expect(classSlot('To be announced')).toBeNull();
  });
});
