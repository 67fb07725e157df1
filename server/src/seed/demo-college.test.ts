import { performance } from 'node:perf_hooks';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentDisplayStatus } from '../../../contract/rules/assignments';
import { ATTENDANCE_REQUIRED, attendancePercentage } from '../../../contract/rules/attendance';
import { gradeResult } from '../../../contract/rules/grades';
import { markAttempt } from '../../../contract/rules/quizzes';
import { markedQuestions } from '../modules/quizzes/attempts';
import type { App } from '../app';
import {
  assignments,
  attendanceRecords,
  courses,
  enrollments,
  grades,
  quizAttempts,
  quizzes,
  registrationCourses,
  studentProfiles,
  submissions,
  users,
  virtualSessions,
} from '../db/schema';
import { buildAdmin } from '../test/factories';
import { buildTestApp } from '../test/harness';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoCollege, seedDemoCollegeIfEmpty } from './demo-college';

const quiet = { info: () => {} };
/** Rows of a raw query; PGlite and node-postgres both answer with `rows`. */
const rowsOf = async <T>(query: SQL) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
/** One moment for every seed in this file, so two seeds can be compared row for row. */
const NOW = new Date();
const NOW_DAY = NOW.toISOString().slice(0, 10);
let app: App;
let seedMs = 0;
beforeAll(async () => {
  app = await buildTestApp();
  const started = performance.now();
  await seedDemoCollege(app.db, quiet, NOW);
  seedMs = performance.now() - started;
  console.log(`The demo college seed took ${Math.round(seedMs)} ms on PGlite`);
});
afterAll(() => app.close());

async function snapshot(target: App) {
  const rows = <T>(query: SQL) => target.db.execute(query).then((r) => (r as unknown as { rows: T[] }).rows);
  const codes = await target.db.select({ code: courses.code }).from(courses).orderBy(courses.code);
  const ids = await target.db
    .select({ id: studentProfiles.studentId, name: users.name })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .orderBy(studentProfiles.studentId);
  const titles = await rows<{ code: string; title: string }>(sql`
    select c.code, a.title from ${assignments} a join ${courses} c on c.id = a.course_id
    order by c.code, a.due_date, a.title`);
  const letters = await rows<{ id: string; code: string; exam: string; letter: string }>(sql`
    select sp.student_id as id, c.code, g.exam_type as exam, g.letter_grade as letter from ${grades} g
    join ${studentProfiles} sp on sp.user_id = g.student_id join ${courses} c on c.id = g.course_id
    order by sp.student_id, c.code, g.exam_type`);
  const quizScores = await rows<{ title: string; id: string; score: number }>(sql`
    select q.title, sp.student_id as id, a.score from ${quizAttempts} a join ${quizzes} q on q.id = a.quiz_id
    join ${studentProfiles} sp on sp.user_id = a.student_id order by q.title, sp.student_id`);
  const attendance = await rows<{ code: string; status: string; n: number }>(sql`
    select c.code, a.status, count(*)::int as n from ${attendanceRecords} a
    join ${courses} c on c.id = a.course_id group by c.code, a.status order by c.code, a.status`);
  return {
    codes: codes.map((c) => c.code),
    students: ids.map((s) => `${s.id} ${s.name}`),
    titles: titles.map((t) => `${t.code} ${t.title}`),
    letters: letters.map((l) => `${l.id} ${l.code} ${l.exam} ${l.letter}`),
    attendance: attendance.map((a) => `${a.code} ${a.status} ${a.n}`),
    quizScores: quizScores.map((q) => `${q.title} ${q.id} ${q.score}`),
  };
}

