import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFaculty } from '../../test/factories';
import { expectFeedbackBeside } from '../../test/feedback';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { collegeToday } from './components/college-date';
import { buildFacultyCourse, buildRosterStudent } from './test/factories';

const teacher = buildFaculty();
const databases = buildFacultyCourse({ code: 'CS-301', name: 'Databases' });
const empty = buildFacultyCourse({ code: 'CS-499', name: 'Seminar' });
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
});
