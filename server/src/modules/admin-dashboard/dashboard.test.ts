import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  announcements,
  attendanceRecords,
  catalogueCourses,
  examPermissions,
  grades,
  users,
  virtualSessions,
} from '../../db/schema';
import {
  buildAdmin,
  buildAttendance,
  buildCourse,
  buildFaculty,
  buildStudent,
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

const dashboard = async () =>
  (await injectAs(app, adminToken, { method: 'GET', url: '/api/admin/dashboard' })).json().data;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('GET /api/admin/dashboard', () => {
  it('counts equal direct counts, and "+N from last month" counts what was created in the last 30 days', async () => {
    const before = await dashboard();
    const old = await buildStudent(app);
    await app.db
      .update(users)
      .set({ createdAt: daysAgo(45) })
      .where(eq(users.id, old.id));
    await buildStudent(app);
    await buildStudent(app, { status: 'pending' });
    const teacher = await buildFaculty(app);
    const course = await buildCourse(app, { instructorId: teacher.id });
    const archived = await buildCourse(app);
    await app.db
      .update(catalogueCourses)
      .set({ archivedAt: new Date() })
      .where(eq(catalogueCourses.id, archived.catalogueCourseId));
    await app.db.insert(virtualSessions).values([
      {
        courseId: course.id,
        instructorId: teacher.id,
        title: 'Live',
        scheduledAt: new Date(),
        durationMinutes: 60,
        status: 'ongoing',
        roomName: 'r1',
      },
      {
        courseId: course.id,
        instructorId: teacher.id,
        title: 'Done',
        scheduledAt: daysAgo(1),
        durationMinutes: 60,
        status: 'completed',
        roomName: 'r2',
      },
    ]);

    const after = await dashboard();
    expect(after.totalStudents - before.totalStudents).toBe(2);
    expect(after.newStudents - before.newStudents).toBe(1);
    expect(after.pendingRegistrations - before.pendingRegistrations).toBe(1);
    expect(after.totalFaculty - before.totalFaculty).toBe(1);
    expect(after.activeCourses - before.activeCourses).toBe(1);
    expect(after.newCourses - before.newCourses).toBe(1);
    expect(after.virtualClasses - before.virtualClasses).toBe(1);
    // The completed class is no longer one of the figure, so it is not one of its new ones either.
    expect(after.newVirtualClasses - before.newVirtualClasses).toBe(1);

    await app.db.delete(users).where(eq(users.id, old.id));
    expect((await dashboard()).totalStudents).toBe(after.totalStudents - 1);
  });

  it('lists recent activities from the activity log, newest first', async () => {
    await injectAs(app, adminToken, {
      method: 'POST',
      url: '/api/courses',
      payload: { code: 'ACT-101', name: 'Activity course' },
    });
    const { recentActivities } = await dashboard();
    expect(recentActivities[0]).toMatchObject({
      type: 'course',
      message: 'Course created: ACT-101 Activity course',
      time: expect.any(String),
    });
  });

  it('lists upcoming events from scheduled virtual classes and dated announcements, soonest first', async () => {
    const course = await buildCourse(app, { code: 'EVT-1' });
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await app.db.insert(virtualSessions).values({
      courseId: course.id,
      title: 'Revision',
      scheduledAt: inTwoDays,
      durationMinutes: 90,
      roomName: 'r3',
    });
    await app.db.insert(announcements).values({ title: 'Sports day', content: 'x', eventDate: tomorrow });
    const { upcomingEvents } = await dashboard();
    expect(upcomingEvents.slice(0, 2)).toEqual([
      { title: 'Sports day', date: tomorrow.toISOString(), kind: 'announcement' },
      { title: 'EVT-1: Revision', date: inTwoDays.toISOString(), kind: 'class' },
    ]);
  });

  it('is for admins only', async () => {
    const token = await signIn(app, (await buildStudent(app)).email);
    expect((await injectAs(app, token, { method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(403);
    expect((await injectAs(app, token, { method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/reports', () => {
  it('reports students below 75% attendance, courses at risk and the grade distribution', async () => {
    const course = await buildCourse(app, { code: 'RISK-1', name: 'Risky course' });
    const good = await buildStudent(app, { name: 'Good Attender' });
    const poor = await buildStudent(app, { name: 'Poor Attender' });
    const days = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04'];
    await app.db.insert(attendanceRecords).values([
      ...days.map((date) => ({
        courseId: course.id,
        studentId: good.id,
        date,
        status: 'present' as const,
      })),
      ...days.map((date, i) => ({
        courseId: course.id,
        studentId: poor.id,
        date,
        status: i === 0 ? ('late' as const) : ('absent' as const),
      })),
    ]);
    await app.db.insert(grades).values([
      {
        studentId: good.id,
        courseId: course.id,
        catalogueCourseId: course.catalogueCourseId,
        semester: 1,
        marksObtained: 92,
        totalMarks: 100,
        percentage: 92,
        letterGrade: 'A+',
        gradePoint: 4,
        credits: 3,
      },
      {
        studentId: poor.id,
        courseId: course.id,
        catalogueCourseId: course.catalogueCourseId,
        semester: 1,
        marksObtained: 40,
        totalMarks: 100,
        percentage: 40,
        letterGrade: 'F',
        gradePoint: 0,
        credits: 3,
      },
    ]);
    const reports = (await injectAs(app, adminToken, { method: 'GET', url: '/api/admin/reports' })).json()
      .data;
    expect(reports.studentsAtRisk).toContainEqual({
      studentId: expect.any(String),
      name: 'Poor Attender',
      course: 'RISK-1',
      percentage: 25,
      classes: 4,
    });
    expect(reports.studentsAtRisk.map((r: { name: string }) => r.name)).not.toContain('Good Attender');
    expect(reports.coursesAtRisk).toContainEqual({
      course: 'RISK-1',
      name: 'Risky course',
      studentsBelow: 1,
      students: 2,
      average: 63,
    });
    expect(reports.gradeDistribution).toContainEqual({
      course: 'RISK-1',
      name: 'Risky course',
      counts: { 'A+': 1, F: 1 },
    });
    const it = reports.studentsByDepartmentSemester.find(
      (r: { department: string; semester: number }) =>
        r.department === 'Information Technology' && r.semester === 1,
    );
    expect(it.students).toBeGreaterThanOrEqual(2);
    expect(
      reports.coursesByDepartment.find(
        (r: { department: string }) => r.department === 'Information Technology',
      ).courses,
    ).toBeGreaterThan(0);
  });
  it("counts each course's final exam standings, on the exact fraction and with recorded permissions", async () => {
    const course = await buildCourse(app, { code: 'ELIG-1', name: 'Standings' });
    const present = (n: number) => Array<'present'>(n).fill('present');
    const absent = (n: number) => Array<'absent'>(n).fill('absent');
    const attendance = [
      [...present(3), ...absent(1)], // 75%: eligible
      [...present(47), ...absent(16)], // 74.6%: needs permission, and below 75% for the at-risk list
      [...present(13), ...absent(7)], // 65%, with a permission
      [...present(3), ...absent(2)], // 60%: may repeat
    ];
    const students = [];
    for (const [i, statuses] of attendance.entries()) {
      const student = await buildStudent(app, { name: `Standing ${i}` });
      await buildAttendance(app, student.id, course.id, statuses);
      students.push(student);
    }
    await app.db.insert(examPermissions).values({ courseId: course.id, studentId: students[2].id });
    const reports = (await injectAs(app, adminToken, { method: 'GET', url: '/api/admin/reports' })).json()
      .data;
    expect(reports.examEligibility).toContainEqual({
      course: 'ELIG-1',
      name: 'Standings',
      eligible: 1,
      permitted: 1,
      needsPermission: 1,
      mayRepeat: 1,
    });
    expect(reports.studentsAtRisk).toContainEqual(
      expect.objectContaining({ name: 'Standing 1', course: 'ELIG-1', percentage: 75 }),
    );
  });
});
