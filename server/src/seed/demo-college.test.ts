import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { courses, enrollments, registrationCourses, studentProfiles, users } from '../db/schema';
import { buildAdmin } from '../test/factories';
import { buildTestApp } from '../test/harness';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoCollege, seedDemoCollegeIfEmpty } from './demo-college';

const quiet = { info: () => {} };
/** Rows of a raw query; PGlite and node-postgres both answer with `rows`. */
const rowsOf = async <T>(query: SQL) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  await seedDemoCollege(app.db, quiet);
});
afterAll(() => app.close());

async function codesAndStudentIds(target: App) {
  const codes = await target.db.select({ code: courses.code }).from(courses).orderBy(courses.code);
  const ids = await target.db
    .select({ id: studentProfiles.studentId, name: users.name })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .orderBy(studentProfiles.studentId);
  return { codes: codes.map((c) => c.code), students: ids.map((s) => `${s.id} ${s.name}`) };
}

describe('the demo college', () => {
  it.each(DEMO_LOGINS)('lets the demo $role sign in with the demo password', async ({ role, email }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ email, role, status: 'approved' });
  });

  it('gives the demo student its semester-3 IT courses, some taught by the demo teacher', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'student@example.edu', password: DEMO_PASSWORD },
    });
    expect(res.json().data.user).toMatchObject({
      department: 'Information Technology',
      program: 'BS Information Technology',
      semester: 3,
      section: 'A',
      batch: '2024',
    });
    const enrolled = await rowsOf<{ code: string; teacher: string | null; is_virtual: boolean }>(sql`
      select c.code, t.email as teacher, c.is_virtual from ${enrollments} e
      join ${users} s on s.id = e.student_id join ${courses} c on c.id = e.course_id
      left join ${users} t on t.id = c.instructor_id
      where s.email = 'student@example.edu' order by c.code`);
    expect(enrolled.length).toBeGreaterThanOrEqual(4);
    expect(enrolled.every((c) => c.code.startsWith('IT-3'))).toBe(true);
    expect(enrolled.filter((c) => c.teacher === 'faculty@example.edu').length).toBeGreaterThanOrEqual(2);
    expect(enrolled.some((c) => c.is_virtual && c.teacher === 'faculty@example.edu')).toBe(true);
  });

  it('has a few hundred approved students in seven departments and a queue of registrations', async () => {
    const rows = await rowsOf<{ role: string; status: string; n: number }>(sql`
      select role, status, count(*)::int as n from ${users} group by role, status`);
    const count = (role: string, status: string) =>
      rows.find((r) => r.role === role && r.status === status)?.n ?? 0;
    expect(count('student', 'approved')).toBeGreaterThanOrEqual(250);
    expect(count('student', 'pending')).toBe(3);
    expect(count('faculty', 'pending')).toBe(1);
    expect(count('student', 'rejected')).toBe(1);
    const departments = await app.db
      .selectDistinct({ id: studentProfiles.departmentId })
      .from(studentProfiles);
    expect(departments).toHaveLength(7);
    const choices = await app.db.select().from(registrationCourses);
    expect(choices.length).toBeGreaterThan(0);
  });

  it('enrolls every student only in courses of its own department and semester', async () => {
    const wrong = await rowsOf(sql`
      select sp.student_id, c.code from ${enrollments} e
      join ${studentProfiles} sp on sp.user_id = e.student_id
      join ${courses} c on c.id = e.course_id
      where c.department_id is distinct from sp.department_id or c.semester <> sp.semester`);
    expect(wrong).toEqual([]);
    const unenrolled = await rowsOf(sql`
      select sp.student_id from ${studentProfiles} sp join ${users} u on u.id = sp.user_id
      where u.status = 'approved' and not exists (select 1 from ${enrollments} e where e.student_id = sp.user_id)`);
    expect(unenrolled).toEqual([]);
  });

  it('is the same college every time it is seeded', async () => {
    const other = await buildTestApp();
    try {
      await seedDemoCollege(other.db, quiet);
      const first = await codesAndStudentIds(app);
      const second = await codesAndStudentIds(other);
      expect(second).toEqual(first);
      expect(first.codes).toContain('IT-301');
      expect(first.students).toContain('BSIT-2024-001 Ayesha Malik');
    } finally {
      await other.close();
    }
  });
});

describe('seedDemoCollegeIfEmpty', () => {
  it('leaves a database that already has users alone', async () => {
    const other = await buildTestApp();
    try {
      await buildAdmin(other, { email: 'first.admin@college.edu.pk' });
      expect(await seedDemoCollegeIfEmpty(other.db, quiet)).toBe(false);
      const people = await other.db.select({ email: users.email }).from(users);
      expect(people).toEqual([{ email: 'first.admin@college.edu.pk' }]);
      expect(await other.db.select().from(courses)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('seeds an empty database and says so', async () => {
    const other = await buildTestApp();
    try {
      const lines: string[] = [];
      expect(await seedDemoCollegeIfEmpty(other.db, { info: (line) => lines.push(line) })).toBe(true);
      expect(lines.join('\n')).toContain('admin@example.edu / password demo1234');
      expect(await seedDemoCollegeIfEmpty(other.db, quiet)).toBe(false);
    } finally {
      await other.close();
    }
  });
});
