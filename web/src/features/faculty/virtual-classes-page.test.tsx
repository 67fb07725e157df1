import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFaculty, buildVirtualSession } from '../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildFacultyCourse, courseRef } from './test/factories';

const teacher = buildFaculty();
/** Wednesday 12 March 2025, 14:00 at the college (09:00 UTC). */
const NOW = new Date('2025-03-12T09:00:00.000Z');
const databases = buildFacultyCourse({ code: 'CS-301', name: 'Databases' });
const structures = buildFacultyCourse({ code: 'CS-201', name: 'Data Structures' });

function serve(sessions: unknown[], handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    'GET /api/faculty/courses': ok({ courses: [databases, structures] }),
    'GET /api/virtualclass/my-sessions': ok({ sessions }),
    ...handlers,
  });
}

const open = () => renderApp('/faculty/virtual-classes', { signedInAs: teacher });
const loaded = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const card = (title: string) => within(screen.getByRole('article', { name: title }));
const section = (name: string) => within(screen.getByRole('region', { name }));
const form = () => within(screen.getByRole('region', { name: 'Schedule a Class' }));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('faculty virtual classes: the lists', () => {
  it('shows Upcoming & Active Sessions and Past Sessions with the labels Live Now, Ready to Start, Upcoming, Completed and Cancelled', async () => {
    serve([
      buildVirtualSession({ title: 'Joins', status: 'ongoing', startsInMinutes: -10, participant_count: 12 }),
      buildVirtualSession({ title: 'Indexes', startsInMinutes: -2 }),
      buildVirtualSession({
        title: 'Transactions',
        startsInMinutes: 20,
        duration: 90,
        section: 'B',
        course_id: courseRef(databases.code, databases.name, databases._id),
      }),
      buildVirtualSession({ title: 'Views', status: 'completed', startsInMinutes: -3 * 24 * 60 }),
      buildVirtualSession({ title: 'Triggers', status: 'cancelled', startsInMinutes: -24 * 60 }),
    ]);
    open();
    await loaded('Transactions');
    const active = section('Upcoming & Active Sessions');
    expect(active.getAllByRole('article')).toHaveLength(3);
    expect(within(active.getByRole('article', { name: 'Joins' })).getByText('Live Now')).toBeTruthy();
    expect(within(active.getByRole('article', { name: 'Indexes' })).getByText('Ready to Start')).toBeTruthy();
    const transactions = within(active.getByRole('article', { name: 'Transactions' }));
    expect(transactions.getByText('Upcoming')).toBeTruthy();
    expect(transactions.getByText('CS-301 - Databases')).toBeTruthy();
    expect(transactions.getByText('12 Mar 2025, 14:20')).toBeTruthy();
    expect(transactions.getByText('90 minutes')).toBeTruthy();
    expect(transactions.getByText('B')).toBeTruthy();
    expect(card('Joins').getByText('12')).toBeTruthy();
    const past = section('Past Sessions');
    expect(within(past.getByRole('article', { name: 'Views' })).getByText('Completed')).toBeTruthy();
    expect(within(past.getByRole('article', { name: 'Triggers' })).getByText('Cancelled')).toBeTruthy();
    expect(past.queryByRole('button')).toBeNull();
  });

  it("shows 'Available 15 minutes before scheduled time' until the start window opens, then Start Class, as the clock moves", async () => {
    serve([buildVirtualSession({ title: 'Hashing', startsInMinutes: 15.5 })]);
    open();
    await loaded('Hashing');
    expect(card('Hashing').getByText('Available 15 minutes before scheduled time')).toBeTruthy();
    expect(card('Hashing').queryByRole('button', { name: 'Start Class' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(card('Hashing').getByRole('button', { name: 'Start Class' })).toBeTruthy();
    expect(card('Hashing').queryByText('Available 15 minutes before scheduled time')).toBeNull();
  });

  it('Start Class starts the session, then opens its classroom', async () => {
    const session = buildVirtualSession({ title: 'Heaps', startsInMinutes: 10 });
    const server = serve([session], {
      [`PUT /api/virtualclass/${session._id}/start`]: ok({ session: { ...session, status: 'ongoing' } }),
    });
    const app = open();
    await loaded('Heaps');
    await app.user.click(card('Heaps').getByRole('button', { name: 'Start Class' }));
    await waitFor(() => expect(app.location()).toBe(`/classroom/${session._id}`));
    expect(server.callsTo(`PUT /api/virtualclass/${session._id}/start`)).toHaveLength(1);
  });

  it("shows 'Failed to start class' when starting fails, and the server's reason when it gives one", async () => {
    const heaps = buildVirtualSession({ title: 'Heaps', startsInMinutes: 10 });
    const tries = buildVirtualSession({ title: 'Tries', startsInMinutes: 5 });
    serve([heaps, tries], {
      [`PUT /api/virtualclass/${heaps._id}/start`]: fail(500),
      [`PUT /api/virtualclass/${tries._id}/start`]: fail(
        409,
        'Only a scheduled class can be started or cancelled',
      ),
    });
    const app = open();
    await loaded('Heaps');
    await app.user.click(card('Heaps').getByRole('button', { name: 'Start Class' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to start class');
    await app.user.click(card('Tries').getByRole('button', { name: 'Start Class' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Only a scheduled class can be started or cancelled',
      ),
    );
    await waitFor(() => expect(app.location()).toBe('/faculty/virtual-classes'));
  });

  it('a live session offers Join Class to its classroom and End Class, which ends it after confirmation and shows the attendance message', async () => {
    const live = buildVirtualSession({ title: 'Graphs', status: 'ongoing', startsInMinutes: -30 });
    const server = serve([live], {
      [`PUT /api/virtualclass/${live._id}/end`]: ok(
        {
          session: { ...live, status: 'completed' },
          attendance: { present: 20, late: 3, absent: 5, kept: 0 },
        },
        'Class ended. Attendance recorded for 28 students.',
      ),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = open();
    await loaded('Graphs');
    expect(card('Graphs').getByRole('link', { name: 'Join Class' }).getAttribute('href')).toBe(
      `/classroom/${live._id}`,
    );
    expect(card('Graphs').queryByRole('button', { name: 'Cancel' })).toBeNull();
    const before = server.callsTo('GET /api/virtualclass/my-sessions').length;
    await app.user.click(card('Graphs').getByRole('button', { name: 'End Class' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Class ended. Attendance recorded for 28 students.')).toBeTruthy();
    expect(server.callsTo(`PUT /api/virtualclass/${live._id}/end`)).toHaveLength(1);
    await waitFor(() =>
      expect(server.callsTo('GET /api/virtualclass/my-sessions').length).toBeGreaterThan(before),
    );
  });

  it('End Class does nothing when the confirmation is refused', async () => {
    const live = buildVirtualSession({ title: 'Graphs', status: 'ongoing', startsInMinutes: -30 });
    const server = serve([live]);
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const app = open();
    await loaded('Graphs');
    await app.user.click(card('Graphs').getByRole('button', { name: 'End Class' }));
    expect(server.callsTo(`PUT /api/virtualclass/${live._id}/end`)).toHaveLength(0);
  });

  it('Cancel cancels a scheduled session after confirmation', async () => {
    const session = buildVirtualSession({ title: 'Sorting', startsInMinutes: 3 * 24 * 60 });
    const server = serve([session], {
      [`PUT /api/virtualclass/${session._id}/cancel`]: ok(
        { session: { ...session, status: 'cancelled' } },
        'Class cancelled',
      ),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = open();
    await loaded('Sorting');
    await app.user.click(card('Sorting').getByRole('button', { name: 'Cancel' }));
    expect(confirm.mock.calls[0][0]).toContain('Sorting');
    expect(await screen.findByText('Class cancelled')).toBeTruthy();
    expect(server.callsTo(`PUT /api/virtualclass/${session._id}/cancel`)).toHaveLength(1);
  });

  it("shows the empty state with 'Schedule Your First Class' leading to the schedule form", async () => {
    serve([]);
    open();
    await loaded('No virtual classes yet');
    expect(screen.getByRole('link', { name: 'Schedule Your First Class' }).getAttribute('href')).toBe(
      '/faculty/schedule-class',
    );
    expect(screen.queryByRole('heading', { name: 'Upcoming & Active Sessions' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Past Sessions' })).toBeNull();
  });

  it("shows 'Failed to load sessions' when the list cannot be loaded", async () => {
    serve([], { 'GET /api/virtualclass/my-sessions': fail(500) });
    open();
    expect(await loaded('Failed to load sessions')).toBeTruthy();
  });

  it('the navigation lists Schedule Class and Virtual Classes', async () => {
    serve([]);
    open();
    const nav = within(await screen.findByRole('navigation', { name: 'Faculty area' }, { timeout: 5000 }));
    expect(nav.getByRole('link', { name: 'Schedule Class' }).getAttribute('href')).toBe(
      '/faculty/schedule-class',
    );
    expect(nav.getByRole('link', { name: 'Virtual Classes' }).getAttribute('href')).toBe(
      '/faculty/virtual-classes',
    );
  });
});

describe('faculty virtual classes: the schedule form', () => {
  it("offers the teacher's courses and the durations 30, 45, 60, 90 and 120 minutes, 60 by default", async () => {
    serve([]);
    open();
    await loaded('Schedule a Class');
    const course = form().getByLabelText('Course') as HTMLSelectElement;
    expect(Array.from(course.options).map((o) => o.text)).toEqual([
      'Choose…',
      'CS-301 - Databases',
      'CS-201 - Data Structures',
    ]);
    const duration = form().getByLabelText('Duration') as HTMLSelectElement;
    expect(Array.from(duration.options).map((o) => o.value)).toEqual(['30', '45', '60', '90', '120']);
    expect(duration.value).toBe('60');
  });

  it('refuses a missing course, title and date and time, without a call', async () => {
    const server = serve([]);
    const app = open();
    await loaded('Schedule a Class');
    await app.user.click(form().getByRole('button', { name: 'Schedule Class' }));
    expect(form().getByText('Choose a course')).toBeTruthy();
    expect(form().getByText('Title is required')).toBeTruthy();
    expect(form().getByText('Date and time is required')).toBeTruthy();
    expect(document.activeElement?.id).toBe('course_id');
    expect(server.callsTo('POST /api/virtualclass/create')).toHaveLength(0);
  });

  it("creates a session at the chosen college time and shows 'Virtual class session created successfully!' for 3 seconds", async () => {
    const created = buildVirtualSession({ title: 'B-Trees', startsInMinutes: 24 * 60 });
    let sessions: unknown[] = [];
    const server = serve([], {
      'GET /api/virtualclass/my-sessions': () => ok({ sessions }),
      'POST /api/virtualclass/create': () => {
        sessions = [created];
        return { status: 201, body: { success: true, data: { session: created } } };
      },
    });
    const app = open();
    await loaded('Schedule a Class');
    await app.user.selectOptions(form().getByLabelText('Course'), databases._id);
    await app.user.type(form().getByLabelText('Class Title'), 'B-Trees');
    await app.user.type(form().getByLabelText('Date and Time'), '2025-03-13T10:30');
    await app.user.selectOptions(form().getByLabelText('Duration'), '90');
    await app.user.type(form().getByLabelText('Description (optional)'), 'Chapter 11');
    await app.user.click(form().getByRole('button', { name: 'Schedule Class' }));
    expect(await screen.findByText('Virtual class session created successfully!')).toBeTruthy();
    expect(server.callsTo('POST /api/virtualclass/create').map((c) => c.body)).toEqual([
      {
        course_id: databases._id,
        title: 'B-Trees',
        description: 'Chapter 11',
        scheduled_date: '2025-03-13T10:30:00+05:00',
        duration: 90,
      },
    ]);
    expect(await screen.findByRole('article', { name: 'B-Trees' })).toBeTruthy();
    expect((form().getByLabelText('Class Title') as HTMLInputElement).value).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(screen.queryByText('Virtual class session created successfully!')).toBeNull());
  });

  it("shows the server's field error next to the field, and 'Failed to create session' without a server message", async () => {
    serve([], {
      'POST /api/virtualclass/create': fail(400, undefined, [
        { field: 'scheduled_date', message: 'The class time has already passed' },
      ]),
    });
    const app = open();
    await loaded('Schedule a Class');
    await app.user.selectOptions(form().getByLabelText('Course'), structures._id);
    await app.user.type(form().getByLabelText('Class Title'), 'Stacks');
    await app.user.type(form().getByLabelText('Date and Time'), '2025-03-12T08:00');
    await app.user.click(form().getByRole('button', { name: 'Schedule Class' }));
    expect(await form().findByText('Failed to create session')).toBeTruthy();
    expect(form().getByText('The class time has already passed')).toBeTruthy();
    expect(document.activeElement?.id).toBe('scheduled_date');
  });
});
