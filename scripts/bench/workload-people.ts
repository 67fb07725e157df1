/**
 * For the college workloads of `npm run bench` (scripts/bench/workloads.mjs): who takes part, read from the
 * configured database (DATA_DIR or DATABASE_URL) and written as JSON to BENCH_PEOPLE_FILE. Run with the
 * server stopped: the embedded database has a single writer.
 *
 * - students: BENCH_STUDENTS approved students who sign in with the demo password, the college's own first
 *   (they have courses, grades and attendance to read); when the college has fewer, "bench-student-<n>"
 *   accounts are added as `login-accounts.ts` does, each enrolled in the courses of one of the college's
 *   students, so that their pages are not empty;
 * - teachers: every approved teacher with a course that has students, with each course's class list (for
 *   marking attendance and entering results for the whole class) and the submissions of their assignments
 *   (for grading);
 * - the admins, the catalogue's departments and semesters, and today's date on the college's clocks (the day
 *   attendance is marked for);
 * - with BENCH_QUIZ_STUDENTS=n, the quiz rush's class (scripts/bench/quiz-rush.mjs): the demo teacher's first
 *   course in view, the first n students enrolled in it (added to its class when they are not: a class of n).
 */
import { writeFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { collegeToday } from '../../contract/college-clock';
import { STUDENT_DEPARTMENTS } from '../../contract/enums';
import type { Db } from '../../server/src/db/client';
import { termInViewSql } from '../../server/src/modules/terms/calendar';
import { loadConfigOrExit } from '../../server/src/config';
import { openMigratedDatabase, runCli } from '../../server/src/cli/database';
import { hashPassword } from '../../server/src/lib/passwords';

const DEMO_PASSWORD = 'demo1234';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Adds `missing` bench students, each with the profile and enrollments of one of the college's students. */
async function addBenchStudents(db: Db, missing: number) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [{ n: start }] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from users where email like 'bench-student-%@example.edu'`,
    );
    await t.execute(sql`
      insert into users (name, email, password_hash, role, status)
      select 'Bench Student ' || g, 'bench-student-' || g || '@example.edu', ${passwordHash}, 'student', 'approved'
      from generate_series(${start + 1}::int, ${start + missing}::int) g`);
    // The templates: the college's own students with courses, numbered; bench student n copies template n mod k.
    await t.execute(sql`
      with templates as (
        select p.*, row_number() over (order by p.user_id) - 1 as i, count(*) over () as k
        from student_profiles p
        where exists (select 1 from enrollments e where e.student_id = p.user_id)
          and p.student_id not like 'BENCH-%'),
      fresh as (
        select u.id, substr(u.email, 15, length(u.email) - 26)::int as g
        from users u
        where u.email like 'bench-student-%@example.edu'
          and not exists (select 1 from student_profiles p where p.user_id = u.id))
      insert into student_profiles (user_id, student_id, date_of_birth, blood_group, address, nationality,
        religion, guardian_name, guardian_phone, guardian_relation, emergency_contact, department_id,
        program_id, batch, semester, section)
      select f.id, 'BENCH-' || f.g, t.date_of_birth, t.blood_group, t.address, t.nationality, t.religion,
        t.guardian_name, t.guardian_phone, t.guardian_relation, t.emergency_contact, t.department_id,
        t.program_id, t.batch, t.semester, t.section
      from fresh f join templates t on t.i = f.g % t.k`);
    await t.execute(sql`
      with templates as (
        select p.user_id, row_number() over (order by p.user_id) - 1 as i, count(*) over () as k
        from student_profiles p
        where exists (select 1 from enrollments e where e.student_id = p.user_id)
          and p.student_id not like 'BENCH-%'),
      fresh as (
        select u.id, substr(u.email, 15, length(u.email) - 26)::int as g
        from users u
        where u.email like 'bench-student-%@example.edu'
          and not exists (select 1 from enrollments e where e.student_id = u.id))
      insert into enrollments (student_id, course_id)
      select f.id, e.course_id
      from fresh f join templates t on t.i = f.g % t.k join enrollments e on e.student_id = t.user_id
      on conflict do nothing`);
  });
}

runCli(async () => {
  const wanted = Number(process.env.BENCH_STUDENTS);
  const file = process.env.BENCH_PEOPLE_FILE;
  if (!Number.isInteger(wanted) || wanted < 1 || !file)
    throw new Error('set BENCH_STUDENTS and BENCH_PEOPLE_FILE');
  const config = loadConfigOrExit();
  const database = await openMigratedDatabase();
  try {
    const { db } = database;
    // The college's own students first (bench accounts sort after them), those with courses first of all.
    const approved = sql`
      select u.email from users u join student_profiles p on p.user_id = u.id
      where u.role = 'student' and u.status = 'approved' and u.email like '%@example.edu'
      order by (u.email like 'bench-student-%'),
        (not exists (select 1 from enrollments e where e.student_id = u.id)), u.email
      limit ${wanted}`;
    let students = await rows<{ email: string }>(db, approved);
    if (students.length < wanted) {
      await addBenchStudents(db, wanted - students.length);
      console.log(`Added ${wanted - students.length} approved student accounts to ${database.describe}.`);
      students = await rows<{ email: string }>(db, approved);
    }
    // A teacher teaches, marks and grades in the term in view: an earlier term's attendance date is refused
    // (400) and its closed records are read-only (409).
    const today = collegeToday(new Date(), config.collegeTimeZone);
    const inView = termInViewSql(today);
    const courses = await rows<{
      teacher: string;
      id: string;
      semester: number;
      students: string[];
    }>(
      db,
      sql`
        select u.email as teacher, c.id, c.semester,
          array(select e.student_id::text from enrollments e where e.course_id = c.id order by e.student_id) as students
        from courses c join users u on u.id = c.instructor_id
        where u.status = 'approved' and u.email like '%@example.edu' and c.archived_at is null
          and c.term_id = ${inView}
          and exists (select 1 from enrollments e where e.course_id = c.id)
        order by u.email, c.code`,
    );
    const submissions = await rows<{ teacher: string; id: string; total: number }>(
      db,
      sql`
        select u.email as teacher, s.id, a.total_marks as total
        from submissions s join assignments a on a.id = s.assignment_id
        join courses c on c.id = a.course_id join users u on u.id = c.instructor_id
        where u.status = 'approved' and u.email like '%@example.edu' and c.term_id = ${inView}
        order by u.email, s.id`,
    );
    const teachers = new Map<string, { email: string; courses: unknown[]; submissions: unknown[] }>();
    const teacher = (email: string) => {
      if (!teachers.has(email)) teachers.set(email, { email, courses: [], submissions: [] });
      return teachers.get(email)!;
    };
    for (const c of courses)
      teacher(c.teacher).courses.push({ id: c.id, semester: c.semester, students: c.students });
    // A teacher grades at most 200 of its submissions: enough to spread the grading.
    for (const s of submissions) {
      const t = teacher(s.teacher);
      if (t.submissions.length < 200) t.submissions.push({ id: s.id, total: s.total });
    }
    const admins = await rows<{ email: string }>(
      db,
      sql`select email from users where role = 'admin' and status = 'approved' and email like '%@example.edu' order by email`,
    );
    const departments = await rows<{ name: string; code: string; id: string }>(
      db,
      sql`select name, code, id from departments order by code`,
    );
    const programs = await rows<{ name: string; department: string }>(
      db,
      sql`select p.name, d.name as department from programs p join departments d on d.id = p.department_id order by p.name`,
    );
    const [{ max: maxSemester }] = await rows<{ max: number }>(
      db,
      sql`select coalesce(max(semester), 8)::int as max from courses`,
    );
    const quizStudents = Number(process.env.BENCH_QUIZ_STUDENTS || 0);
    let quizCourse: { id: string; teacher: string } | undefined;
    if (quizStudents > 0) {
      [quizCourse] = await rows<{ id: string; teacher: string }>(
        db,
        sql`select c.id, u.email as teacher from courses c join users u on u.id = c.instructor_id
             where u.email = 'faculty@example.edu' and c.term_id = ${inView} and c.archived_at is null
             order by c.code limit 1`,
      );
      if (!quizCourse)
        throw new Error('BENCH_QUIZ_STUDENTS: the demo teacher has no course in the term in view');
      const emails = students.slice(0, quizStudents).map((s) => s.email);
      await db.execute(sql`
        insert into enrollments (student_id, course_id)
        select u.id, ${quizCourse.id}::uuid from users u where u.email in ${emails}
        on conflict do nothing`);
    }
    writeFileSync(
      file,
      JSON.stringify({
        today,
        quizCourse,
        students: students.map((s) => s.email),
        teachers: [...teachers.values()].filter((t) => t.courses.length > 0),
        admins: admins.map((a) => a.email),
        departments,
        // Programs a student may apply to (Education takes teachers only).
        programs: programs.filter((p) => (STUDENT_DEPARTMENTS as readonly string[]).includes(p.department)),
        maxSemester,
      }),
    );
  } finally {
    await database.close();
  }
});
