import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFaculty } from '../../test/factories';
import { expectFeedbackBeside } from '../../test/feedback';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { collegeToday } from './components/college-date';
import { buildFacultyCourse, buildRosterStudent } from './test/factories';

const teacher = buildFaculty();
/** No weekday: these courses never meet "now", so the page waits for a course to be chosen. */
const unscheduled = { days: [], time: '09:00 - 10:30', room: 'Room 12' };
const databases = buildFacultyCourse({ code: 'CS-301', name: 'Databases', schedule: unscheduled });
const empty = buildFacultyCourse({ code: 'CS-499', name: 'Seminar', schedule: unscheduled });
const ayesha = buildRosterStudent({
  name: 'Ayesha Khan',
  record: { status: 'late', remarks: 'Bus was late' },
});
const bilal = buildRosterStudent({ name: 'Bilal Ahmed' });
const sana = buildRosterStudent({ name: 'Sana Tariq' });

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    'GET /api/faculty/courses': ok({ courses: [databases, empty] }),
    [`GET /api/attendance/course/${databases._id}/students`]: ok({ students: [ayesha, bilal, sana] }),
    [`GET /api/attendance/course/${empty._id}/students`]: ok({ students: [] }),
    // One class that day (the spec's case): no choice of class is asked.
    [`GET /api/attendance/course/${databases._id}/meetings`]: ok({
      meetings: [{ session_type: 'lecture', start_time: '', title: null, marked: 1 }],
    }),
    [`GET /api/attendance/course/${empty._id}/meetings`]: ok({ meetings: [] }),
    'POST /api/attendance/mark': (call: ApiCall) => {
      const n = (call.body as { students: unknown[] }).students.length;
      return ok({ marked: n }, `Attendance marked successfully for ${n} students!`);
    },
    ...handlers,
  });
}

const checked = (name: string) =>
  within(screen.getByRole('group', { name: `Attendance of ${name}` }))
    .getAllByRole('radio')
    .find((r) => (r as HTMLInputElement).checked)
    ?.getAttribute('value');

async function chooseCourse(app: ReturnType<typeof renderApp>, courseId: string) {
  await app.user.selectOptions(await screen.findByLabelText('Course', {}, { timeout: 5000 }), courseId);
}

