/**
 * Issue 7 end to end: the demo teacher starts a virtual class, the demo student joins it from Live Now, the
 * classroom shows the course, instructor and participants, and ending the class marks the student present.
 * The Jitsi server is the stand-in of e2e/support/jitsi-stand-in, served from loopback (JITSI_DOMAIN).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/messages';
import { jitsiOrigin, launchBrowser, newPage, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The demo teacher's virtual course that the demo student takes (server/src/seed/virtual-classes.ts). */
const COURSE = { code: 'IT-303', name: 'Computer Networks' };
const HEADING = `${COURSE.name} (${COURSE.code})`;
const TEACHER = 'Kashif Hashmi';
const STUDENT = 'Ayesha Malik';
const COLLEGE_TIME_ZONE = 'Asia/Karachi';

async function signedIn(role: 'student' | 'faculty'): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, role);
  await page.waitForURL((url) => url.pathname === `/${role}`);
  return page;
}

const classroomHeader = (page: Page) => page.getByRole('banner');

/** The classroom's header as a user reads it, once the stand-in conference has been joined. */
async function expectClassroom(page: Page, participants: string) {
  await page.locator('[data-jitsi-stand-in]').waitFor();
  await page.getByText('Connecting to classroom...').waitFor({ state: 'hidden' });
  const header = classroomHeader(page);
  await header.getByRole('heading', { level: 1, name: HEADING }).waitFor();
  await header.getByText(`Instructor: ${TEACHER}`).waitFor();
  await header.getByText(participants, { exact: true }).waitFor();
}

/** What the app handed to JitsiMeetExternalAPI, as the stand-in drew it. */
async function standInRoom(page: Page) {
  const room = page.locator('[data-jitsi-stand-in]');
  await room.waitFor();
  const attribute = async (name: string) => (await room.getAttribute(name)) ?? '';
  return {
    domain: await attribute('data-domain'),
    room: await attribute('data-room'),
    displayName: await attribute('data-display-name'),
    email: await attribute('data-email'),
    subject: await attribute('data-subject'),
  };
}

const fire = (page: Page, event: string, payload: Record<string, unknown> = {}) =>
  page.evaluate(
    ([name, data]) =>
      (
        window as unknown as { __jitsiStandIn: { fire: (e: string, p: unknown) => void } }
      ).__jitsiStandIn.fire(name, data),
    [event, payload] as const,
  );

/** A session card of a list page, by its title. */
const sessionCard = (scope: Locator, title: string) =>
  scope.getByRole('article').filter({ has: scope.page().getByRole('heading', { name: title, exact: true }) });

/** A moment's date on the college's clocks, as the attendance page shows it. */
const collegeDate = (moment: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: COLLEGE_TIME_ZONE }).format(
    new Date(moment),
  );

