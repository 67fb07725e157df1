import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@contract/messages';
import type { VirtualSessionDetail } from '@contract/virtual-classes';
import { loadDocument } from '../../lib/navigation';
import { buildFaculty, buildStudent } from '../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { loadJitsiScript } from './jitsi-script';
import { buildSessionDetail, FakeJitsi } from './test/fake-jitsi';

vi.mock('./jitsi-script', () => ({ loadJitsiScript: vi.fn() }));

const student = buildStudent({ name: 'Ayesha Malik', email: 'student@example.edu' });
const teacher = buildFaculty({ name: 'Kashif Hashmi', email: 'faculty@example.edu' });

beforeEach(() => {
  FakeJitsi.instances = [];
  vi.mocked(loadJitsiScript).mockReset();
  vi.mocked(loadJitsiScript).mockResolvedValue(FakeJitsi);
});

/** The server of one session: GET it by `address` (its id unless told), join and leave it. */
function serverOf(
  session: VirtualSessionDetail,
  {
    address = session._id,
    user = student,
    join,
    extra = {},
  }: { address?: string; user?: typeof student; join?: Handler; extra?: Record<string, Handler> } = {},
) {
  return mockApi({
    'GET /api/auth/me': ok({ user }),
    [`GET /api/virtualclass/${address}`]: ok({ session }),
    [`POST /api/virtualclass/${session._id}/join`]:
      join ?? ok({ session, room_name: session.room_name, jwt: 'room-token' }),
    [`POST /api/virtualclass/${session._id}/leave`]: ok({}),
    ...extra,
  });
}

/** Opens the classroom from another page, so that 'back' has somewhere to go. */
async function openFrom(previous: string, classId: string, user = student) {
  const app = renderApp(previous, { signedInAs: user });
  await screen.findByRole('heading', { name: 'Page not found' });
  await act(() => app.navigate(`/classroom/${classId}`));
  return app;
}

/** Waits for the conference to be built (after the script and its 0.5 s settle) and joins it. */
async function conferenceJoined() {
  const jitsi = await waitFor(() => FakeJitsi.last, { timeout: 3000 });
  act(() => jitsi.fire('videoConferenceJoined', { roomName: jitsi.options.roomName }));
  return jitsi;
}

const header = () => screen.getByRole('banner');