describe('mark attendance', () => {
  it('loads the roster for the date with existing records prefilled and the other students not yet marked; the date cannot be after today', async () => {
    const server = serve();
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await chooseCourse(app, databases._id);
    await screen.findByRole('group', { name: 'Attendance of Ayesha Khan' });
    expect(checked('Ayesha Khan')).toBe('late');
    expect((screen.getByLabelText('Remarks for Ayesha Khan') as HTMLInputElement).value).toBe('Bus was late');
    expect(checked('Bilal Ahmed')).toBeUndefined();
    expect(checked('Sana Tariq')).toBeUndefined();
    expect(screen.getByText('0 of 3 present', { exact: false }).textContent).toBe(
      '0 of 3 present · 2 not marked yet',
    );
    expect(screen.getByText('Students left unmarked are recorded as absent.')).toBeTruthy();
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date.value).toBe(collegeToday());
    expect(date.max).toBe(collegeToday());
    const call = server.callsTo(`GET /api/attendance/course/${databases._id}/students`).at(-1)!;
    expect(call.query.get('date')).toBe(collegeToday());
    expect(call.query.get('session_type')).toBe('lecture');
  });

  it("'Mark all present' marks everyone present, another session type starts again from its records, and the success message counts the students", async () => {
    const server = serve();
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await chooseCourse(app, databases._id);
    await screen.findByRole('group', { name: 'Attendance of Ayesha Khan' });
    await app.user.click(screen.getByRole('button', { name: 'Mark all present' }));
    expect(['Ayesha Khan', 'Bilal Ahmed', 'Sana Tariq'].map(checked)).toEqual([
      'present',
      'present',
      'present',
    ]);
    await app.user.click(
      within(screen.getByRole('group', { name: 'Attendance of Sana Tariq' })).getByRole('radio', {
        name: 'Excused',
      }),
    );
    await app.user.type(screen.getByLabelText('Remarks for Sana Tariq'), 'Medical');
    await app.user.selectOptions(screen.getByLabelText('Session Type'), 'lab');
    await waitFor(() => expect(checked('Sana Tariq')).toBeUndefined());
    await app.user.click(screen.getByRole('button', { name: 'Mark all present' }));
    await app.user.click(
      within(screen.getByRole('group', { name: 'Attendance of Sana Tariq' })).getByRole('radio', {
        name: 'Excused',
      }),
    );
    await app.user.type(screen.getByLabelText('Remarks for Sana Tariq'), 'Medical');
    await app.user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(await screen.findByText('Attendance marked successfully for 3 students!')).toBeTruthy();
    expect(server.callsTo('POST /api/attendance/mark').map((c) => c.body)).toEqual([
      {
        course_id: databases._id,
        date: collegeToday(),
        session_type: 'lab',
        students: [
          { student_id: ayesha._id, status: 'present', remarks: 'Bus was late' },
          { student_id: bilal._id, status: 'present' },
          { student_id: sana._id, status: 'excused', remarks: 'Medical' },
        ],
      },
    ]);
  });

  it('Mark all present marks every student present and Submit sends them', async () => {
    const server = serve();
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await chooseCourse(app, databases._id);
    await screen.findByRole('group', { name: 'Attendance of Ayesha Khan' });
    await app.user.click(screen.getByRole('button', { name: 'Mark all present' }));
    expect(screen.getByText('3 of 3 present')).toBeTruthy();
    expect(screen.queryByText('Students left unmarked are recorded as absent.')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(await screen.findByText('Attendance marked successfully for 3 students!')).toBeTruthy();
    expect(server.callsTo('POST /api/attendance/mark').map((c) => c.body)).toEqual([
      {
        course_id: databases._id,
        date: collegeToday(),
        session_type: 'lecture',
        students: [
          { student_id: ayesha._id, status: 'present', remarks: 'Bus was late' },
          { student_id: bilal._id, status: 'present' },
          { student_id: sana._id, status: 'present' },
        ],
      },
    ]);
  });

  it('a student left unmarked is sent as absent; statuses are radios chosen by keyboard, each named in full', async () => {
    const server = serve();
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await chooseCourse(app, databases._id);
    const bilalGroup = await screen.findByRole('group', { name: 'Attendance of Bilal Ahmed' });
    expect(
      within(bilalGroup)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['present', 'late', 'absent', 'excused']);
    // The visible initial is hidden from screen readers; the radio carries the status's full name.
    const present = within(bilalGroup).getByRole('radio', { name: 'Present' });
    present.focus();
    await app.user.keyboard(' ');
    expect(checked('Bilal Ahmed')).toBe('present');
    await app.user.keyboard('{ArrowRight}');
    expect(checked('Bilal Ahmed')).toBe('late');
    expect(document.activeElement).toBe(within(bilalGroup).getByRole('radio', { name: 'Late' }));
    await app.user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(await screen.findByText('Attendance marked successfully for 3 students!')).toBeTruthy();
    expect(server.callsTo('POST /api/attendance/mark').map((c) => c.body)).toEqual([
      {
        course_id: databases._id,
        date: collegeToday(),
        session_type: 'lecture',
        students: [
          { student_id: ayesha._id, status: 'late', remarks: 'Bus was late' },
          { student_id: bilal._id, status: 'late' },
          { student_id: sana._id, status: 'absent' },
        ],
      },
    ]);
  });

  it("says 'Please select course and date' without a course and 'No students to mark attendance' for an empty course", async () => {
    const server = serve();
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await app.user.click(await screen.findByRole('button', { name: 'Submit Attendance' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select course and date');
    await chooseCourse(app, empty._id);
    await app.user.click(await screen.findByRole('button', { name: 'Submit Attendance' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No students to mark attendance');
    expect(server.callsTo('POST /api/attendance/mark')).toHaveLength(0);
  });

  it('shows the outcome of Submit beside the button, announced, not above the form', async () => {
    serve();
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    const submit = await screen.findByRole('button', { name: 'Submit Attendance' }, { timeout: 5000 });
    await app.user.click(submit);
    expectFeedbackBeside(submit, 'Please select course and date');
    await chooseCourse(app, databases._id);
    await screen.findByRole('group', { name: 'Attendance of Ayesha Khan' });
    await app.user.click(screen.getByRole('button', { name: 'Mark all present' }));
    await app.user.click(submit);
    await screen.findByText('Attendance marked successfully for 3 students!');
    expectFeedbackBeside(submit, 'Attendance marked successfully for 3 students!');
  });

  it("'Please select course and date' disappears once a course is chosen", async () => {
    serve();
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await app.user.click(await screen.findByRole('button', { name: 'Submit Attendance' }, { timeout: 5000 }));
    expect(screen.getByText('Please select course and date')).toBeTruthy();
    await chooseCourse(app, databases._id);
    expect(screen.queryByText('Please select course and date')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message, else 'Failed to mark attendance'", async () => {
    let calls = 0;
    serve({
      'POST /api/attendance/mark': () =>
        ++calls === 1 ? fail(400, 'One or more students are not enrolled in this course') : fail(500),
    });
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await chooseCourse(app, databases._id);
    await screen.findByRole('group', { name: 'Attendance of Ayesha Khan' });
    await app.user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(await screen.findByText('One or more students are not enrolled in this course')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(await screen.findByText('Failed to mark attendance')).toBeTruthy();
  });

  it('the day has one class: no class is asked for and the marks go to that class', async () => {
    const server = serve();
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await chooseCourse(app, databases._id);
    await screen.findByRole('group', { name: 'Attendance of Ayesha Khan' });
    expect(screen.queryByLabelText('Class')).toBeNull();
    const call = server.callsTo(`GET /api/attendance/course/${databases._id}/meetings`).at(-1)!;
    expect(call.query.get('date')).toBe(collegeToday());
    expect(
      server.callsTo(`GET /api/attendance/course/${databases._id}/students`).at(-1)!.query.has('start_time'),
    ).toBe(false);
  });

  it('a course with two classes on the date asks which one, and the roster and the marks are of that class', async () => {
    const server = serve({
      [`GET /api/attendance/course/${databases._id}/meetings`]: ok({
        meetings: [
          { session_type: 'virtual', start_time: '10:00', title: 'Trees', marked: 3 },
          { session_type: 'virtual', start_time: '15:00', title: 'Graphs', marked: 0 },
        ],
      }),
    });
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await chooseCourse(app, databases._id);
    const choice = (await screen.findByLabelText('Class')) as HTMLSelectElement;
    expect(
      screen.getByText('This course has 2 classes on this date. Choose the one you are marking.'),
    ).toBeTruthy();
    expect([...choice.options].map((o) => o.textContent)).toEqual([
      'Lecture · not marked yet',
      'Virtual · 10:00 · Trees · 3 marked',
      'Virtual · 15:00 · Graphs · not marked yet',
    ]);
    await app.user.selectOptions(choice, 'virtual|15:00');
    expect((screen.getByLabelText('Session Type') as HTMLSelectElement).value).toBe('virtual');
    await waitFor(() => {
      const roster = server.callsTo(`GET /api/attendance/course/${databases._id}/students`).at(-1)!;
      expect([roster.query.get('session_type'), roster.query.get('start_time')]).toEqual([
        'virtual',
        '15:00',
      ]);
    });
    await screen.findByRole('group', { name: 'Attendance of Ayesha Khan' });
    await app.user.click(screen.getByRole('button', { name: 'Mark all present' }));
    await app.user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(await screen.findByText('Attendance marked successfully for 3 students!')).toBeTruthy();
    expect(server.callsTo('POST /api/attendance/mark').map((c) => c.body)).toEqual([
      expect.objectContaining({ session_type: 'virtual', start_time: '15:00' }),
    ]);
    // Choosing the virtual type picks its first class of the day.
    await app.user.selectOptions(screen.getByLabelText('Session Type'), 'lecture');
    await app.user.selectOptions(screen.getByLabelText('Session Type'), 'virtual');
    expect((screen.getByLabelText('Class') as HTMLSelectElement).value).toBe('virtual|10:00');
  });

  it("a date in the future says that the date cannot be in the future, not 'No students to mark attendance'", async () => {
    const server = serve();
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await chooseCourse(app, databases._id);
    await screen.findByRole('group', { name: 'Attendance of Ayesha Khan' });
    const tomorrow = collegeToday(new Date(Date.now() + 24 * 60 * 60 * 1000));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: tomorrow } });
    expect((await screen.findAllByText('The date cannot be in the future')).length).toBeGreaterThan(0);
    expect(screen.queryByText('No students to mark attendance')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'The date cannot be in the future',
      ),
    );
    expect(server.callsTo('POST /api/attendance/mark')).toHaveLength(0);
    const asked = server.callsTo(`GET /api/attendance/course/${databases._id}/students`);
    expect(asked.every((c) => c.query.get('date') !== tomorrow)).toBe(true);
  });

  it('a date before the term says which term the date must lie in', async () => {
    serve();
    const app = renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await chooseCourse(app, databases._id);
    await screen.findByRole('group', { name: 'Attendance of Ayesha Khan' });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2001-01-01' } });
    expect(
      (
        await screen.findAllByText(
          /^2001-01-01 is not in (Fall|Spring) \d{4} \(\d{4}-\d{2}-01 to \d{4}-\d{2}-\d{2}\)$/,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('No students to mark attendance')).toBeNull();
  });
});

describe("mark attendance opens on the teacher's class of now", () => {
  afterEach(() => vi.useRealTimers());
  /** Wednesday 25 November 2026 at `time` in Pakistan (the tests' college time zone). */
  const onWednesdayAt = (time: string) =>
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`2026-11-25T${time}:00+05:00`) });
  const morning = buildFacultyCourse({
    code: 'CS-301',
    name: 'Databases',
    schedule: { days: ['Monday', 'Wednesday'], time: '09:00 - 10:30', room: 'Room 12' },
  });
  const afternoon = buildFacultyCourse({
    code: 'CS-305',
    name: 'Networks',
    schedule: { days: ['Wednesday'], time: '2:00 PM - 3:30 PM', room: 'Lab 2' },
  });
  const serveDay = () =>
    mockApi({
      'GET /api/auth/me': ok({ user: teacher }),
      'GET /api/faculty/courses': ok({ courses: [afternoon, morning] }),
      [`GET /api/attendance/course/${morning._id}/students`]: ok({ students: [ayesha, bilal] }),
      [`GET /api/attendance/course/${afternoon._id}/students`]: ok({ students: [sana] }),
      [`GET /api/attendance/course/${morning._id}/meetings`]: ok({ meetings: [] }),
      [`GET /api/attendance/course/${afternoon._id}/meetings`]: ok({ meetings: [] }),
    });
  const courseField = async () =>
    (await screen.findByLabelText('Course', {}, { timeout: 5000 })) as HTMLSelectElement;

  it('without a chosen course, the class meeting now is chosen and its roster shown', async () => {
    onWednesdayAt('09:40');
    serveDay();
    renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await screen.findByRole('group', { name: 'Attendance of Ayesha Khan' });
    expect((await courseField()).value).toBe(morning._id);
  });

  it('between classes, the next class of the day is chosen', async () => {
    onWednesdayAt('11:15');
    serveDay();
    renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    await screen.findByRole('group', { name: 'Attendance of Sana Tariq' });
    expect((await courseField()).value).toBe(afternoon._id);
  });

  it("the URL's course is the one chosen, and choosing another keeps to it", async () => {
    onWednesdayAt('09:40');
    serveDay();
    const app = renderApp(`/faculty/mark-attendance?course=${afternoon._id}`, { signedInAs: teacher });
    await screen.findByRole('group', { name: 'Attendance of Sana Tariq' });
    expect((await courseField()).value).toBe(afternoon._id);
    await app.user.selectOptions(await courseField(), morning._id);
    await screen.findByRole('group', { name: 'Attendance of Bilal Ahmed' });
  });

  it('on a day without a class, the page asks for a course', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:40:00+05:00') });
    serveDay();
    renderApp('/faculty/mark-attendance', { signedInAs: teacher });
    expect(
      await screen.findByText('Choose a course to see its students.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect((await courseField()).value).toBe('');
  });
});

describe('the counts and Submit stay in reach', () => {
  it('a legend says what P, L, A and E mean, and the bar beside Submit counts each status and the unmarked', async () => {
    serve();
    const app = renderApp(`/faculty/mark-attendance?course=${databases._id}`, { signedInAs: teacher });
    await screen.findByRole('group', { name: 'Attendance of Ayesha Khan' });
    const legend = screen.getByRole('list', { name: 'What the letters mean' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PPresent', 'LLate', 'AAbsent', 'EExcused']);
    const bar = screen.getByRole('group', { name: 'Counts and Submit' });
    expect(within(bar).getByRole('button', { name: 'Submit Attendance' })).toBeTruthy();
    const counts = () =>
      within(within(bar).getByRole('list', { name: 'Marked so far' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(counts()).toEqual(['PPresent0', 'LLate1', 'AAbsent0', 'EExcused0', '2 not marked']);
    await app.user.click(
      within(screen.getByRole('group', { name: 'Attendance of Bilal Ahmed' })).getByRole('radio', {
        name: 'Absent',
      }),
    );
    await app.user.click(
      within(screen.getByRole('group', { name: 'Attendance of Sana Tariq' })).getByRole('radio', {
        name: 'Present',
      }),
    );
    expect(counts()).toEqual(['PPresent1', 'LLate1', 'AAbsent1', 'EExcused0']);
    expect(bar.className).toContain('sticky');
  });
});
