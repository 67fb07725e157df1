/**
 * The student's side of terms (issue 34, items 5 and 7): results carry their term and come earliest term first,
 * the virtual classes list and the calendar feed follow the term in view (`?term=` for others), and a course of
 * an ended term opens read only: its assignments read closed and a submission to one is refused (409). The
 * server's clock stands in Fall 2026, then in February 2027 after the admin started Spring.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/harness';
import {
  buildAdmin,
  buildAssignment,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildGrade,
  buildStudent,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { buildQuiz } from '../../test/quiz-factory';

let now = new Date('2026-11-20T06:00:00Z');
let app: App;
let student: string;
let fall: { id: string; termId: string; termName: string };
let spring: { id: string; termId: string };
const assignment = {} as Record<'fall' | 'spring', string>;

const get = async (url: string) => {
  const res = await injectAs(app, student, { method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
  const admin = await signIn(app, (await buildAdmin(app)).email);
  const teacher = await buildFaculty(app);
  const studentUser = await buildStudent(app, { semester: 3, section: 'A' });
  const fallCourse = await buildCourse(app, {
    code: 'PT-301',
    semester: 3,
    instructorId: teacher.id,
    scheduleDays: ['Monday'],
    scheduleTime: '09:00 - 10:30',
  });
  fall = fallCourse;
  await buildEnrollment(app, studentUser.id, fallCourse.id);
  await buildGrade(app, { studentId: studentUser.id, courseId: fallCourse.id, marks: 80, semester: 3 });
  assignment.fall = (
    await buildAssignment(app, fallCourse.id, {
      title: 'Fall essay',
      dueDate: new Date('2026-12-10T10:00:00Z'),
    })
  ).id;
  await buildQuiz(app, fallCourse.id, {
    title: 'Fall quiz',
    opensAt: new Date('2026-12-01T05:00:00Z'),
    closesAt: new Date('2026-12-03T05:00:00Z'),
  });
  // A Fall class scheduled for after the term's end (a teacher's mistake): only Fall's list shows it.
  await buildVirtualSession(app, fallCourse, {
    title: 'Fall revision',
    scheduledAt: new Date('2027-02-10T05:00:00Z'),
  });
  await buildCourse(app, {
    code: 'PT-402',
    semester: 4,
    instructorId: teacher.id,
    scheduleDays: ['Tuesday'],
    scheduleTime: '11:00 - 12:30',
  });

  const created = await injectAs(app, admin, {
    method: 'POST',
    url: '/api/admin/terms',
    payload: { season: 'Spring', year: 2027 },
  });
  const springTermId = created.json().data.term._id as string;
  now = new Date('2027-02-03T06:00:00Z');
  const started = await injectAs(app, admin, {
    method: 'POST',
    url: `/api/admin/terms/${springTermId}/start`,
    payload: { dry_run: false },
  });
  expect(started.statusCode, started.body).toBe(200);
  student = await signIn(app, studentUser.email);
  const springCourse = (await get('/api/students/courses')).courses[0] as { _id: string; code: string };
  expect(springCourse.code).toBe('PT-402');
  spring = { id: springCourse._id, termId: springTermId };
  await buildGrade(app, {
    studentId: studentUser.id,
    courseId: spring.id,
    marks: 65,
    semester: 4,
    examType: 'midterm',
  });
  assignment.spring = (
    await buildAssignment(app, spring.id, {
      title: 'Spring lab',
      dueDate: new Date('2027-02-01T10:00:00Z'),
    })
  ).id;
  await buildQuiz(app, spring.id, {
    title: 'Spring quiz',
    opensAt: new Date('2027-02-10T05:00:00Z'),
    closesAt: new Date('2027-02-12T05:00:00Z'),
  });
  await buildVirtualSession(
    app,
    { id: spring.id, code: 'PT-402', instructorId: teacher.id },
    { title: 'Spring welcome', scheduledAt: new Date('2027-02-05T05:00:00Z') },
  );
});
afterAll(() => app.close());

describe('My Grades by term', () => {
  it("names each result's term, and every term's results come earliest term first, as on a transcript", async () => {
    const inView = (await get('/api/grades/my-grades')).grades as { term: { name: string } }[];
    expect(inView.map((g) => g.term.name)).toEqual(['Spring 2027']);
    const all = (await get('/api/grades/my-grades?term=all')).grades as {
      term: { _id: string; name: string };
      course_id: { code: string };
    }[];
    expect(all.map((g) => [g.term.name, g.course_id.code])).toEqual([
      [fall.termName, 'PT-301'],
      ['Spring 2027', 'PT-402'],
    ]);
    expect(all[0]!.term._id).toBe(fall.termId);
  });
});

describe('virtual classes follow the term', () => {
  const titles = async (query = '') =>
    ((await get(`/api/virtualclass/student/sessions${query}`)).sessions as { title: string }[]).map(
      (s) => s.title,
    );

  it("lists the term in view's classes by default, another term's or all on request", async () => {
    expect(await titles()).toEqual(['Spring welcome']);
    expect(await titles(`?term=${fall.termId}`)).toEqual(['Fall revision']);
    expect(await titles('?term=all')).toEqual(['Spring welcome', 'Fall revision']);
  });

  it('refuses a term that is not one (400)', async () => {
    const res = await injectAs(app, student, {
      method: 'GET',
      url: '/api/virtualclass/student/sessions?term=last-year',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the calendar feed follows the term', () => {
  let path: string;
  const events = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `${path}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    return calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        summary: event.summary,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        rrule: component.getFirstPropertyValue('rrule')?.toString() ?? null,
      };
    });
  };

  beforeAll(async () => {
    const res = await injectAs(app, student, { method: 'POST', url: '/api/calendar-feed' });
    path = new URL(res.json().data.url as string).pathname;
  });

  it("carries the term in view's weekly classes, each within its term's days, and not an ended term's", async () => {
    const list = await events();
    const classes = list.filter((e) => e.rrule);
    expect(classes.map((e) => e.summary)).toEqual([expect.stringMatching(/^PT-402 /)]);
    expect(classes[0]!.start.toISOString().slice(0, 10)).toBe('2027-02-02');
    expect(classes[0]!.rrule).toMatch(/UNTIL=20270831/);
    expect(list.map((e) => e.summary)).not.toContain('Virtual class: Fall revision (PT-301)');
    expect(list.map((e) => e.summary)).toContain('Due: Spring lab (PT-402)');
    // One event per quiz, its whole window: open to close.
    const quiz = list.filter((e) => e.summary.startsWith('Quiz: '));
    expect(quiz.map((e) => [e.summary, e.start.toISOString(), e.end.toISOString()])).toEqual([
      ['Quiz: Spring quiz (PT-402)', '2027-02-10T05:00:00.000Z', '2027-02-12T05:00:00.000Z'],
    ]);
  });

  it("gives an earlier term's items, however old, on request", async () => {
    const list = await events(`?term=${fall.termId}`);
    const weekly = list.find((e) => e.rrule);
    expect(weekly?.summary).toMatch(/^PT-301 /);
    expect(weekly?.start.toISOString().slice(0, 10)).toBe('2026-09-07');
    expect(list.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        'Due: Fall essay (PT-301)',
        'Virtual class: Fall revision (PT-301)',
        'Quiz: Fall quiz (PT-301)',
      ]),
    );
    expect(list.map((e) => e.summary)).not.toContain('Due: Spring lab (PT-402)');
    expect(list.map((e) => e.summary)).not.toContain('Quiz: Spring quiz (PT-402)');
    const all = await events('?term=all');
    expect(all.filter((e) => e.rrule)).toHaveLength(2);
  });

  it('refuses a term that is not one (400), and a wrong link stays 404 whatever is asked', async () => {
    expect((await app.inject({ method: 'GET', url: `${path}?term=soon` })).statusCode).toBe(400);
    const unknown = `/api/calendar/${'x'.repeat(43)}.ics?term=${fall.termId}`;
    expect((await app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
  });
});

describe('a course of an ended term opens read only', () => {
  it('opens with its results, and its assignment reads closed, not overdue', async () => {
    const detail = await get(`/api/students/courses/${fall.id}`);
    expect(detail.course.term).toEqual({ _id: fall.termId, name: fall.termName });
    expect(detail.grades).toHaveLength(1);
    expect(detail.assignments).toEqual([
      expect.objectContaining({ title: 'Fall essay', displayStatus: 'closed', submissions_closed: true }),
    ]);
  });

  it("lists an ended term's work as closed, and this term's as before", async () => {
    const all = (await get('/api/assignments/my-assignments?term=all')).assignments as {
      title: string;
      displayStatus: string;
      submissions_closed: boolean;
    }[];
    expect(all.map((a) => [a.title, a.displayStatus, a.submissions_closed])).toEqual([
      ['Fall essay', 'closed', true],
      ['Spring lab', 'overdue', false],
    ]);
    const overdue = (await get('/api/assignments/my-assignments?term=all&status=overdue')).assignments as {
      title: string;
    }[];
    expect(overdue.map((a) => a.title)).toEqual(['Spring lab']);
  });

  it("refuses a submission to an ended term's assignment (409, naming the term) and keeps nothing", async () => {
    const body = await multipartBody({ submission_text: 'Late, but here it is' });
    const res = await injectAs(app, student, {
      method: 'POST',
      url: `/api/assignments/${assignment.fall}/submit`,
      ...body,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'term.submissionsOver',
      message: `${fall.termName} has ended: its assignments take no more submissions`,
    });
    const detail = await get(`/api/students/courses/${fall.id}`);
    expect(detail.assignments[0].submission).toBeNull();
  });

  it("still takes a late submission to this term's assignment", async () => {
    const body = await multipartBody({ submission_text: 'My lab report' });
    const res = await injectAs(app, student, {
      method: 'POST',
      url: `/api/assignments/${assignment.spring}/submit`,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.submission.is_late).toBe(true);
  });
});