const DEMO_STUDENT_ID = sql`(select id from ${users} where email = 'student@example.edu')`;
const DEMO_TEACHER_ID = sql`(select id from ${users} where email = 'faculty@example.edu')`;

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
      where s.email = 'student@example.edu' and c.term_id = (select id from terms where starts_on <= ${NOW_DAY} order by starts_on desc limit 1) order by c.code`);
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

  it('enrolls every student in courses of its own department: its semester this term, earlier ones before', async () => {
    const wrong = await rowsOf(sql`
      select sp.student_id, c.code, c.term_name from ${enrollments} e
      join ${studentProfiles} sp on sp.user_id = e.student_id
      join ${courses} c on c.id = e.course_id
      where c.department_id is distinct from sp.department_id
         or (c.semester <> sp.semester) = (c.term_id = (select id from terms where starts_on <= ${NOW_DAY} order by starts_on desc limit 1))
         or c.semester > sp.semester`);
    expect(wrong).toEqual([]);
    const unenrolled = await rowsOf(sql`
      select sp.student_id from ${studentProfiles} sp join ${users} u on u.id = sp.user_id
      where u.status = 'approved' and not exists (select 1 from ${enrollments} e where e.student_id = sp.user_id)`);
    expect(unenrolled).toEqual([]);
  });

  it("never has one teacher in two classes at once in a term (the next term's start plans no clash)", async () => {
    const clashes = await rowsOf(sql`
      select a.code, b.code as other, a.term_name from ${courses} a
      join ${courses} b on b.instructor_id = a.instructor_id and b.term_id = a.term_id and b.id > a.id
      where a.schedule_time = b.schedule_time and a.schedule_days && b.schedule_days`);
    expect(clashes).toEqual([]);
  });

  it('is the same college every time it is seeded', async () => {
    const other = await buildTestApp();
    try {
      await seedDemoCollege(other.db, quiet, NOW);
      const first = await snapshot(app);
      const second = await snapshot(other);
      expect(second).toEqual(first);
      expect(first.codes).toContain('IT-301');
      expect(first.students).toContain('BSIT-2024-001 Ayesha Malik');
      expect(first.titles.length).toBeGreaterThan(300);
      expect(first.letters.length).toBeGreaterThan(1000);
    } finally {
      await other.close();
    }
  });

  it('seeds in a few seconds on the embedded database', () => {
    expect(seedMs).toBeGreaterThan(0);
    expect(seedMs).toBeLessThan(15_000);
  });

  it('gives the demo student an assignment in every display state', async () => {
    const rows = await rowsOf<{
      due: string;
      status: 'submitted' | 'graded' | null;
      late: boolean | null;
    }>(sql`
      select a.due_date as due, s.status, s.is_late as late from ${assignments} a
      join ${enrollments} e on e.course_id = a.course_id and e.student_id = ${DEMO_STUDENT_ID}
      left join ${submissions} s on s.assignment_id = a.id and s.student_id = e.student_id`);
    const states = new Set(
      rows.map((r) =>
        assignmentDisplayStatus(r.status && { status: r.status, is_late: r.late! }, new Date(r.due), NOW),
      ),
    );
    expect([...states].sort()).toEqual(['graded', 'late', 'overdue', 'pending', 'submitted']);
    const feedback = await rowsOf<{ feedback: string | null }>(sql`
      select feedback from ${submissions} where student_id = ${DEMO_STUDENT_ID} and status = 'graded'`);
    expect(feedback.length).toBeGreaterThan(0);
    expect(feedback.every((f) => (f.feedback ?? '').length > 0)).toBe(true);
  });

  it('flags late submissions by their time and never grades above the total', async () => {
    const wrongLate = await rowsOf(sql`
      select s.id from ${submissions} s join ${assignments} a on a.id = s.assignment_id
      where s.is_late <> (s.submitted_at > a.due_date)`);
    expect(wrongLate).toEqual([]);
    const wrongMarks = await rowsOf(sql`
      select s.id from ${submissions} s join ${assignments} a on a.id = s.assignment_id
      where (s.status = 'graded') <> (s.marks_obtained is not null)
        or s.marks_obtained > a.total_marks or s.submitted_at > ${NOW.toISOString()}::timestamptz
        or (s.status = 'graded' and (s.graded_by is distinct from (select instructor_id from ${courses} where id = a.course_id)
          or s.graded_at > ${NOW.toISOString()}::timestamptz))`);
    expect(wrongMarks).toEqual([]);
  });

  it('gives the demo teacher submissions waiting to be graded', async () => {
    const [row] = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from ${submissions} s join ${assignments} a on a.id = s.assignment_id
      join ${courses} c on c.id = a.course_id
      where c.instructor_id = ${DEMO_TEACHER_ID} and s.status = 'submitted'`);
    expect(row.n).toBeGreaterThan(0);
  });

  it('keeps the demo student above 75% attendance in all enrolled courses but one', async () => {
    const rows = await rowsOf<{ code: string; total: number; attended: number }>(sql`
      select c.code, count(a.id)::int as total,
        (count(*) filter (where a.status in ('present', 'late')))::int as attended
      from ${enrollments} e join ${courses} c on c.id = e.course_id
      left join ${attendanceRecords} a on a.course_id = e.course_id and a.student_id = e.student_id
      where e.student_id = ${DEMO_STUDENT_ID} and c.term_id = (select id from terms where starts_on <= ${NOW_DAY} order by starts_on desc limit 1)
      group by c.code order by c.code`);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((r) => r.total > 0)).toBe(true);
    const below = rows.filter((r) => attendancePercentage(r.attended, r.total) < ATTENDANCE_REQUIRED);
    expect(below).toHaveLength(1);
  });

  it('has students below 65%, between 65% and 75%, and a bounded number of records', async () => {
    const rows = await rowsOf<{ total: number; attended: number }>(sql`
      select count(*)::int as total, (count(*) filter (where status in ('present', 'late')))::int as attended
      from ${attendanceRecords} group by student_id`);
    const percentages = rows.map((r) => attendancePercentage(r.attended, r.total));
    expect(percentages.some((p) => p < 65)).toBe(true);
    expect(percentages.some((p) => p >= 65 && p < 75)).toBe(true);
    expect(percentages.filter((p) => p >= 75).length).toBeGreaterThan(percentages.length * 0.7);
    const total = rows.reduce((sum, r) => sum + r.total, 0);
    expect(total).toBeLessThan(60_000);
  });

  it("keeps the register and graded work of the demo student's earlier terms, inside each term's days", async () => {
    const rows = await rowsOf<{
      term: string;
      code: string;
      total: number;
      attended: number;
      graded: number;
    }>(sql`
      select c.term_name as term, c.code,
        (select count(*)::int from ${attendanceRecords} a where a.course_id = c.id and a.student_id = e.student_id) as total,
        (select count(*)::int from ${attendanceRecords} a where a.course_id = c.id and a.student_id = e.student_id
          and a.status in ('present', 'late')) as attended,
        (select count(*)::int from ${submissions} s join ${assignments} w on w.id = s.assignment_id
          where w.course_id = c.id and s.student_id = e.student_id and s.status = 'graded') as graded
      from ${enrollments} e join ${courses} c on c.id = e.course_id join terms t on t.id = c.term_id
      where e.student_id = ${DEMO_STUDENT_ID} and t.starts_on < (select starts_on from terms where starts_on <= ${NOW_DAY} order by starts_on desc limit 1)`);
    expect(new Set(rows.map((r) => r.term)).size).toBe(2);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.total, row.code).toBeGreaterThanOrEqual(5);
      expect(attendancePercentage(row.attended, row.total), row.code).toBeGreaterThanOrEqual(
        ATTENDANCE_REQUIRED,
      );
    }
    expect(rows.filter((r) => r.graded > 0).length).toBeGreaterThanOrEqual(rows.length / 2);
    const outside = await rowsOf(sql`
      select c.code, a.date::text from ${attendanceRecords} a join ${courses} c on c.id = a.course_id
      join terms t on t.id = c.term_id
      where a.date < t.starts_on or a.date > t.ends_on
      union all
      select c.code, w.due_date::text from ${assignments} w join ${courses} c on c.id = w.course_id
      join terms t on t.id = c.term_id
      where w.due_date < t.starts_on::timestamptz or w.due_date > (t.ends_on + 1)::timestamptz
      limit 5`);
    expect(outside).toEqual([]);
  });

  it('gives the demo student final results for semesters 1 and 2, graded by the shared rules', async () => {
    const rows = await rowsOf<{
      semester: number;
      marks: number;
      total: number;
      percentage: string;
      letter: string;
      point: string;
    }>(sql`
      select semester, marks_obtained::float as marks, total_marks::float as total, percentage::text,
        letter_grade as letter, grade_point::text as point
      from ${grades} where student_id = ${DEMO_STUDENT_ID} and exam_type = 'final'`);
    expect([...new Set(rows.map((r) => r.semester))].sort()).toEqual([1, 2]);
    for (const row of rows) {
      const result = gradeResult(row.marks, row.total);
      expect(row.letter).toBe(result.letterGrade);
      expect(Number(row.percentage)).toBe(result.percentage);
      expect(Number(row.point)).toBe(result.gradePoint);
    }
    const all = await rowsOf<{ marks: number; total: number; letter: string }>(sql`
      select marks_obtained::float as marks, total_marks::float as total, letter_grade as letter from ${grades}`);
    expect(all.every((g) => gradeResult(g.marks, g.total).letterGrade === g.letter)).toBe(true);
    expect(all.some((g) => g.letter === 'F')).toBe(true);
  });

  it("has a live class and one starting soon in the demo student's virtual course", async () => {
    const rows = await rowsOf<{
      status: string;
      at: string;
      started: string | null;
      room: string;
      code: string;
    }>(sql`
      select v.status, v.scheduled_at as at, v.started_at as started, v.room_name as room, c.code
      from ${virtualSessions} v join ${courses} c on c.id = v.course_id
      join ${enrollments} e on e.course_id = c.id and e.student_id = ${DEMO_STUDENT_ID}
      where c.instructor_id = ${DEMO_TEACHER_ID}`);
    const live = rows.filter((r) => r.status === 'ongoing');
    expect(live).toHaveLength(1);
    expect(live[0].started).not.toBeNull();
    const soon = rows.filter(
      (r) =>
        r.status === 'scheduled' &&
        new Date(r.at).getTime() > NOW.getTime() &&
        new Date(r.at).getTime() <= NOW.getTime() + 15 * 60_000,
    );
    expect(soon).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'completed').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(1);
    for (const r of rows)
      expect(r.room).toMatch(new RegExp(`^college-${r.code.toLowerCase()}-[0-9a-f]{32}$`));
  });
});