describe('the live classroom', () => {
  it("shows the course, its code and the instructor from the server's session, and the participant count never below 1", async () => {
    const session = buildSessionDetail();
    serverOf(session);
    renderApp(`/classroom/${session._id}`, { signedInAs: student });

    expect(await screen.findByRole('heading', { level: 1, name: 'Computer Networks (IT-303)' })).toBeTruthy();
    expect(within(header()).getByText('Instructor: Kashif Hashmi')).toBeTruthy();
    // The whole window: not the site's header and footer.
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    const jitsi = await conferenceJoined();
    expect(within(header()).getByText('1 participant')).toBeTruthy();

    act(() => jitsi.fire('participantJoined', { id: 'p2' }));
    expect(within(header()).getByText('2 participants')).toBeTruthy();
    act(() => jitsi.fire('participantJoined', { id: 'p3' }));
    expect(within(header()).getByText('3 participants')).toBeTruthy();
    act(() => jitsi.fire('participantLeft', { id: 'p3' }));
    act(() => jitsi.fire('participantLeft', { id: 'p2' }));
    expect(within(header()).getByText('1 participant')).toBeTruthy();
    act(() => jitsi.fire('participantLeft', { id: 'p-unknown' }));
    expect(within(header()).getByText('1 participant')).toBeTruthy();
  });

  it('embeds the room the join call answered, as the signed-in user, with audio and video on, no pre-join page and the course as subject', async () => {
    const session = buildSessionDetail();
    const api = serverOf(session, {
      join: ok({ session, room_name: 'tenant/college-it-303-room', jwt: 'signed-room-token' }),
    });
    renderApp(`/classroom/${session._id}`, { signedInAs: student });
    const jitsi = await waitFor(() => FakeJitsi.last, { timeout: 3000 });

    expect(loadJitsiScript).toHaveBeenCalledWith('https://meet.college.example/external_api.js');
    expect(api.callsTo(`POST /api/virtualclass/${session._id}/join`)).toHaveLength(1);
    expect(jitsi.domain).toBe('meet.college.example');
    expect(jitsi.options).toMatchObject({
      roomName: 'tenant/college-it-303-room',
      jwt: 'signed-room-token',
      width: '100%',
      height: '100%',
      userInfo: { displayName: 'Ayesha Malik', email: 'student@example.edu' },
      configOverwrite: {
        startWithAudioMuted: false,
        startWithVideoMuted: false,
        prejoinPageEnabled: false,
        prejoinConfig: { enabled: false },
        subject: 'Computer Networks (IT-303)',
      },
    });
    expect(jitsi.options.parentNode).toBeInstanceOf(HTMLElement);
    expect(jitsi.commands).toContainEqual(['subject', 'Computer Networks (IT-303)']);
  });

  it('passes no token when the server has no token settings', async () => {
    const session = buildSessionDetail();
    serverOf(session, { join: ok({ session, room_name: session.room_name, jwt: null }) });
    renderApp(`/classroom/${session._id}`, { signedInAs: student });
    const jitsi = await waitFor(() => FakeJitsi.last, { timeout: 3000 });
    expect(jitsi.options.jwt).toBeUndefined();
  });

  it('waits half a second after the script has loaded before joining the room', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = buildSessionDetail();
    serverOf(session);
    let loadedAt = 0;
    let builtAt = 0;
    class TimedJitsi extends FakeJitsi {
      constructor(...args: ConstructorParameters<typeof FakeJitsi>) {
        super(...args);
        builtAt = Date.now();
      }
    }
    vi.mocked(loadJitsiScript).mockImplementation(async () => {
      loadedAt = Date.now();
      return TimedJitsi;
    });
    renderApp(`/classroom/${session._id}`, { signedInAs: student });
    await waitFor(() => FakeJitsi.last, { timeout: 3000 });
    expect(builtAt - loadedAt).toBeGreaterThanOrEqual(500);
  });

  it('a course id in the address opens its session, and joins and leaves by the session id', async () => {
    const session = buildSessionDetail();
    const api = serverOf(session, { address: 'course-it-303' });
    const app = await openFrom('/student/nothing-here', 'course-it-303');
    await conferenceJoined();
    await screen.findByText('1 participant');
    expect(api.callsTo(`POST /api/virtualclass/${session._id}/join`)).toHaveLength(1);
    await app.user.click(within(header()).getByRole('button', { name: 'Leave Class' }));
    await waitFor(() => expect(app.location()).toBe('/student/nothing-here'));
    expect(api.callsTo(`POST /api/virtualclass/${session._id}/leave`)).toHaveLength(1);
  });

  it("shows 'Connecting to classroom...' and the quick tips until the conference is joined", async () => {
    const session = buildSessionDetail();
    serverOf(session);
    renderApp(`/classroom/${session._id}`, { signedInAs: student });
    // While the room is asked for, a spinner says the same words; the tips come with the conference's frame.
    const tips = await screen.findByRole('region', { name: 'Quick Tips' });
    expect(screen.getByText('Connecting to classroom...')).toBeTruthy();
    expect(within(tips).getByText(/camera and microphone/)).toBeTruthy();
    expect(within(tips).getByText(/toolbar/)).toBeTruthy();
    expect(within(tips).getByText(/chat/)).toBeTruthy();
    expect(within(tips).getByText(/Raise your hand/)).toBeTruthy();
    expect(within(header()).queryByText(/participant/)).toBeNull();

    await conferenceJoined();
    expect(within(header()).getByText('1 participant')).toBeTruthy();
    expect(screen.queryByText('Connecting to classroom...')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Quick Tips' })).toBeNull();
  });

  it('the welcome banner hides itself 5 seconds after joining', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = buildSessionDetail();
    serverOf(session);
    renderApp(`/classroom/${session._id}`, { signedInAs: student });
    const welcome =
      'Welcome to Computer Networks virtual classroom. Please wait for the instructor to start the session.';
    expect(await screen.findByText(welcome)).toBeTruthy();

    await conferenceJoined();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(welcome)).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(welcome)).toBeNull();
  });

  it('the instructor who started the class is not asked to wait for the instructor', async () => {
    const session = buildSessionDetail({ is_moderator: true, status: 'ongoing' });
    serverOf(session, { user: teacher });
    renderApp(`/classroom/${session._id}`, { signedInAs: teacher });
    expect(
      await screen.findByText(
        'Welcome to Computer Networks virtual classroom. You are leading this session: your students can join now.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Please wait for the instructor/)).toBeNull();
  });

  it('the welcome banner can be closed by hand', async () => {
    const session = buildSessionDetail();
    serverOf(session);
    const app = renderApp(`/classroom/${session._id}`, { signedInAs: student });
    await screen.findByText(/^Welcome to Computer Networks virtual classroom/);
    await app.user.click(screen.getByRole('button', { name: 'Close the welcome message' }));
    expect(screen.queryByText(/^Welcome to Computer Networks virtual classroom/)).toBeNull();
  });

  it("Class Info shows the session's title, description, time, duration, section and status", async () => {
    const session = buildSessionDetail({
      scheduled_date: '2025-03-10T09:00:00.000Z',
      duration: 90,
      section: 'B',
    });
    serverOf(session);
    const app = renderApp(`/classroom/${session._id}`, { signedInAs: student });
    const toggle = await screen.findByRole('button', { name: 'Class Info' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const info = screen.getByRole('region', { name: 'Class Information' });
    const value = (term: string) =>
      within(info).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Title')).toBe('Lecture: Routing algorithms');
    expect(value('Description')).toBe('Bring your questions on routing.');
    expect(value('Scheduled')).toBe('10 Mar 2025, 14:00');
    expect(value('Duration')).toBe('90 minutes');
    expect(value('Section')).toBe('B');
    expect(value('Status')).toBe('Live Now');
    await app.user.click(toggle);
    expect(screen.queryByRole('region', { name: 'Class Information' })).toBeNull();
  });

  it('Leave Class hangs up, records the leave and goes back one page', async () => {
    const session = buildSessionDetail();
    const api = serverOf(session);
    const app = await openFrom('/student/nothing-here', session._id);
    const jitsi = await conferenceJoined();

    await app.user.click(within(header()).getByRole('button', { name: 'Leave Class' }));
    await waitFor(() => expect(app.location()).toBe('/student/nothing-here'));
    expect(jitsi.commands).toContainEqual(['hangup']);
    expect(api.callsTo(`POST /api/virtualclass/${session._id}/leave`)).toHaveLength(1);
    expect(jitsi.disposed).toBe(true);
  });

  it('the back arrow leaves the class too', async () => {
    const session = buildSessionDetail();
    const api = serverOf(session);
    const app = await openFrom('/student/nothing-here', session._id);
    await conferenceJoined();
    await app.user.click(screen.getByRole('button', { name: 'Leave the class and go back' }));
    await waitFor(() => expect(app.location()).toBe('/student/nothing-here'));
    expect(api.callsTo(`POST /api/virtualclass/${session._id}/leave`)).toHaveLength(1);
  });

  it('the conference closing (readyToClose) records the leave and goes back one page', async () => {
    const session = buildSessionDetail();
    const api = serverOf(session);
    const app = await openFrom('/student/nothing-here', session._id);
    const jitsi = await conferenceJoined();
    act(() => jitsi.fire('readyToClose'));
    await waitFor(() => expect(app.location()).toBe('/student/nothing-here'));
    expect(api.callsTo(`POST /api/virtualclass/${session._id}/leave`)).toHaveLength(1);
  });

  it('a classroom opened straight from its address goes to the user’s area on leaving', async () => {
    const session = buildSessionDetail();
    serverOf(session);
    const app = renderApp(`/classroom/${session._id}`, { signedInAs: student });
    await conferenceJoined();
    await app.user.click(within(header()).getByRole('button', { name: 'Leave Class' }));
    await waitFor(() => expect(app.location()).toBe('/student'));
  });

  it("shows 'Connection Error' when the video script cannot be loaded; Retry reloads the page", async () => {
    const session = buildSessionDetail();
    const api = serverOf(session);
    vi.mocked(loadJitsiScript).mockRejectedValue(new Error('Could not load the script'));
    const app = await openFrom('/student/nothing-here', session._id);

    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: 'Connection Error' })).toBeTruthy();
    expect(
      within(card).getByText('Failed to load video conferencing. Please refresh the page.'),
    ).toBeTruthy();
    expect(screen.queryByText('Connecting to classroom...')).toBeNull();
    // Retry is the one way forward: no count of a conference never joined, no second way out in the header.
    expect(within(header()).queryByText(/participant/)).toBeNull();
    expect(within(header()).queryByRole('button', { name: 'Leave Class' })).toBeNull();

    await app.user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(loadDocument).toHaveBeenCalledWith(`/classroom/${session._id}`);

    await app.user.click(within(card).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(app.location()).toBe('/student/nothing-here'));
    expect(api.callsTo(`POST /api/virtualclass/${session._id}/leave`)).toHaveLength(1);
  });

  it("shows 'Connection Error' when the script loads but the conference cannot be created", async () => {
    const session = buildSessionDetail();
    serverOf(session);
    vi.mocked(loadJitsiScript).mockResolvedValue(
      class {
        constructor() {
          throw new Error('Jitsi refused the options');
        }
      } as unknown as typeof FakeJitsi,
    );
    renderApp(`/classroom/${session._id}`, { signedInAs: student });
    const card = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(card).getByRole('heading', { name: 'Connection Error' })).toBeTruthy();
  });
});

