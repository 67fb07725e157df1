/**
 * A closed term is read-only for its teachers everywhere (issue 34): besides attendance and results
 * (faculty/term-records.test.ts), its exam permissions (a result's record: an admin still corrects them with a
 * reason, audited), assignments and their files, materials and class announcements. Every refusal leaves the
 * database as it was; the open term's class stays its teacher's. The clock stands in Spring 2027, Fall 2026
 * ended and closed.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  assignmentAttachments,
  assignments,
  auditLog,
  courseAnnouncements,
  courseMaterials,
  examPermissions,
  notifications,
  terms,
} from '../../db/schema';
import {
  buildAdmin,
  buildAssignment,
  buildAttendance,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildTerm,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

/** Wednesday 10 March 2027 in Bahawalpur: Spring 2027 is the college's term, Fall 2026 has ended. */
const NOW = new Date('2027-03-10T06:00:00Z');

let app: App;
let teacher: string;
let admin: string;
const ids = {} as Record<
  | 'fall'
  | 'spring'
  | 'fallTerm'
  | 'permitted'
  | 'atSeventy'
  | 'springStudent'
  | 'assignment'
  | 'attachment'
  | 'material'
  | 'announcement',
  string
>;

async function termNamed(name: string, season: 'Fall' | 'Spring', first: string, last: string) {
  const [known] = await app.db.select().from(terms).where(eq(terms.name, name));
  return (
    known ??
    buildTerm(app, {
      season,
      year: Number(name.slice(-4)),
      name,
      startsOn: first,
      endsOn: last,
      startedAt: new Date(`${first}T00:00:00Z`),
    })
  );
}

const present = (n: number) => Array<'present'>(n).fill('present');
const absent = (n: number) => Array<'absent'>(n).fill('absent');

beforeAll(async () => {
  app = await buildTestApp({ clock: () => NOW });
  const fall = await termNamed('Fall 2026', 'Fall', '2026-09-01', '2027-01-31');
  const spring = await termNamed('Spring 2027', 'Spring', '2027-02-01', '2027-08-31');
  const teacherUser = await buildFaculty(app);
  const adminUser = await buildAdmin(app);
  const fallCourse = await buildCourse(app, { instructorId: teacherUser.id, semester: 3, termId: fall.id });
  const springCourse = await buildCourse(app, {
    instructorId: teacherUser.id,
    semester: 4,
    termId: spring.id,
  });
  const permitted = await buildStudent(app, { semester: 4, name: 'Hina Permitted' });
  const atSeventy = await buildStudent(app, { semester: 4, name: 'Zain Seventy' });
  const springStudent = await buildStudent(app, { semester: 4, name: 'Sana Spring' });
  for (const student of [permitted, atSeventy]) {
    await buildEnrollment(app, student.id, fallCourse.id);
    await buildAttendance(app, student.id, fallCourse.id, [...present(7), ...absent(3)]);
  }
  await buildEnrollment(app, springStudent.id, springCourse.id);
  await buildAttendance(app, springStudent.id, springCourse.id, [...present(7), ...absent(3)]);
  await app.db
    .insert(examPermissions)
    .values({ courseId: fallCourse.id, studentId: permitted.id, grantedBy: adminUser.id, note: 'Illness' });
  const assignment = await buildAssignment(app, fallCourse.id);
  const [attachment] = await app.db
    .insert(assignmentAttachments)
    .values({
      assignmentId: assignment.id,
      filePath: 'attachments/brief.pdf',
      fileName: 'brief.pdf',
      fileSize: 200,
      fileType: 'application/pdf',
      createdBy: teacherUser.id,
    })
    .returning();
  const [material] = await app.db
    .insert(courseMaterials)
    .values({
      courseId: fallCourse.id,
      kind: 'note',
      title: 'Week 1 reading',
      note: 'Chapter 1',
      position: 0,
    })
    .returning();
  const [announcement] = await app.db
    .insert(courseAnnouncements)
    .values({ courseId: fallCourse.id, title: 'Quiz moved', content: 'To Friday', authorId: teacherUser.id })
    .returning();
  Object.assign(ids, {
    fall: fallCourse.id,
    spring: springCourse.id,
    fallTerm: fall.id,
    permitted: permitted.id,
    atSeventy: atSeventy.id,
    springStudent: springStudent.id,
    assignment: assignment.id,
    attachment: attachment!.id,
    material: material!.id,
    announcement: announcement!.id,
  });
  teacher = await signIn(app, teacherUser.email);
  admin = await signIn(app, adminUser.email);
  const closed = await injectAs(app, admin, { method: 'POST', url: `/api/admin/terms/${fall.id}/close` });
  expect(closed.statusCode, closed.body).toBe(200);
});
afterAll(() => app?.close());

const permissionUrl = (courseId: string, studentId: string) =>
  `/api/attendance/course/${courseId}/eligibility/${studentId}/permission`;

/** Every table a class's writes touch, row by row. */
async function snapshot() {
  const tables = [
    examPermissions,
    assignments,
    assignmentAttachments,
    courseMaterials,
    courseAnnouncements,
    auditLog,
    notifications,
  ];
  return Promise.all(
    tables.map((table) =>
      app.db
        .select()
        .from(table)
        .orderBy(sql`1`),
    ),
  );
}

const CLOSED = {
  code: 'term.closed',
  params: { name: 'Fall 2026' },
  message: 'Fall 2026 is closed: its records can no longer be changed',
};