describe("the demo teacher's quizzes", () => {
  it('has, around today, one closed with marked attempts, one open and one to come, in a course of the demo student', async () => {
    const list = await rowsOf<{
      id: string;
      title: string;
      opens_at: string;
      closes_at: string;
      teacher: string;
    }>(sql`
      select q.id, q.title, q.opens_at, q.closes_at, c.instructor_id as teacher
        from ${quizzes} q join ${courses} c on c.id = q.course_id
        join ${enrollments} e on e.course_id = c.id and e.student_id = ${DEMO_STUDENT_ID}
       order by q.opens_at`);
    const teacher = (await rowsOf<{ id: string }>(sql`select ${DEMO_TEACHER_ID} as id`))[0]!.id;
    expect(list).toHaveLength(3);
    const state = (q: (typeof list)[number]) =>
      new Date(q.closes_at) <= NOW ? 'closed' : new Date(q.opens_at) <= NOW ? 'open' : 'upcoming';
    expect(list.map(state)).toEqual(['closed', 'open', 'upcoming']);
    expect(list.every((q) => q.teacher === teacher)).toBe(true);

    const [closed] = list;
    const attempts = await app.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, closed!.id));
    const [quiz] = await app.db.select().from(quizzes).where(eq(quizzes.id, closed!.id));
    expect(attempts.length).toBeGreaterThan(5);
    const scores = new Set<number>();
    for (const attempt of attempts) {
      // Each score is what the server's marking gives for the answers saved.
      expect(attempt.score).toBe(markAttempt(markedQuestions(quiz!.questions), attempt.answers).score);
      expect(attempt.submittedAt!.getTime()).toBeLessThanOrEqual(attempt.deadline.getTime());
      expect(attempt.submittedAt! < quiz!.closesAt).toBe(true);
      scores.add(attempt.score!);
    }
    expect(scores.size).toBeGreaterThan(2);
    const open = await app.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, list[1]!.id));
    expect(open).toEqual([]);
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