describe('refusals', () => {
  it("a refused join shows the server's message and Go Back, and no conference", async () => {
    const session = buildSessionDetail({ status: 'completed', can_join: false });
    const api = serverOf(session, { join: fail(403, MESSAGES.joinEnded) });
    const app = await openFrom('/student/nothing-here', session._id);

    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: 'You cannot join this class' })).toBeTruthy();
    expect(within(card).getByText('This class has ended')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(loadJitsiScript).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Leave Class' })).toBeNull();
    // The header still names the class from the server.
    expect(screen.getByRole('heading', { level: 1, name: 'Computer Networks (IT-303)' })).toBeTruthy();

    await app.user.click(within(card).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(app.location()).toBe('/student/nothing-here'));
    expect(api.callsTo(`POST /api/virtualclass/${session._id}/leave`)).toHaveLength(0);
  });

  it('a class not open yet shows when joining opens, in the college time zone, and may be tried again', async () => {
    const session = buildSessionDetail({
      status: 'scheduled',
      can_join: false,
      scheduled_date: '2099-03-10T09:00:00.000Z',
      join_opens_at: '2099-03-10T08:50:00.000Z',
    });
    let joins = 0;
    serverOf(session, {
      join: () => (++joins === 1 ? fail(403, MESSAGES.joinNotYetOpen) : fail(403, MESSAGES.classFull)),
    });
    const app = renderApp(`/classroom/${session._id}`, { signedInAs: student });
    const card = await screen.findByRole('alert');
    expect(within(card).getByText(MESSAGES.joinNotYetOpen)).toBeTruthy();
    expect(within(card).getByText('Joining opens at 10 Mar 2099, 13:50.')).toBeTruthy();
    await app.user.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(MESSAGES.classFull)).toBeTruthy();
  });

  it('a student whose teacher has not started the class is told so (409)', async () => {
    const session = buildSessionDetail({ status: 'scheduled' });
    serverOf(session, { join: fail(409, MESSAGES.sessionStartFirst) });
    renderApp(`/classroom/${session._id}`, { signedInAs: student });
    const card = await screen.findByRole('alert');
    expect(within(card).getByText(MESSAGES.sessionStartFirst)).toBeTruthy();
    expect(within(card).getByText('The instructor has not started this class yet.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("an unknown class shows the server's 'Virtual class not found'", async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'GET /api/virtualclass/nope': fail(404, MESSAGES.sessionNotFound),
    });
    renderApp('/classroom/nope', { signedInAs: student });
    const card = await screen.findByRole('alert');
    expect(within(card).getByText('Virtual class not found')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(loadJitsiScript).not.toHaveBeenCalled();
  });

  it("another section's class shows the server's 403 message", async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'GET /api/virtualclass/other': fail(403, 'This class is for section B only'),
    });
    renderApp('/classroom/other', { signedInAs: student });
    expect(await screen.findByText('This class is for section B only')).toBeTruthy();
  });
});