describe("a closed term's exam permissions are read-only for teachers", () => {
  const grant = (token: string, extra: object = {}) =>
    injectAs(app, token, {
      method: 'PUT',
      url: permissionUrl(ids.fall, ids.atSeventy),
      payload: { note: 'Medical certificate', ...extra },
    });
  const withdraw = (token: string, extra?: object) =>
    injectAs(app, token, {
      method: 'DELETE',
      url: permissionUrl(ids.fall, ids.permitted),
      ...(extra && { payload: extra }),
    });

  it("refuses the teacher's grant and withdrawal with 409 as results are, writing nothing", async () => {
    const before = await snapshot();
    for (const [what, res] of [
      ['granting', await grant(teacher)],
      ['withdrawing', await withdraw(teacher)],
    ] as const) {
      expect(res.statusCode, what).toBe(409);
      expect(res.json(), what).toMatchObject(CLOSED);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('asks an admin for the reason of a correction (400), writing nothing', async () => {
    const before = await snapshot();
    for (const res of [await grant(admin), await withdraw(admin, {}), await withdraw(admin)]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toMatchObject([{ field: 'reason', code: 'term.correctionNeedsReason' }]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("takes an admin's correction with its reason, kept in the audit entry", async () => {
    const reason = 'Certificate reached the department late';
    expect((await grant(admin, { reason })).statusCode).toBe(200);
    expect((await withdraw(admin, { reason })).statusCode).toBe(200);
    const permissions = await app.db
      .select({ studentId: examPermissions.studentId })
      .from(examPermissions)
      .where(eq(examPermissions.courseId, ids.fall));
    expect(permissions).toEqual([{ studentId: ids.atSeventy }]);
    const entries = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.after}->>'reason' = ${reason}`);
    expect(entries.map((e) => e.action).sort()).toEqual([
      'exam-permission.granted',
      'exam-permission.revoked',
    ]);
  });

  it("leaves the open term's permissions to the teacher", async () => {
    const res = await injectAs(app, teacher, {
      method: 'PUT',
      url: permissionUrl(ids.spring, ids.springStudent),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("a closed term's assignments, materials and class announcements are read-only for teachers", () => {
  const writes = (courseId: string) => ({
    'posting an assignment': (token: string) =>
      injectAs(app, token, {
        method: 'POST',
        url: '/api/assignments',
        payload: {
          course_id: courseId,
          title: 'Late essay',
          type: 'assignment',
          total_marks: 10,
          due_date: '2027-03-20T12:00:00+05:00',
        },
      }),
    'attaching a file to an assignment': async (token: string) =>
      injectAs(app, token, {
        method: 'POST',
        url: `/api/assignments/${ids.assignment}/attachments`,
        ...(await multipartBody({}, { name: 'extra.pdf', content: '%PDF-1.7\n' + ' '.repeat(200) })),
      }),
    "removing an assignment's file": (token: string) =>
      injectAs(app, token, {
        method: 'DELETE',
        url: `/api/assignments/${ids.assignment}/attachments/${ids.attachment}`,
      }),
    'adding a material': async (token: string) =>
      injectAs(app, token, {
        method: 'POST',
        url: `/api/courses/${courseId}/materials`,
        ...(await multipartBody({ kind: 'note', title: 'Revision', group: 'Week 9', note: 'Read it' })),
      }),
    'editing a material': (token: string) =>
      injectAs(app, token, {
        method: 'PUT',
        url: `/api/materials/${ids.material}`,
        payload: { title: 'Week 1 reading (revised)' },
      }),
    'copying materials from the previous term': (token: string) =>
      injectAs(app, token, {
        method: 'POST',
        url: `/api/courses/${courseId}/materials/copy-from-previous`,
      }),
    'deleting a material': (token: string) =>
      injectAs(app, token, { method: 'DELETE', url: `/api/materials/${ids.material}` }),
    'posting a class announcement': (token: string) =>
      injectAs(app, token, {
        method: 'POST',
        url: `/api/courses/${courseId}/announcements`,
        payload: { title: 'Results', content: 'Out on Monday' },
      }),
    'editing a class announcement': (token: string) =>
      injectAs(app, token, {
        method: 'PUT',
        url: `/api/course-announcements/${ids.announcement}`,
        payload: { title: 'Quiz moved again', content: 'To Saturday' },
      }),
    'deleting a class announcement': (token: string) =>
      injectAs(app, token, { method: 'DELETE', url: `/api/course-announcements/${ids.announcement}` }),
  });

  it('refuses each of the teacher’s writes with 409, writing nothing', async () => {
    const before = await snapshot();
    for (const [what, write] of Object.entries(writes(ids.fall))) {
      const res = await write(teacher);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(409);
      expect(res.json(), what).toMatchObject(CLOSED);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("still shows the closed term's materials and announcements to the teacher", async () => {
    const materials = await injectAs(app, teacher, {
      method: 'GET',
      url: `/api/courses/${ids.fall}/materials`,
    });
    expect(materials.statusCode).toBe(200);
    const announcements = await injectAs(app, teacher, {
      method: 'GET',
      url: `/api/courses/${ids.fall}/announcements`,
    });
    expect(announcements.statusCode).toBe(200);
    expect(announcements.json().data.announcements).toHaveLength(1);
  });

  it('lets an admin tidy the closed class (no record of a result is touched)', async () => {
    const res = await writes(ids.fall)['editing a class announcement'](admin);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("leaves the open term's class to its teacher", async () => {
    const open = writes(ids.spring);
    expect((await open['posting an assignment'](teacher)).statusCode).toBe(201);
    expect((await open['adding a material'](teacher)).statusCode).toBe(201);
    expect((await open['posting a class announcement'](teacher)).statusCode).toBe(201);
  });
});
