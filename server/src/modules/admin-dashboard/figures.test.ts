/**
 * Issue 23, "figures that disagree": each dashboard figure counts one named thing, its "+N from last month"
 * counts those of that same thing that arrived in the last 30 days, and Manage Courses counts courses as the
 * dashboard does.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { catalogueCourses, users } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildFaculty,
  buildStudent,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let adminToken: string;
beforeAll(async () => {
  app = await buildTestApp();
  adminToken = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const daysAhead = (days: number) => new Date(Date.now() + days * DAY);

type Figures = {
  totalStudents: number;
  newStudents: number;
  activeCourses: number;
  newCourses: number;
  totalFaculty: number;
  newFaculty: number;
  virtualClasses: number;
  newVirtualClasses: number;
};

const dashboard = async (): Promise<Figures> =>
  (await injectAs(app, adminToken, { method: 'GET', url: '/api/admin/dashboard' })).json().data;

const change = (before: Figures, after: Figures) =>
  Object.fromEntries(
    Object.keys(before).map((key) => [key, after[key as keyof Figures] - before[key as keyof Figures]]),
  );

/** How many courses Manage Courses says it shows in all ('Showing X of Y …'), for the given flag. */
const courseTotal = async (flag = '', token = adminToken) =>
  (await injectAs(app, token, { method: 'GET', url: `/api/courses${flag}` })).json().data.total as number;

const archive = (id: string, at = new Date()) =>
  app.db.update(catalogueCourses).set({ archivedAt: at }).where(eq(catalogueCourses.id, id));

describe('Active Courses and Manage Courses', () => {
  it('both count the courses that are not archived; archived ones are counted apart, on asking', async () => {
    const before = await dashboard();
    const [activeBefore, archivedBefore, allBefore] = await Promise.all([
      courseTotal(),
      courseTotal('?archived_only=true'),
      courseTotal('?include_archived=true'),
    ]);
    expect(activeBefore).toBe(before.activeCourses);

    await buildCourse(app);
    const older = await buildCourse(app, { createdAt: daysAgo(45) });
    const retired = await buildCourse(app);
    await archive(retired.id);
    const longRetired = await buildCourse(app, { createdAt: daysAgo(200) });
    await archive(longRetired.id, daysAgo(100));

    const after = await dashboard();
    expect(change(before, after)).toMatchObject({ activeCourses: 2, newCourses: 1 });
    expect(await courseTotal()).toBe(after.activeCourses);
    expect(await courseTotal('?archived_only=true')).toBe(archivedBefore + 2);
    expect(await courseTotal('?include_archived=true')).toBe(allBefore + 4);
    expect(older.archivedAt).toBeNull();
  });

  it('archived courses are listed for no one but an admin', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const active = await courseTotal('', token);
    expect(await courseTotal('?archived_only=true', token)).toBe(active);
    const anonymous = await app.inject({ method: 'GET', url: '/api/courses?archived_only=true' });
    expect(anonymous.json().data.total).toBe(active);
  });
});

describe('Total Students and Faculty Members', () => {
  it('count approved accounts, and "+N from last month" counts those approved in the last 30 days', async () => {
    const before = await dashboard();
    const approvedYesterday = await buildStudent(app);
    const approvedLongAgo = await buildStudent(app);
    const teacherApprovedYesterday = await buildFaculty(app);
    await app.db
      .update(users)
      .set({ createdAt: daysAgo(45), decidedAt: daysAgo(1) })
      .where(eq(users.id, approvedYesterday.id));
    await app.db
      .update(users)
      .set({ createdAt: daysAgo(45), decidedAt: daysAgo(40) })
      .where(eq(users.id, approvedLongAgo.id));
    await app.db
      .update(users)
      .set({ createdAt: daysAgo(60), decidedAt: daysAgo(2) })
      .where(eq(users.id, teacherApprovedYesterday.id));
    await buildStudent(app, { status: 'pending' });
    await buildStudent(app, { status: 'deactivated' });
    await buildFaculty(app, { status: 'rejected' });

    expect(change(before, await dashboard())).toMatchObject({
      totalStudents: 2,
      newStudents: 1,
      totalFaculty: 1,
      newFaculty: 1,
    });
  });
});

describe('Virtual Classes', () => {
  it('counts classes coming or live, and "+N from last month" counts those of them scheduled in the last 30 days', async () => {
    const teacher = await buildFaculty(app);
    const course = await buildCourse(app, { instructorId: teacher.id });
    const before = await dashboard();
    const session = (overrides: Parameters<typeof buildVirtualSession>[2]) =>
      buildVirtualSession(app, course, overrides);

    // Counted, and new: live now; scheduled this week.
    await session({ status: 'ongoing', scheduledAt: new Date() });
    await session({ scheduledAt: daysAhead(3) });
    // Counted, not new: scheduled 40 days ago for next week.
    await session({ scheduledAt: daysAhead(7), createdAt: daysAgo(40) });
    // Not counted: held last month, held this month, cancelled, and a scheduled class whose time has passed.
    await session({ status: 'completed', scheduledAt: daysAgo(35), createdAt: daysAgo(40) });
    await session({ status: 'completed', scheduledAt: daysAgo(2), createdAt: daysAgo(5) });
    await session({ status: 'cancelled', scheduledAt: daysAhead(2) });
    await session({ scheduledAt: daysAgo(3), createdAt: daysAgo(6) });

    const after = await dashboard();
    expect(change(before, after)).toMatchObject({ virtualClasses: 3, newVirtualClasses: 2 });
  });
});

describe('every "+N from last month"', () => {
  it('is part of the figure beside it, never more than it', async () => {
    const figures = await dashboard();
    expect(figures.newStudents).toBeLessThanOrEqual(figures.totalStudents);
    expect(figures.newCourses).toBeLessThanOrEqual(figures.activeCourses);
    expect(figures.newFaculty).toBeLessThanOrEqual(figures.totalFaculty);
    expect(figures.newVirtualClasses).toBeLessThanOrEqual(figures.virtualClasses);
  });
});
