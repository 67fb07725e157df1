import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeResult } from '../../../../contract/rules/grades';
import type { App } from '../../app';
import { buildTestApp } from '../../test/harness';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../demo-college';
import { seedLargeCollege, type LargeCollegeSummary } from './large-college';
import { FULL_SIZE, sizeFor } from './sizes';

/** One moment for both seeds, so they can be compared row for row. */
const NOW = new Date('2026-11-18T07:30:00Z');
const SCALE = 0.01;
let app: App;
let summary: LargeCollegeSummary;

const rowsOf = async <T>(target: App, query: SQL) =>
  ((await target.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async <T>(query: SQL) => (await rowsOf<T>(app, query))[0];

beforeAll(async () => {
  app = await buildTestApp();
  summary = (await seedLargeCollege(app.db, { scale: SCALE, now: NOW }))!;
});
afterAll(() => app.close());

/**
 * An md5 over every row of the tables that hold the bulk of the college, in a fixed order. Of users, the
 * columns the seed decides: the password hash has a random salt, and signing in touches the rest.
 */
async function fingerprint(target: App) {
  const tables = [
    'people',
    'student_profiles',
    'offerings',
    'enrollments',
    'attendance_records',
    'submissions',
    'grades',
  ];
  const prints: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await rowsOf<{ md5: string }>(
      target,
      sql`with people as (select id, name, email, role, status, phone, created_at, decided_at from users),
        -- The term's id is each database's own (its first start made it); its name is the college's.
        offerings as (select id, code, name, semester, credits, department_id, instructor_id, is_virtual,
                             schedule_days, schedule_time, schedule_room, term_name, created_at from courses)
        select md5(string_agg(t::text, '|' order by t::text)) as md5 from ${sql.identifier(table)} t`,
    );
    prints[table] = row.md5;
  }
  return prints;
}

describe('the large college', () => {
  it('has the sizes of issue 9 at scale 1 and a hundredth of them at scale 0.01', async () => {
    expect(sizeFor(1)).toEqual(FULL_SIZE);
    const counts = await one<Record<string, number>>(sql`select
      (select count(*)::int from users where role = 'student' and status = 'approved') as students,
      (select count(*)::int from users where role = 'faculty' and status = 'approved') as faculty,
      (select count(*)::int from courses) as courses,
      (select count(*)::int from attendance_records) as attendance,
      (select count(*)::int from submissions) as submissions,
      (select count(*)::int from grades) as grades`);
    expect(counts).toEqual({
      students: FULL_SIZE.students * SCALE,
      faculty: 16,
      courses: 336,
      attendance: FULL_SIZE.attendance * SCALE,
      submissions: FULL_SIZE.submissions * SCALE,
      grades: FULL_SIZE.grades * SCALE,
    });
    expect(summary).toMatchObject({ students: 200, attendance: 20_000, submissions: 1_000, grades: 1_600 });
  });

  it('enrolls every student in five or six courses of its own department and semester', async () => {
    const wrong = await rowsOf(
      app,
      sql`
      select e.id from enrollments e
      join student_profiles sp on sp.user_id = e.student_id join courses c on c.id = e.course_id
      where c.department_id is distinct from sp.department_id or c.semester <> sp.semester`,
    );
    expect(wrong).toEqual([]);
    const loads = await rowsOf<{ n: number }>(
      app,
      sql`
      select distinct count(e.id)::int as n from users u left join enrollments e on e.student_id = u.id
      where u.role = 'student' and u.status = 'approved' group by u.id order by n`,
    );
    expect(loads.map((l) => l.n)).toEqual([5, 6]);
  });

  it('records attendance only for enrolled students, on days their course meets, mostly present', async () => {
    const stray = await one<{ n: number }>(sql`
      select count(*)::int as n from attendance_records a
      left join enrollments e on e.student_id = a.student_id and e.course_id = a.course_id
      join courses c on c.id = a.course_id
      where e.id is null or a.date >= ${NOW.toISOString().slice(0, 10)}::date
        or not (trim(to_char(a.date, 'Day')) = any(c.schedule_days))`);
    expect(stray.n).toBe(0);
    const shares = await rowsOf<{ status: string; share: number }>(
      app,
      sql`
      select status, (count(*) / 20000.0)::float8 as share from attendance_records group by status`,
    );
    const share = (status: string) => shares.find((s) => s.status === status)?.share ?? 0;
    expect(share('present')).toBeGreaterThan(0.7);
    expect(share('present')).toBeLessThan(0.95);
    for (const status of ['absent', 'late', 'excused']) expect(share(status)).toBeGreaterThan(0.005);
  });

  it('leaves the indexes and foreign keys it set aside for the bulk load as they were migrated', async () => {
    const definitions = (target: App) =>
      rowsOf<{ definition: string }>(
        target,
        sql`select indexdef as definition from pg_indexes
          where tablename in ('attendance_records', 'submissions', 'grades')
          union all
          select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
          where conrelid in (to_regclass('attendance_records'), to_regclass('submissions'), to_regclass('grades'))
          order by definition`,
      );
    const fresh = await buildTestApp();
    try {
      const migrated = await definitions(fresh);
      expect(migrated.some((d) => d.definition.includes('attendance_one_per_meeting'))).toBe(true);
      expect(await definitions(app)).toEqual(migrated);
    } finally {
      await fresh.close();
    }
  });

  it('stores every result with the percentage, letter and grade point of gradeResult', async () => {
    const results = await rowsOf<{
      marks: string;
      total: string;
      percentage: string;
      letter: string;
      point: string;
    }>(
      app,
      sql`select distinct marks_obtained as marks, total_marks as total, percentage, letter_grade as letter,
        grade_point as point from grades`,
    );
    expect(results.length).toBeGreaterThan(20);
    for (const r of results) {
      const expected = gradeResult(Number(r.marks), Number(r.total));
      expect({
        percentage: Number(r.percentage),
        letterGrade: r.letter,
        gradePoint: Number(r.point),
      }).toEqual(expected);
    }
    const history = await one<{ n: number }>(sql`
      select count(*)::int as n from grades g join student_profiles sp on sp.user_id = g.student_id
      where g.semester >= sp.semester`);
    expect(history.n, 'results are of earlier semesters only').toBe(0);
  });

  it('grades submissions within the assignment’s marks, by the course’s teacher', async () => {
    const wrong = await one<{ n: number }>(sql`
      select count(*)::int as n from submissions s join assignments a on a.id = s.assignment_id
      join courses c on c.id = a.course_id
      left join enrollments e on e.student_id = s.student_id and e.course_id = a.course_id
      where e.id is null or s.marks_obtained > a.total_marks
        or (s.status = 'graded') <> (s.marks_obtained is not null)
        or (s.status = 'graded' and s.graded_by is distinct from c.instructor_id)`);
    expect(wrong.n).toBe(0);
  });

  it.each(DEMO_LOGINS)('lets the demo $role sign in with the demo password', async ({ role, email }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ email, role });
  });

  it('shows the demo student its dashboard, grades and attendance', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'student@example.edu', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    for (const url of [
      '/api/students/dashboard',
      '/api/grades/my-grades',
      '/api/grades/my-grades/summary',
      '/api/attendance/my-attendance/summary',
      '/api/assignments/my-assignments',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const grades = await app.inject({ method: 'GET', url: '/api/grades/my-grades/summary', headers });
    expect(JSON.stringify(grades.json())).toMatch(/cgpa/i);
  });

  it('is the same college every time, and is only put into an empty database', async () => {
    const other = await buildTestApp();
    try {
      await seedLargeCollege(other.db, { scale: SCALE, now: NOW });
      expect(await fingerprint(other)).toEqual(await fingerprint(app));
      expect(await seedLargeCollege(other.db, { scale: SCALE, now: NOW })).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
