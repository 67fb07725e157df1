import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStudent, buildVirtualSession } from '../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { courseRef } from './test/factories';

const student = buildStudent();
/** Wednesday 12 March 2025, 14:00 at the college (09:00 UTC). */
const NOW = new Date('2025-03-12T09:00:00.000Z');

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/virtualclass/student/sessions': ok({ sessions: [] }),
    ...handlers,
  });
}

const open = () => renderApp('/student/virtual-classes', { signedInAs: student });
const card = (title: string) => within(screen.getByRole('article', { name: title }));
const section = (name: string) => within(screen.getByRole('region', { name }));
const loaded = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // The clock moves with real time (react-query and rendering need it) but starts at a known moment.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('student virtual classes', () => {
  it('shows a live class under Live Now with its LIVE badge, course, instructor, description and Join Class Now to the classroom', async () => {
    const live = buildVirtualSession({
      title: 'Forms and Validation',
      status: 'ongoing',
      startsInMinutes: -20,
      description: 'Bring your laptop.',
      course_id: courseRef('IT-205', 'Web Development'),
      instructor_id: { _id: 'teacher-1', name: 'Dr. Sara Ahmed' },
    });
    serve({ 'GET /api/virtualclass/student/sessions': ok({ sessions: [live] }) });
    open();
    await loaded('Forms and Validation');
    expect(screen.getByRole('heading', { level: 1, name: 'Virtual Classes' })).toBeTruthy();
    const entry = within(section('Live Now').getByRole('article', { name: 'Forms and Validation' }));
    expect(entry.getByText('LIVE')).toBeTruthy();
    expect(entry.getByText('IT-205 - Web Development')).toBeTruthy();
    expect(entry.getByText('Instructor: Dr. Sara Ahmed')).toBeTruthy();
    expect(entry.getByText('Bring your laptop.')).toBeTruthy();
    expect(entry.getByRole('link', { name: 'Join Class Now' }).getAttribute('href')).toBe(
      `/classroom/${live._id}`,
    );
    expect(screen.queryByRole('heading', { name: 'Upcoming Classes' })).toBeNull();
  });

  it("shows a scheduled class under Upcoming Classes with 'Starts in', the date and time, the duration and 'Not Yet Available'", async () => {
    const upcoming = buildVirtualSession({
      title: 'Normalisation',
      startsInMinutes: 2 * 60 + 5.5,
      duration: 90,
      description: 'Read chapter 4 first.',
      course_id: courseRef('IT-301', 'Databases'),
    });
    serve({ 'GET /api/virtualclass/student/sessions': ok({ sessions: [upcoming] }) });
    open();
    await loaded('Normalisation');
    expect(screen.queryByRole('heading', { name: 'Live Now' })).toBeNull();
    const entry = within(section('Upcoming Classes').getByRole('article', { name: 'Normalisation' }));
    expect(entry.getByText('Upcoming')).toBeTruthy();
    expect(entry.getByText('IT-301 - Databases')).toBeTruthy();
    expect(entry.getByText('Instructor: Dr. Imran Ali')).toBeTruthy();
    expect(entry.getByText('Read chapter 4 first.')).toBeTruthy();
    expect(entry.getByText('Starts in')).toBeTruthy();
    expect(entry.getByText('2h 5m')).toBeTruthy();
    expect(entry.getByText('12 Mar 2025, 16:05')).toBeTruthy();
    expect(entry.getByText('Duration: 90 minutes')).toBeTruthy();
    const button = entry.getByRole('button', { name: 'Not Yet Available' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(entry.queryByRole('link', { name: 'Join Class' })).toBeNull();
  });

  it('names a session that is not the weekly timetable class an extra session, and the timetable class not', async () => {
    const makeUp = { ...buildVirtualSession({ title: 'Make-up class', startsInMinutes: 90 }), extra: true };
    const weekly = {
      ...buildVirtualSession({ title: 'Weekly class', startsInMinutes: 24 * 60 }),
      extra: false,
    };
    serve({ 'GET /api/virtualclass/student/sessions': ok({ sessions: [makeUp, weekly] }) });
    open();
    await loaded('Make-up class');
    expect(card('Make-up class').getByText('Extra session')).toBeTruthy();
    expect(card('Make-up class').getByText('Not your weekly timetable class')).toBeTruthy();
    expect(card('Weekly class').queryByText('Extra session')).toBeNull();
  });

  it("reads 'Starts in' once, then the countdown: N days above 24 hours, else Xh Ym or N minutes", async () => {
    serve({
      'GET /api/virtualclass/student/sessions': ok({
        sessions: [
          buildVirtualSession({ title: 'Next week', startsInMinutes: 3 * 24 * 60 + 30 }),
          buildVirtualSession({ title: 'This evening', startsInMinutes: 5 * 60 + 30.5 }),
          buildVirtualSession({ title: 'Soon', startsInMinutes: 45.5 }),
        ],
      }),
    });
    open();
    await loaded('Next week');
    expect(card('Next week').getByText('3 days')).toBeTruthy();
    expect(card('This evening').getByText('5h 30m')).toBeTruthy();
    expect(card('Soon').getByText('45 minutes')).toBeTruthy();
  });

  it("turns 'Not Yet Available' into 'Join Class' 10 minutes before the start, without a reload", async () => {
    const soon = buildVirtualSession({ title: 'Sorting', startsInMinutes: 10.25 });
    serve({ 'GET /api/virtualclass/student/sessions': ok({ sessions: [soon] }) });
    open();
    await loaded('Sorting');
    expect(
      (card('Sorting').getByRole('button', { name: 'Not Yet Available' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await advance(30_000);
    expect(card('Sorting').getByRole('link', { name: 'Join Class' }).getAttribute('href')).toBe(
      `/classroom/${soon._id}`,
    );
    expect(card('Sorting').queryByRole('button', { name: 'Not Yet Available' })).toBeNull();
  });

  it("shows 'Starting Soon' once the start time has passed and the class can still be joined", async () => {
    serve({
      'GET /api/virtualclass/student/sessions': ok({
        sessions: [buildVirtualSession({ title: 'Recursion', startsInMinutes: -5, duration: 60 })],
      }),
    });
    open();
    await loaded('Recursion');
    expect(card('Recursion').getByText('Starting Soon')).toBeTruthy();
    expect(card('Recursion').queryByText('Starts in')).toBeNull();
    expect(card('Recursion').getByRole('link', { name: 'Join Class' })).toBeTruthy();
  });

  it('refreshes the list every 30 seconds, so a class the teacher starts appears under Live Now', async () => {
    const session = buildVirtualSession({ title: 'Graphs', startsInMinutes: 5 });
    let started = false;
    const server = serve({
      'GET /api/virtualclass/student/sessions': () =>
        ok({ sessions: [started ? { ...session, status: 'ongoing' } : session] }),
    });
    open();
    await loaded('Graphs');
    expect(screen.queryByRole('heading', { name: 'Live Now' })).toBeNull();
    const calls = server.callsTo('GET /api/virtualclass/student/sessions').length;
    started = true;
    await advance(30_000);
    expect(server.callsTo('GET /api/virtualclass/student/sessions').length).toBe(calls + 1);
    expect(
      await section('Live Now').findByRole('link', { name: 'Join Class Now' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("shows 'No virtual classes scheduled' and 'Your instructor will schedule classes soon' with no sessions", async () => {
    serve();
    open();
    await loaded('No virtual classes scheduled');
    expect(screen.getByText('Your instructor will schedule classes soon')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Live Now' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Upcoming Classes' })).toBeNull();
  });

  it("shows 'Loading virtual classes...' while loading and 'Failed to load virtual classes' in a banner on failure", async () => {
    let answer: (value: ReturnType<typeof fail>) => void = () => {};
    const server = serve({
      'GET /api/virtualclass/student/sessions': () => new Promise((resolve) => (answer = resolve)),
    });
    open();
    expect(await loaded('Loading virtual classes...')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET /api/virtualclass/student/sessions')).toHaveLength(1));
    await act(async () => answer(fail(500)));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load virtual classes');
  });
});
