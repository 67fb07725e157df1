/**
 * Migration 0025 on a database of the release before it: every course becomes a catalogue course offered in
 * the terms its records fall in, each record and enrolment attached to the offering of its term, and no row
 * lost. On PGlite, and on the PostgreSQL server when that project runs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentTerm, termName } from '../../../contract/term';
import { openOlderRelease, type OlderRelease } from '../test/older-release';

let release: OlderRelease;
const rows = <T = Record<string, unknown>>(query: string) => release.rows<T>(query);
const id = (n: string) => `00000000-0000-4000-8000-${n.padStart(12, '0')}`;
const [T, S1, S2, S3, C1, C2, A1, A2, D, P] = [
  'e1',
  '51',
  '52',
  '53',
  'c1',
  'c2',
  'a1',
  'a2',
  'd1',
  'f1',
].map(id);
const now = currentTerm(new Date(), 'Asia/Karachi');
const CURRENT = termName(now.season, now.year);
let before: Map<string, number>;

/** Rows of every table of the public schema. */
async function tableCounts() {
  const tables = await rows<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const [row] = await rows<{ n: number }>(`select count(*)::int as n from "${name}"`);
    counts.set(name, row.n);
  }
  return counts;
}

beforeAll(async () => {
  release = await openOlderRelease('0024_sent_mail_keeps_no_body');
  await rows(`insert into departments (id, name, code) values ('${D}', 'Migration', 'MG')`);
  await rows(
    `insert into programs (id, name, department_id, duration_years) values ('${P}', 'BS Migration', '${D}', 4)`,
  );
  await rows(`
    insert into users (id, name, email, password_hash, role, status) values
      ('${T}', 'Teacher', 't@college.test', 'x', 'faculty', 'approved'),
      ('${S1}', 'Took it last year', 's1@college.test', 'x', 'student', 'approved'),
      ('${S2}', 'Takes it now', 's2@college.test', 'x', 'student', 'approved'),
      ('${S3}', 'Enrolled, nothing yet', 's3@college.test', 'x', 'student', 'approved')`);
  await rows(`
    insert into student_profiles (user_id, student_id, date_of_birth, address, nationality, religion, guardian_name,
      guardian_phone, guardian_relation, emergency_contact, department_id, program_id, batch, semester, section)
    select u.id, 'MG-' || u.email, '2005-01-01', 'x', 'x', 'x', 'x', 'x', 'Father', 'x', '${D}', '${P}', '2024', 3, 'A'
      from users u where u.role = 'student'`);
  await rows(`
    insert into courses (id, code, name, semester, credits, department_id, instructor_id, schedule_days, schedule_time) values
      ('${C1}', 'MG-301', 'Taught twice', 3, 3, '${D}', '${T}', '{Monday}', '08:30 - 10:00'),
      ('${C2}', 'MG-302', 'Nothing recorded', 3, 3, '${D}', '${T}', '{}', '')`);
  await rows(`
    insert into enrollments (student_id, course_id) values
      ('${S1}', '${C1}'), ('${S2}', '${C1}'), ('${S3}', '${C1}'), ('${S3}', '${C2}')`);
  await rows(`
    insert into attendance_records (course_id, student_id, date, status) values
      ('${C1}', '${S1}', '2025-10-06', 'present'),
      ('${C1}', '${S2}', '2026-10-05', 'absent')`);
  await rows(`
    insert into assignments (id, course_id, title, total_marks, due_date) values
      ('${A1}', '${C1}', 'Last year''s', 100, '2025-11-01T10:00:00Z'),
      ('${A2}', '${C1}', 'This year''s', 100, '2026-11-01T10:00:00Z')`);
  await rows(
    `insert into submissions (assignment_id, student_id, submission_text) values ('${A1}', '${S1}', 'Mine')`,
  );
  // Entered after the Fall 2025 term's last day, for the class that term taught.
  await rows(`
    insert into grades (student_id, course_id, semester, exam_type, marks_obtained, total_marks, percentage,
                        letter_grade, grade_point, credits, created_at) values
      ('${S1}', '${C1}', 3, 'final', 70, 100, 70, 'B', 3, 3, '2026-02-10T06:00:00Z')`);
  await rows(`
    insert into course_materials (course_id, kind, title, position, note, created_at) values
      ('${C1}', 'note', 'Reading list 2025', 1, 'Chapters 1-3', '2025-09-10T06:00:00Z')`);
  before = await tableCounts();
  await release.migrateToNow();
});
afterAll(() => release?.close());

const termOf = async (table: string, where: string) =>
  (
    await rows<{ term: string }>(
      `select c.term_name as term from ${table} r join courses c on c.id = r.course_id where ${where}`,
    )
  ).map((r) => r.term);

it('keeps every row of every table', async () => {
  const after = await tableCounts();
  for (const [table, n] of before) {
    if (table === 'courses') continue;
    expect(after.get(table), table).toBe(n);
  }
  expect(after.get('catalogue_courses')).toBe(before.get('courses'));
});

it('makes a term of each term the records fall in, and the current one', async () => {
  const terms = (await rows<{ name: string }>('select name from terms order by starts_on')).map(
    (t) => t.name,
  );
  expect(terms).toEqual([...new Set(['Fall 2025', 'Fall 2026', CURRENT])]);
});

it("offers a course in each of its terms; the latest offering keeps the course's id", async () => {
  const offerings = await rows<{ id: string; term: string }>(
    `select id, term_name as term from courses where catalogue_course_id = '${C1}' order by term_name`,
  );
  expect(offerings.map((o) => o.term)).toEqual([...new Set(['Fall 2025', 'Fall 2026', CURRENT])].sort());
  expect(offerings.find((o) => o.term === CURRENT)?.id).toBe(C1);
  expect(await rows(`select term_name as term from courses where catalogue_course_id = '${C2}'`)).toEqual([
    { term: CURRENT },
  ]);
});

it('attaches each record to the offering of its term, a result to the term that taught it', async () => {
  expect(await termOf('attendance_records', `r.student_id = '${S1}'`)).toEqual(['Fall 2025']);
  expect(await termOf('attendance_records', `r.student_id = '${S2}'`)).toEqual(['Fall 2026']);
  expect(await termOf('assignments', `r.id = '${A1}'`)).toEqual(['Fall 2025']);
  expect(await termOf('assignments', `r.id = '${A2}'`)).toEqual(['Fall 2026']);
  expect(await termOf('grades', `r.student_id = '${S1}'`)).toEqual(['Fall 2025']);
  expect(await termOf('course_materials', 'true')).toEqual(['Fall 2025']);
});

it('enrols a student in the offering of the term its records are in, and one without records in the current term', async () => {
  expect(await termOf('enrollments', `r.student_id = '${S1}'`)).toEqual(['Fall 2025']);
  expect(await termOf('enrollments', `r.student_id = '${S2}'`)).toEqual(['Fall 2026']);
  expect((await termOf('enrollments', `r.student_id = '${S3}'`)).sort()).toEqual([CURRENT, CURRENT]);
});
