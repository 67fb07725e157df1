import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFaculty, buildVirtualSession } from '../../test/factories';
import { expectFeedbackBeside } from '../../test/feedback';
import { fail, mockApi, ok, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildFacultyCourse } from './test/factories';

const teacher = buildFaculty();
/** Wednesday 12 March 2025, 14:00 at the college (09:00 UTC). */
const NOW = new Date('2025-03-12T09:00:00.000Z');
const computerScience = { _id: '30000000-0000-4000-8000-000000000001', name: 'Computer Science', code: 'CS' };
const english = { _id: '30000000-0000-4000-8000-000000000002', name: 'English', code: 'ENG' };
const databases = buildFacultyCourse({
  code: 'CS-301',
  name: 'Databases',
  semester: 5,
  department_id: computerScience,
});
const poetry = buildFacultyCourse({ code: 'ENG-210', name: 'Poetry', semester: 3, department_id: english });

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    'GET /api/faculty/courses': ok({ courses: [databases, poetry] }),
    'GET /api/virtualclass/my-sessions': ok({ sessions: [] }),
    ...handlers,
  });
}

const open = async () => {
  const app = renderApp('/faculty/schedule-class', { signedInAs: teacher });
  await screen.findByRole('option', { name: 'CS-301 - Databases' }, { timeout: 5000 });
  return app;
};
const field = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText(label) as T;
const options = (label: string) => Array.from(field<HTMLSelectElement>(label).options).map((o) => o.text);

