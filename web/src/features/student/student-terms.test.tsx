/**
 * The student's pages follow the term (issue 34, items 5 and 7): My Grades groups results under their term's
 * name, earliest first; Attendance, Assignments and Virtual Classes have the term picker, its choice kept in the
 * URL; an ended term's records read as final, with nothing red and nothing to submit.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories';
import { mockApi, ok, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildAssignment, buildCourseAttendance, buildGrade, courseRef, twoTerms } from './test/factories';
import { stubXhrThroughFetch } from './test/fake-xhr';

const student = buildStudent();
const { spring, fall, calendar } = twoTerms();
const asked = (calls: ApiCall[]) => calls.map((call) => call.query.get('term'));

describe('My Grades by term', () => {
  const springResult = buildGrade({
    course_id: courseRef('IT-201', 'Data Structures'),
    semester: 2,
    term: { _id: spring._id, name: spring.name },
  });
  const fallResult = buildGrade({
    course_id: courseRef('IT-301', 'Databases'),
    semester: 3,
    term: { _id: fall._id, name: fall.name },
  });

  it("groups every term's results under the term's name, earliest first, and a chosen term's alone", async () => {
    const server = mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'GET /api/terms': ok(calendar),
      'GET /api/grades/my-grades/summary': ok({
        cgpa: 3.5,
        totalCredits: 6,
        totalCourses: 2,
        semesterSummary: [],
      }),
      'GET /api/grades/my-grades': (call) => {
        const term = call.query.get('term');
        const grades =
          term === 'all' ? [springResult, fallResult] : term === spring._id ? [springResult] : [fallResult];
        return ok({ grades });
      },
    });
    const app = renderApp('/student/grades?term=all', { signedInAs: student });
    const details = within(await screen.findByRole('region', { name: 'Grade Details' }, { timeout: 15_000 }));
    const groups = await details.findAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(['Spring 2026', 'Fall 2026']);
    const springGroup = within(details.getByRole('region', { name: 'Spring 2026' }));
    expect(springGroup.getByRole('rowheader', { name: /IT-201/ })).toBeTruthy();
    expect(springGroup.queryByRole('rowheader', { name: /IT-301/ })).toBeNull();

    await app.user.selectOptions(details.getByLabelText('Term'), 'Spring 2026');
    await details.findByRole('heading', { level: 3, name: 'Spring 2026' });
    expect(details.queryByRole('heading', { level: 3, name: 'Fall 2026' })).toBeNull();
    expect(app.currentLocation().search).toBe(`?term=${spring._id}`);
    expect(asked(server.callsTo('GET /api/grades/my-grades'))).toEqual(['all', spring._id]);
  });
});

describe('the term picker on Attendance', () => {
  const low = buildCourseAttendance({
    course: courseRef('IT-201', 'Data Structures'),
    total: 20,
    present: 12,
    absent: 8,
    percentage: 60,
    canMiss: 0,
    needInARow: 12,
  });

  it("opens on this term, shows an earlier term's final figures when chosen (no outlook, nothing red), and keeps the choice in the URL", async () => {
    const server = mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'GET /api/terms': ok(calendar),
      'GET /api/attendance/my-attendance/summary': (call) =>
        ok({ summary: [call.query.get('term') === spring._id ? low : { ...low }], overall: 60 }),
      'GET /api/attendance/my-attendance': ok({ attendance: [] }),
    });
    const app = renderApp('/student/attendance', { signedInAs: student });
    const card = await screen.findByRole('group', { name: 'Data Structures' }, { timeout: 15_000 });
    // This term: the outlook says what to do, in red.
    expect(within(card).getByText('Attend the next 12 classes to reach 75%')).toBeTruthy();

    await app.user.selectOptions(screen.getByLabelText('Term'), 'Spring 2026');
    await screen.findByText('Spring 2026 has ended: these are its final figures.');
    const final = await screen.findByRole('group', { name: 'Data Structures' });
    expect(within(final).queryByText(/Attend the next/)).toBeNull();
    expect(within(final).getByText('60%').className).not.toMatch(/red/);
    expect(app.currentLocation().search).toBe(`?term=${spring._id}`);
    expect(asked(server.callsTo('GET /api/attendance/my-attendance/summary'))).toEqual([null, spring._id]);
    expect(asked(server.callsTo('GET /api/attendance/my-attendance')).at(-1)).toBe(spring._id);
  });

  it("with all terms, an ended term's courses read as final and only this term's warn", async () => {
    const lastSpring = buildCourseAttendance({
      course: courseRef('IT-201', 'Data Structures'),
      term: { _id: spring._id, name: spring.name },
      total: 20,
      present: 12,
      absent: 8,
      percentage: 60,
      canMiss: 0,
      needInARow: 12,
      eligibility: 'may_repeat',
    });
    const thisFall = buildCourseAttendance({
      course: courseRef('IT-301', 'Databases'),
      term: { _id: fall._id, name: fall.name },
      total: 10,
      present: 6,
      absent: 4,
      percentage: 60,
      canMiss: 0,
      needInARow: 6,
      eligibility: 'needs_permission',
    });
    const figures = (summary: (typeof lastSpring)[]) => ({ summary, overall: 60 });
    mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'GET /api/terms': ok(calendar),
      'GET /api/attendance/my-attendance/summary': (call) =>
        ok(figures(call.query.get('term') === 'all' ? [lastSpring, thisFall] : [lastSpring])),
      'GET /api/attendance/my-attendance': ok({ attendance: [] }),
    });
    renderApp('/student/attendance?term=all', { signedInAs: student });
    const ended = within(await screen.findByRole('group', { name: 'Data Structures' }, { timeout: 15_000 }));
    expect(ended.getByText('Spring 2026')).toBeTruthy();
    expect(ended.getByText('60%').className).not.toMatch(/red|amber|green/);
    expect(ended.queryByText(/Attend the next/)).toBeNull();
    const running = within(screen.getByRole('group', { name: 'Databases' }));
    expect(running.getByText('Fall 2026')).toBeTruthy();
    expect(running.getByText('60%').className).toMatch(/red/);
    expect(running.getByText('Attend the next 6 classes to reach 75%')).toBeTruthy();
    // The overall figure mixes a finished term with this one: no band; of the courses below 75%, only this
    // term's makes the count red.
    const overall = within(screen.getByRole('group', { name: 'Overall Attendance' }));
    expect(overall.getByText('60%').className).not.toMatch(/red|amber|green/);
    const below = within(screen.getByRole('group', { name: 'Courses below 75%' }));
    expect(below.getByText('2').className).toMatch(/red/);
  });

  it('with all terms and only an ended term below 75%, nothing is red', async () => {
    const lastSpring = buildCourseAttendance({
      course: courseRef('IT-201', 'Data Structures'),
      term: { _id: spring._id, name: spring.name },
      total: 20,
      present: 12,
      absent: 8,
      percentage: 60,
      canMiss: 0,
      needInARow: 12,
    });
    mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'GET /api/terms': ok(calendar),
      'GET /api/attendance/my-attendance/summary': ok({ summary: [lastSpring], overall: 60 }),
      'GET /api/attendance/my-attendance': ok({ attendance: [] }),
    });
    renderApp('/student/attendance?term=all', { signedInAs: student });
    await screen.findByRole('group', { name: 'Data Structures' }, { timeout: 15_000 });
    const below = within(screen.getByRole('group', { name: 'Courses below 75%' }));
    expect(below.getByText('1').className).not.toMatch(/red/);
    expect(screen.getByRole('main').querySelector('[class*="text-red"]')).toBeNull();
  });

  it('opens on the term a shared link names', async () => {
    const server = mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'GET /api/terms': ok(calendar),
      'GET /api/attendance/my-attendance/summary': ok({ summary: [low], overall: 60 }),
      'GET /api/attendance/my-attendance': ok({ attendance: [] }),
    });
    renderApp(`/student/attendance?term=${spring._id}`, { signedInAs: student });
    const picker = (await screen.findByLabelText('Term', {}, { timeout: 15_000 })) as HTMLSelectElement;
    expect(picker.value).toBe(spring._id);
    expect(asked(server.callsTo('GET /api/attendance/my-attendance/summary'))).toEqual([spring._id]);
  });
});

describe('the term picker on Assignments', () => {
  it("shows an earlier term's work as closed, to read, never to submit", async () => {
    const now = buildAssignment({ title: 'Normalisation' });
    const past = buildAssignment({
      title: 'Linked Lists',
      due_date: '2026-04-01T10:00:00.000Z',
      isOverdue: true,
      displayStatus: 'closed',
      submissions_closed: true,
    });
    const server = mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'GET /api/terms': ok(calendar),
      'GET /api/assignments/my-assignments': (call) =>
        ok({ assignments: call.query.get('term') === spring._id ? [past] : [now] }),
      [`GET /api/assignments/${past._id}/attachments`]: ok({ attachments: [] }),
    });
    stubXhrThroughFetch();
    const app = renderApp('/student/assignments', { signedInAs: student });
    await screen.findByRole('article', { name: 'Normalisation' }, { timeout: 15_000 });
    await app.user.selectOptions(screen.getByLabelText('Term'), 'Spring 2026');
    const card = within(await screen.findByRole('article', { name: 'Linked Lists' }));
    expect(card.getByText('Closed')).toBeTruthy();
    expect(card.getByText('Its term has ended: it takes no more submissions.')).toBeTruthy();
    expect(card.queryByRole('button', { name: /Submit/ })).toBeNull();
    await app.user.click(card.getByRole('button', { name: 'View Assignment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'View Assignment' }));
    expect(dialog.queryByLabelText('Written Response')).toBeNull();
    expect(dialog.queryByRole('button', { name: /Submit/ })).toBeNull();
    expect(asked(server.callsTo('GET /api/assignments/my-assignments'))).toEqual([null, spring._id]);
  });
});

describe('the term picker on Virtual Classes', () => {
  it('asks for the chosen term, and says an ended term has no more classes', async () => {
    const server = mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'GET /api/terms': ok(calendar),
      'GET /api/virtualclass/student/sessions': ok({ sessions: [] }),
    });
    const app = renderApp('/student/virtual-classes', { signedInAs: student });
    await screen.findByText('No virtual classes scheduled', {}, { timeout: 15_000 });
    await app.user.selectOptions(await screen.findByLabelText('Term'), 'Spring 2026');
    await screen.findByText('Spring 2026 has ended: it has no more virtual classes.');
    expect(asked(server.callsTo('GET /api/virtualclass/student/sessions'))).toEqual([null, spring._id]);
  });
});