describe('a virtual class from start to attendance', () => {
  it('the teacher starts the class, the student joins from Live Now, leaves, and is marked present when the teacher ends it', async () => {
    // The teacher starts the class that the demo college schedules ten minutes after the seed.
    const teacher = await signedIn('faculty');
    const listed = teacher.waitForResponse((response) =>
      response.url().endsWith('/api/virtualclass/my-sessions'),
    );
    await teacher.goto('/faculty/virtual-classes');
    const { data } = (await (await listed).json()) as {
      data: { sessions: { title: string; scheduled_date: string }[] };
    };
    const active = teacher.getByRole('region', { name: 'Upcoming & Active Sessions' });
    const startable = active
      .getByRole('article')
      .filter({ has: teacher.getByRole('button', { name: 'Start Class' }) });
    await startable.first().waitFor();
    expect(await startable.count()).toBe(1);
    const title = (await startable.getByRole('heading', { level: 3 }).textContent())!.trim();
    // Its attendance falls on the date it was scheduled for, which near midnight need not be the test's today.
    const scheduledFor = data.sessions.find((session) => session.title === title)!.scheduled_date;
    await startable.getByRole('button', { name: 'Start Class' }).click();
    await teacher.waitForURL((url) => url.pathname.startsWith('/classroom/'));
    const sessionId = decodeURIComponent(new URL(teacher.url()).pathname.split('/')[2]);

    await expectClassroom(teacher, '1 participant');
    const teacherRoom = await standInRoom(teacher);
    expect(teacherRoom).toEqual({
      domain: new URL(jitsiOrigin()).host,
      // A random part of the room's own, never the session id that lists show.
      room: expect.stringMatching(/^college-it-303-[0-9a-f]{32}$/),
      displayName: TEACHER,
      email: 'faculty@example.edu',
      subject: HEADING,
    });

    // The student finds it under Live Now and joins.
    const student = await signedIn('student');
    await student.goto('/student/virtual-classes');
    const liveNow = student.getByRole('region', { name: 'Live Now' });
    const card = sessionCard(liveNow, title);
    await card.getByRole('link', { name: 'Join Class Now' }).click();
    await student.waitForURL(`/classroom/${sessionId}`);
    await expectClassroom(student, '1 participant');
    const studentRoom = await standInRoom(student);
    expect(studentRoom.room).toBe(teacherRoom.room);
    expect(studentRoom.displayName).toBe(STUDENT);
    expect(studentRoom.email).toBe('student@example.edu');
    expect(studentRoom.subject).toBe(HEADING);

    // Others come and go; the count follows and never drops below one.
    await fire(student, 'participantJoined', { id: 'teacher', displayName: TEACHER });
    await classroomHeader(student).getByText('2 participants', { exact: true }).waitFor();
    await fire(student, 'participantLeft', { id: 'teacher' });
    await classroomHeader(student).getByText('1 participant', { exact: true }).waitFor();
    await fire(student, 'participantLeft', { id: 'nobody' });
    await classroomHeader(student).getByText('1 participant', { exact: true }).waitFor();

    // Leave Class goes back to the list.
    await classroomHeader(student).getByRole('button', { name: 'Leave Class' }).click();
    await student.waitForURL('/student/virtual-classes');
    await liveNow.waitFor();

    // Back in; the conference closing from inside also goes back.
    await card.getByRole('link', { name: 'Join Class Now' }).click();
    await student.waitForURL(`/classroom/${sessionId}`);
    await expectClassroom(student, '1 participant');
    await fire(student, 'readyToClose');
    await student.waitForURL('/student/virtual-classes');

    // The teacher leaves the room and ends the class.
    await classroomHeader(teacher).getByRole('button', { name: 'Leave Class' }).click();
    await teacher.waitForURL('/faculty/virtual-classes');
    const teacherCard = sessionCard(active, title);
    await teacherCard.getByText('Live Now', { exact: true }).waitFor();
    teacher.once('dialog', (dialog) => void dialog.accept());
    await teacherCard.getByRole('button', { name: 'End Class' }).click();
    await teacher.getByText(/^Class ended\. Attendance recorded for \d+ students\.$/).waitFor();
    await sessionCard(teacher.getByRole('region', { name: 'Past Sessions' }), title)
      .getByText('Completed', { exact: true })
      .waitFor();
    await teacher.context().close();

    // The student's attendance shows today's virtual class as present.
    await student.goto('/student/attendance');
    await student
      .getByLabel('Course', { exact: true })
      .selectOption({ label: `${COURSE.code} · ${COURSE.name}` });
    const row = student
      .getByRole('row')
      .filter({ hasText: 'From virtual class participation' })
      .filter({ hasText: 'Virtual' });
    await row.first().waitFor();
    await expect(row.first().getByRole('cell').allTextContents()).resolves.toEqual([
      collegeDate(scheduledFor),
      // Each virtual class is a meeting of its own, named by its start on the college's clocks.
      expect.stringMatching(/^Virtual · \d{2}:\d{2}$/),
      'Present',
      'From virtual class participation',
    ]);
    await student.context().close();
  });
});

describe('refusals', () => {
  it('a student opening a class that is not open yet sees why and when it opens, and no conference', async () => {
    const student = await signedIn('student');
    const sessions = await student.evaluate(async () => {
      const response = await fetch('/api/virtualclass/student/sessions', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      const body = (await response.json()) as {
        data: { sessions: { _id: string; status: string; scheduled_date: string }[] };
      };
      return body.data.sessions;
    });
    const later = sessions.find(
      (s) => s.status === 'scheduled' && Date.parse(s.scheduled_date) > Date.now() + 60 * 60_000,
    );
    expect(later, 'the demo college schedules a class for tomorrow').toBeTruthy();

    await student.goto(`/classroom/${later!._id}`);
    const card = student.getByRole('alert').filter({ hasText: 'You cannot join this class' });
    await card.getByText(MESSAGES.joinNotYetOpen).waitFor();
    await card.getByText(/^Joining opens at .+\.$/).waitFor();
    await expect(student.locator('[data-jitsi-stand-in]').count()).resolves.toBe(0);
    await card.getByRole('button', { name: 'Go Back' }).click();
    await student.waitForURL((url) => url.pathname === '/student');
    await student.context().close();
  });

  it('an unknown class shows "Virtual class not found"', async () => {
    const student = await signedIn('student');
    await student.goto('/classroom/00000000-0000-4000-8000-000000000000');
    await student.getByRole('alert').getByText(MESSAGES.sessionNotFound).waitFor();
    await student.context().close();
  });
});
