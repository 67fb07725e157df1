/**
 * Results count once (issue 19, docs/decisions/0013-results-count-once.md): a result's semester is its
 * course's,
 * one result per exam of each attempt, and a repeated course counts with its later attempt only, the earlier
 * kept and marked on the grades page and the transcript. Every figure built on results is checked here.
 */
import { and, desc, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import type { GradeRecord, GradeSummary } from '../../../../contract/student';
import type { TranscriptContent } from '../../../../contract/transcripts';
import type { App } from '../../app';
import { auditLog, enrollments, grades, transcripts } from '../../db/schema';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
let teacherToken: string;
let adminToken: string;
let teacherId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const teacher = await buildFaculty(app);
  teacherId = teacher.id;
  teacherToken = await signIn(app, teacher.email);
  adminToken = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(() => app?.close());

/** A student enrolled in a new course of the teacher's (semester 3, 3 credits), signed in. */
async function studentInCourse(code: string) {
  const course = await buildCourse(app, { code, semester: 3, credits: 3, instructorId: teacherId });
  const student = await buildStudent(app, { name: `Student of ${code}` });
  await buildEnrollment(app, student.id, course.id);
  return { course, student, token: await signIn(app, student.email) };
}

const enter = (payload: object) =>
  injectAs(app, teacherToken, {
    method: 'POST',
    url: '/api/grades',
    payload: { exam_type: 'final', total_marks: 100, ...payload },
  });
const get = (token: string, url: string) => injectAs(app, token, { method: 'GET', url });
const resultsOf = (studentId: string) => app.db.select().from(grades).where(eq(grades.studentId, studentId));
const summaryOf = async (token: string) =>
  (await get(token, '/api/grades/my-grades/summary')).json().data as GradeSummary;
const gradesOf = async (token: string) =>
  (await get(token, '/api/grades/my-grades')).json().data.grades as GradeRecord[];

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: true, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe("a result's semester", () => {
  it("a final result entered under another semester counts in the course's own term: the other semester is refused, naming it, and changes nothing", async () => {
    const { course, student, token } = await studentInCourse('ONCE-101');
    expect(
      (await enter({ course_id: course.id, student_id: student.id, marks_obtained: 20, semester: 3 }))
        .statusCode,
    ).toBe(201);
    // The attack of the issue: finals of 99/100 under six other semesters.
    for (const semester of [1, 2, 4, 5, 6, 7]) {
      const res = await enter({ course_id: course.id, student_id: student.id, marks_obtained: 99, semester });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject([
        { field: 'semester', message: "A course's results are entered in its own semester, semester 3" },
      ]);
    }
    const bulk = await injectAs(app, teacherToken, {
      method: 'POST',
      url: '/api/grades/bulk',
      payload: {
        course_id: course.id,
        semester: 8,
        total_marks: 100,
        entries: [{ student_id: student.id, marks_obtained: 99 }],
      },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors[0].field).toBe('semester');
    const rows = await resultsOf(student.id);
    expect(rows.map((r) => [r.semester, r.marksObtained])).toEqual([[3, 20]]);
    expect(await summaryOf(token)).toMatchObject({ cgpa: 0, totalCourses: 1, totalCredits: 3 });
  });

  it("a final result entered without a semester counts in the course's own term", async () => {
    const { course, student, token } = await studentInCourse('ONCE-102');
    const res = await enter({ course_id: course.id, student_id: student.id, marks_obtained: 80 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.grade).toMatchObject({ semester: 3, attempt: 1, repeated: false });
    expect((await summaryOf(token)).semesterSummary).toEqual([
      { semester: 3, sgpa: 3.7, totalCredits: 3, coursesCompleted: 1 },
    ]);
  });
});

describe('one final result per student, course and attempt', () => {
  it('a second final result for the same attempt replaces the first, audited as a change', async () => {
    const { course, student, token } = await studentInCourse('ONCE-201');
    await enter({ course_id: course.id, student_id: student.id, marks_obtained: 40, semester: 3 });
    const again = await enter({ course_id: course.id, student_id: student.id, marks_obtained: 90 });
    expect(again.statusCode).toBe(201);
    const rows = await resultsOf(student.id);
    expect(rows.map((r) => [r.attempt, r.marksObtained])).toEqual([[1, 90]]);
    expect(await summaryOf(token)).toMatchObject({ cgpa: 4, totalCourses: 1 });
    const [changed] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, rows[0]!.id), eq(auditLog.action, 'grade.changed')));
    expect(changed?.before).toMatchObject({ marks_obtained: 40 });
  });

  it("a repeat attempt is refused (400, naming the attempt) before the previous attempt's final result", async () => {
    const { course, student } = await studentInCourse('ONCE-202');
    const early = await enter({
      course_id: course.id,
      student_id: student.id,
      marks_obtained: 70,
      attempt: 2,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toMatchObject([{ field: 'attempt', message: MESSAGES.attemptNotOpen }]);
    await enter({ course_id: course.id, student_id: student.id, marks_obtained: 30 });
    const skipped = await enter({
      course_id: course.id,
      student_id: student.id,
      marks_obtained: 70,
      attempt: 3,
    });
    expect(skipped.statusCode).toBe(400);
    expect(
      (await enter({ course_id: course.id, student_id: student.id, attempt: 0, marks_obtained: 1 })).json()
        .errors[0].field,
    ).toBe('attempt');
    expect((await resultsOf(student.id)).map((r) => r.attempt)).toEqual([1]);
  });

  it('the database refuses a second result for one exam of an attempt, whatever its semester', async () => {
    const { course, student } = await studentInCourse('ONCE-203');
    await enter({ course_id: course.id, student_id: student.id, marks_obtained: 30 });
    const [row] = await resultsOf(student.id);
    const { id: _id, ...copy } = row!;
    await expect(app.db.insert(grades).values({ ...copy, semester: 5 })).rejects.toThrow();
  });
});

describe('a repeated course', () => {
  /** Failed in attempt 1, passed with 92 in attempt 2; also a second course passed once with 75. */
  async function repeater(code: string) {
    const setup = await studentInCourse(code);
    const { course, student } = setup;
    const other = await buildCourse(app, {
      code: `${code}-B`,
      semester: 4,
      credits: 4,
      instructorId: teacherId,
    });
    await buildEnrollment(app, student.id, other.id);
    await enter({ course_id: course.id, student_id: student.id, marks_obtained: 30 });
    const second = await enter({
      course_id: course.id,
      student_id: student.id,
      marks_obtained: 92,
      attempt: 2,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.grade).toMatchObject({ attempt: 2, repeated: false, semester: 3 });
    await enter({ course_id: other.id, student_id: student.id, marks_obtained: 75 });
    return { ...setup, other };
  }

  it('a repeated course counts once in the CGPA, with the later attempt', async () => {
    const { token, student } = await repeater('ONCE-301');
    // (4.0 * 3 + 3.3 * 4) / 7 = 3.6; the failed attempt's 0.0 is not in it.
    expect(await summaryOf(token)).toEqual({
      cgpa: 3.6,
      totalCredits: 7,
      totalCourses: 2,
      semesterSummary: [
        { semester: 3, sgpa: 4, totalCredits: 3, coursesCompleted: 1 },
        { semester: 4, sgpa: 3.3, totalCredits: 4, coursesCompleted: 1 },
      ],
    });
    expect((await get(token, '/api/students/dashboard')).json().data.cgpa).toBe(3.6);
    const students = (await get(teacherToken, '/api/faculty/students')).json().data.students as {
      _id: string;
      cgpa: number;
    }[];
    expect(students.find((s) => s._id === student.id)?.cgpa).toBe(3.6);
  });

  it('the grades page lists both attempts, the earlier marked as repeated', async () => {
    const { token } = await repeater('ONCE-302');
    const finals = (await gradesOf(token)).filter((g) => g.course_id.code === 'ONCE-302');
    expect(finals.map((g) => [g.attempt, g.letter_grade, g.repeated])).toEqual([
      [1, 'F', true],
      [2, 'A+', false],
    ]);
  });

  it('the transcript lists both attempts, the earlier marked as repeated', async () => {
    const { token, student } = await repeater('ONCE-303');
    const res = await injectAs(app, token, { method: 'POST', url: '/api/students/transcript' });
    expect(res.statusCode).toBe(200);
    const [issued] = await app.db
      .select()
      .from(transcripts)
      .where(eq(transcripts.studentId, student.id))
      .orderBy(desc(transcripts.issuedAt));
    const content = issued!.content as TranscriptContent;
    expect(content.semesters[0]).toEqual({
      semester: 3,
      terms: [expect.any(String)],
      sgpa: 4,
      credits: 3,
      courses: [
        expect.objectContaining({ code: 'ONCE-303', letter_grade: 'F', repeated: true }),
        expect.objectContaining({ code: 'ONCE-303', letter_grade: 'A+', repeated: false }),
      ],
    });
    expect(content).toMatchObject({ cgpa: 3.6, total_credits: 7, total_courses: 2 });
    expect(issued!.cgpa).toBe(3.6);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain(`Student of ONCE-303`);
    expect(text.match(/ONCE-303 Course/g)).toHaveLength(2);
    expect(text.match(/\(Repeated\)/g)).toHaveLength(1);
    expect(text).toContain('Repeated: an earlier attempt at a course, replaced by a later one');
    expect(text).toContain('CGPA 3.60');
  });

  it("the admin reports' grade distribution counts each student once per course", async () => {
    await repeater('ONCE-304');
    const reports = (await get(adminToken, '/api/admin/reports')).json().data as {
      gradeDistribution: { course: string; counts: Record<string, number> }[];
    };
    expect(reports.gradeDistribution.find((d) => d.course === 'ONCE-304')?.counts).toEqual({ 'A+': 1 });
  });

  it('a student enrolled in the course again after its final result starts the next attempt', async () => {
    const { course, student, token } = await studentInCourse('ONCE-305');
    await enter({ course_id: course.id, student_id: student.id, marks_obtained: 35 });
    // The office drops the course and enrolls the student again to repeat it.
    await app.db
      .delete(enrollments)
      .where(and(eq(enrollments.studentId, student.id), eq(enrollments.courseId, course.id)));
    await buildEnrollment(app, student.id, course.id);
    const res = await enter({ course_id: course.id, student_id: student.id, marks_obtained: 81 });
    expect(res.json().data.grade).toMatchObject({ attempt: 2, repeated: false });
    expect(await summaryOf(token)).toMatchObject({ cgpa: 3.7, totalCourses: 1 });
    // Entering it again corrects attempt 2; it does not start a third.
    await enter({ course_id: course.id, student_id: student.id, marks_obtained: 86 });
    expect((await resultsOf(student.id)).map((r) => [r.attempt, r.marksObtained]).sort()).toEqual([
      [1, 35],
      [2, 86],
    ]);
  });
});