async function fillIn(app: Awaited<ReturnType<typeof open>>) {
  await app.user.selectOptions(field('Course'), databases._id);
  await app.user.type(field('Class Title'), 'Query Optimisation');
  await app.user.type(field('Date'), '2025-03-14');
  await app.user.type(field('Time'), '10:30');
  await app.user.type(field('Section (optional)'), 'b');
  await app.user.type(field('Description (optional)'), 'Bring chapter 12.');
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('schedule virtual class', () => {
  it("offers the teacher's own courses from the server, durations 30 to 180 (90 by default) and 100 participants by default", async () => {
    const server = serve();
    await open();
    expect(server.callsTo('GET /api/faculty/courses')).toHaveLength(1);
    expect(options('Course')).toEqual(['Choose…', 'CS-301 - Databases', 'ENG-210 - Poetry']);
    expect(options('Duration')).toEqual([
      '30 minutes',
      '60 minutes',
      '90 minutes',
      '120 minutes',
      '150 minutes',
      '180 minutes',
    ]);
    expect(field<HTMLSelectElement>('Duration').value).toBe('90');
    expect(field('Max Participants').value).toBe('100');
    expect(field('Date').min).toBe('2025-03-12');
    expect(field('Section (optional)').maxLength).toBe(1);
    expect(screen.getByText('Leave empty for all sections')).toBeTruthy();
  });

  it('does not ask for the semester and department: it names those the chosen course fixes', async () => {
    const server = serve();
    const app = await open();
    expect(screen.queryByLabelText('Semester')).toBeNull();
    expect(screen.queryByLabelText('Department')).toBeNull();
    await app.user.selectOptions(field('Course'), poetry._id);
    expect(screen.getByText('Semester 3 · English')).toBeTruthy();
    await app.user.selectOptions(field('Course'), databases._id);
    expect(screen.getByText('Semester 5 · Computer Science')).toBeTruthy();
    expect(server.callsTo('GET /api/departments')).toHaveLength(0);
  });

  it("Today's Classes' Schedule class arrives with the course chosen", async () => {
    serve();
    renderApp(`/faculty/schedule-class?course=${poetry._id}`, { signedInAs: teacher });
    await screen.findByRole('option', { name: 'ENG-210 - Poetry' }, { timeout: 5000 });
    expect(field<HTMLSelectElement>('Course').value).toBe(poetry._id);
    expect(screen.getByText('Semester 3 · English')).toBeTruthy();
  });

  it('requires course, title, date and time, without a call', async () => {
    const server = serve();
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Schedule Class' }));
    expect(screen.getByText('Choose a course')).toBeTruthy();
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Date is required')).toBeTruthy();
    expect(screen.getByText('Time is required')).toBeTruthy();
    expect(document.activeElement?.id).toBe('courseId');
    expect(server.callsTo('POST /api/classroom/schedule')).toHaveLength(0);
  });

  it("refuses a date before today with 'Date cannot be before today', without a call", async () => {
    const server = serve();
    const app = await open();
    await fillIn(app);
    await app.user.clear(field('Date'));
    await app.user.type(field('Date'), '2025-03-11');
    await app.user.click(screen.getByRole('button', { name: 'Schedule Class' }));
    expect(screen.getByText('Date cannot be before today')).toBeTruthy();
    expect(document.activeElement?.id).toBe('scheduledDate');
    expect(server.callsTo('POST /api/classroom/schedule')).toHaveLength(0);
  });

  it('refuses max participants below 10 and above 500', async () => {
    const server = serve();
    const app = await open();
    await fillIn(app);
    for (const value of ['5', '600']) {
      await app.user.clear(field('Max Participants'));
      await app.user.type(field('Max Participants'), value);
      await app.user.click(screen.getByRole('button', { name: 'Schedule Class' }));
      expect(screen.getByText('Max participants must be between 10 and 500')).toBeTruthy();
    }
    expect(server.callsTo('POST /api/classroom/schedule')).toHaveLength(0);
  });

  it("schedules the class, shows 'Class Scheduled Successfully!' and goes to the virtual classes list after 2 seconds", async () => {
    const server = serve({
      'POST /api/classroom/schedule': {
        status: 201,
        body: {
          success: true,
          message: 'Class Scheduled Successfully!',
          data: { session: buildVirtualSession() },
        },
      },
    });
    const app = await open();
    await fillIn(app);
    const submit = screen.getByRole('button', { name: 'Schedule Class' });
    await app.user.click(submit);
    expect(await screen.findByText('Class Scheduled Successfully!')).toBeTruthy();
    expectFeedbackBeside(submit, 'Class Scheduled Successfully!');
    expect(server.callsTo('POST /api/classroom/schedule').map((c) => c.body)).toEqual([
      {
        courseId: databases._id,
        title: 'Query Optimisation',
        description: 'Bring chapter 12.',
        scheduledDate: '2025-03-14',
        scheduledTime: '10:30',
        duration: 90,
        section: 'B',
        maxParticipants: 100,
        scheduledDateTime: '2025-03-14T10:30:00+05:00',
        instructorId: teacher._id,
      },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(app.location()).toBe('/faculty/schedule-class'));
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(app.location()).toBe('/faculty/virtual-classes'));
  });

  it('does not redirect after the teacher has already left the page', async () => {
    serve({
      'POST /api/classroom/schedule': ok({ session: buildVirtualSession() }, 'Class Scheduled Successfully!'),
      'GET /api/faculty/courses': ok({ courses: [databases, poetry] }),
    });
    // The next page is shown once beforehand, so that its lazy route is already resolved: leaving then takes
    // less than the 2 seconds and no route suspends outside act() while the test moves on.
    renderApp('/faculty/courses', { signedInAs: teacher });
    await screen.findByRole('heading', { level: 1, name: 'My Courses' }, { timeout: 5000 });
    cleanup();
    const app = await open();
    await fillIn(app);
    await app.user.click(screen.getByRole('button', { name: 'Schedule Class' }));
    await screen.findByText('Class Scheduled Successfully!');
    await app.user.click(screen.getByRole('link', { name: 'My Courses' }));
    await screen.findByRole('heading', { level: 1, name: 'My Courses' }, { timeout: 5000 });
    expect(screen.queryByText('Class Scheduled Successfully!')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(app.location()).toBe('/faculty/courses'));
  });

  it("shows the server's field error next to the field and 'Failed to schedule class' without a server message", async () => {
    serve({
      'POST /api/classroom/schedule': fail(400, undefined, [
        { field: 'scheduledTime', message: 'The class time has already passed' },
      ]),
    });
    const app = await open();
    await fillIn(app);
    await app.user.click(screen.getByRole('button', { name: 'Schedule Class' }));
    expect(await screen.findByText('Failed to schedule class')).toBeTruthy();
    expect(screen.getByText('The class time has already passed')).toBeTruthy();
    expect(field('Time').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('scheduledTime');
  });

  it("shows the server's message when the time overlaps another class", async () => {
    const overlap =
      'This time overlaps your class "Joins" (CS-301) on 14 Mar 2025, 10:00. Choose another time.';
    serve({ 'POST /api/classroom/schedule': fail(409, overlap) });
    const app = await open();
    await fillIn(app);
    await app.user.click(screen.getByRole('button', { name: 'Schedule Class' }));
    expect(await screen.findByText(overlap)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/faculty/schedule-class'));
  });
});

describe('schedule virtual class: Start Now', () => {
  it("creates and starts a session for now with the course's live-class title in one call, and opens its classroom with semester and department", async () => {
    const session = buildVirtualSession({
      title: 'Databases: live class',
      startsInMinutes: 0,
      status: 'ongoing',
    });
    const server = serve({
      'POST /api/virtualclass/create': {
        status: 201,
        body: { success: true, data: { session } },
      },
    });
    const app = await open();
    await app.user.selectOptions(field('Course'), databases._id);
    await app.user.selectOptions(field('Duration'), '60');
    await app.user.click(screen.getByRole('button', { name: 'Start Now' }));
    await waitFor(() => expect(app.location()).toBe(`/classroom/${session._id}`));
    await waitFor(() =>
      expect(app.currentLocation().search).toBe(`?semester=5&department=${computerScience._id}`),
    );
    const [create] = server.callsTo('POST /api/virtualclass/create');
    expect(create.body).toMatchObject({
      course_id: databases._id,
      title: 'Databases: live class',
      duration: 60,
      start_now: true,
    });
    const at = Date.parse((create.body as { scheduled_date: string }).scheduled_date);
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
    // No second call that could fail after the session exists.
    expect(server.callsTo(`PUT /api/virtualclass/${session._id}/start`)).toHaveLength(0);
  });

  it('needs a course first', async () => {
    const server = serve();
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Start Now' }));
    expect(screen.getByText('Choose a course')).toBeTruthy();
    expect(server.callsTo('POST /api/virtualclass/create')).toHaveLength(0);
  });

  it("shows 'Failed to start class' when the class cannot be started", async () => {
    serve({ 'POST /api/virtualclass/create': fail(500) });
    const app = await open();
    await app.user.selectOptions(field('Course'), poetry._id);
    await app.user.type(field('Class Title'), 'Keats');
    await app.user.click(screen.getByRole('button', { name: 'Start Now' }));
    expect(await screen.findByText('Failed to start class')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/faculty/schedule-class'));
  });
});
