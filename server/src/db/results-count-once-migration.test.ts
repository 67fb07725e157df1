/**
 * Migration 0014 (results count once) on a database of the release before it: duplicates made the old way,
 * the same exam of one course entered again under other semesters, are resolved by the rule of
 * docs/decisions/0013-results-count-once.md, each removal written to the audit trail, and duplicates become
 * impossible. Runs on PGlite, and on PostgreSQL when the PostgreSQL project runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOlderRelease, type OlderRelease } from '../test/older-release';

let release: OlderRelease;
const rows = <T>(query: string) => release.rows<T>(query);

beforeAll(async () => {
  release = await openOlderRelease('0013_outbox_writes_unannounced');
  // The old way: a teacher's failing final in the course's semester (3), then 99/100 under other semesters;
  // a midterm entered twice; a course whose results are all under another semester than its own; and a
  // student whose result was entered once, as it should be.
  await rows(`
    insert into users (id, name, email, password_hash, role, status) values
      ('00000000-0000-4000-8000-000000000001', 'Attacked Student', 'a@college.test', 'x', 'student', 'approved'),
      ('00000000-0000-4000-8000-000000000002', 'Honest Student', 'h@college.test', 'x', 'student', 'approved')`);
  await rows(`
    insert into courses (id, code, name, semester, credits) values
      ('00000000-0000-4000-8000-0000000000c1', 'MIG-301', 'Operating Systems', 3, 3),
      ('00000000-0000-4000-8000-0000000000c2', 'MIG-501', 'Compilers', 5, 3)`);
  await rows(`
    insert into grades (student_id, course_id, semester, exam_type, marks_obtained, total_marks, percentage,
                        letter_grade, grade_point, credits, created_at) values
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 3, 'final', 20, 100, 20, 'F', 0, 3, '2026-01-10'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 1, 'final', 99, 100, 99, 'A+', 4, 3, '2026-01-11'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 2, 'final', 99, 100, 99, 'A+', 4, 3, '2026-01-12'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 4, 'final', 99, 100, 99, 'A+', 4, 3, '2026-01-13'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 5, 'final', 99, 100, 99, 'A+', 4, 3, '2026-01-14'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 6, 'final', 99, 100, 99, 'A+', 4, 3, '2026-01-15'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 7, 'final', 99, 100, 99, 'A+', 4, 3, '2026-01-16'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 3, 'midterm', 10, 50, 20, 'F', 0, 3, '2026-01-05'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 8, 'midterm', 50, 50, 100, 'A+', 4, 3, '2026-01-06'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c2', 2, 'final', 60, 100, 60, 'C+', 2.3, 3, '2026-01-20'),
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c2', 4, 'final', 95, 100, 95, 'A+', 4, 3, '2026-01-21'),
      ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000c1', 3, 'final', 75, 100, 75, 'B+', 3.3, 3, '2026-01-10')`);
  await release.migrateToNow();
});

afterAll(() => release?.close());

type Row = {
  code: string;
  name: string;
  exam_type: string;
  semester: number;
  marks: number;
  attempt: number;
};
const results = () =>
  rows<Row>(`
    select c.code, u.name, g.exam_type::text, g.semester, g.marks_obtained::float as marks, g.attempt
      from grades g join courses c on c.id = g.course_id join users u on u.id = g.student_id
     order by u.name, c.code, g.exam_type`);

describe('migration 0014, results count once', () => {
  it("keeps one result per exam: the one under the course's own semester, else the first entered", async () => {
    expect(await results()).toEqual([
      { code: 'MIG-301', name: 'Attacked Student', exam_type: 'midterm', semester: 3, marks: 10, attempt: 1 },
      { code: 'MIG-301', name: 'Attacked Student', exam_type: 'final', semester: 3, marks: 20, attempt: 1 },
      { code: 'MIG-501', name: 'Attacked Student', exam_type: 'final', semester: 2, marks: 60, attempt: 1 },
      { code: 'MIG-301', name: 'Honest Student', exam_type: 'final', semester: 3, marks: 75, attempt: 1 },
    ]);
  });

  it('writes every result it removed, whole, to the audit trail, with the one it kept', async () => {
    const removed = await rows<{ summary: string; before: { marks_obtained: number; semester: number } }>(
      `select summary, before from audit_log where action = 'grade.duplicate-removed' order by summary`,
    );
    // Six finals and one midterm of MIG-301, one final of MIG-501.
    expect(removed).toHaveLength(8);
    expect(removed.map((r) => r.before.semester).sort()).toEqual([1, 2, 4, 4, 5, 6, 7, 8]);
    expect(removed[0]!.summary).toMatch(
      /^Duplicate result removed: MIG-301 final, semester 1, Attacked Student: 99\/100 \(A\+\); the result kept is semester 3: 20\/100 \(F\)$/,
    );
  });

  it('makes a second result for the same exam and attempt impossible, whatever its semester', async () => {
    // Since migration 0026 a result names its catalogue course too: the course's own id (migration 0025).
    await expect(
      rows(`
        insert into grades (student_id, course_id, catalogue_course_id, semester, exam_type, marks_obtained,
                            total_marks, percentage, letter_grade, grade_point, credits)
        values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000c1',
                '00000000-0000-4000-8000-0000000000c1', 6, 'final', 99, 100, 99, 'A+', 4, 3)`),
    ).rejects.toMatchObject({ cause: { code: '23505', constraint: 'grades_one_per_attempt' } });
    // A second attempt is a different row.
    await rows(`
      insert into grades (student_id, course_id, catalogue_course_id, semester, exam_type, attempt,
                          marks_obtained, total_marks, percentage, letter_grade, grade_point, credits)
      values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000c1',
              '00000000-0000-4000-8000-0000000000c1', 3, 'final', 2, 90, 100, 90, 'A+', 4, 3)`);
  });
});