describe("the teacher's pre-start card", () => {
  it('a scheduled class inside its start window is started, then joined', async () => {
    const session = buildSessionDetail({
      status: 'scheduled',
      is_moderator: true,
      scheduled_date: new Date(Date.now() + 10 * 60_000).toISOString(),
      started_at: null,
    });
    const started = { ...session, status: 'ongoing' as const, started_at: new Date().toISOString() };
    const api = serverOf(session, {
      user: teacher,
      join: ok({ session: started, room_name: session.room_name, jwt: 'moderator-token' }),
      extra: { [`PUT /api/virtualclass/${session._id}/start`]: ok({ session: started }) },
    });
    const app = renderApp(`/classroom/${session._id}`, { signedInAs: teacher });

    const card = await screen.findByRole('region', { name: 'This class has not started yet' });
    expect(within(card).getByText('Lecture: Routing algorithms')).toBeTruthy();
    expect(api.callsTo(`POST /api/virtualclass/${session._id}/join`)).toHaveLength(0);
    await app.user.click(within(card).getByRole('button', { name: 'Start Class' }));

    const jitsi = await waitFor(() => FakeJitsi.last, { timeout: 3000 });
    expect(api.callsTo(`PUT /api/virtualclass/${session._id}/start`)).toHaveLength(1);
    expect(api.callsTo(`POST /api/virtualclass/${session._id}/join`)).toHaveLength(1);
    expect(jitsi.options.jwt).toBe('moderator-token');
    expect(jitsi.options.userInfo).toEqual({ displayName: 'Kashif Hashmi', email: 'faculty@example.edu' });
  });

  it("outside the start window Start Class is disabled: 'Available 15 minutes before scheduled time'", async () => {
    const session = buildSessionDetail({
      status: 'scheduled',
      is_moderator: true,
      scheduled_date: new Date(Date.now() + 24 * 3600_000).toISOString(),
    });
    serverOf(session, { user: teacher });
    renderApp(`/classroom/${session._id}`, { signedInAs: teacher });
    const card = await screen.findByRole('region', { name: 'This class has not started yet' });
    expect((within(card).getByRole('button', { name: 'Start Class' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(card).getByText('Available 15 minutes before scheduled time')).toBeTruthy();
  });

  it("a start the server refuses shows its message and 'Failed to start class' otherwise", async () => {
    const session = buildSessionDetail({
      status: 'scheduled',
      is_moderator: true,
      scheduled_date: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    serverOf(session, {
      user: teacher,
      extra: { [`PUT /api/virtualclass/${session._id}/start`]: fail(409, MESSAGES.sessionNotScheduled) },
    });
    const app = renderApp(`/classroom/${session._id}`, { signedInAs: teacher });
    const card = await screen.findByRole('region', { name: 'This class has not started yet' });
    await app.user.click(within(card).getByRole('button', { name: 'Start Class' }));
    expect(await within(card).findByText(MESSAGES.sessionNotScheduled)).toBeTruthy();
    expect(FakeJitsi.instances).toHaveLength(0);
  });

  it('the teacher of a class already live joins it at once', async () => {
    const session = buildSessionDetail({ is_moderator: true });
    serverOf(session, { user: teacher });
    renderApp(`/classroom/${session._id}`, { signedInAs: teacher });
    await waitFor(() => FakeJitsi.last, { timeout: 3000 });
    expect(screen.queryByRole('region', { name: 'This class has not started yet' })).toBeNull();
  });
});
