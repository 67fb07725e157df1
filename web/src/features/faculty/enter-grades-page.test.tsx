import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildFaculty } from '../../test/factories';
import { expectFeedbackBeside } from '../../test/feedback';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildFacultyCourse, buildRosterStudent, courseRef } from './test/factories';

const teacher = buildFaculty();
const databases = buildFacultyCourse({ code: 'CS-301', name: 'Databases', semester: 5 });
const ayesha = buildRosterStudent({ name: 'Ayesha Khan' });
const bilal = buildRosterStudent({ name: 'Bilal Ahmed' });
const sana = buildRosterStudent({ name: 'Sana Tariq' });

const savedGrade = {
  _id: 'g-1',
  course_id: courseRef(databases.code, databases.name, databases._id),
  semester: 5,
  exam_type: 'final' as const,
  marks_obtained: 40,
  total_marks: 50,
  percentage: 80,
  letter_grade: 'A-',
  grade_point: 3.7,
  credits: 3,
  remarks: 'Steady',
  createdAt: '2025-03-01T00:00:00.000Z',
  attempt: 1,
  repeated: false,
  student: { _id: bilal._id, name: bilal.name, student_id: bilal.student_id },
};

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    'GET /api/faculty/courses': ok({ courses: [databases] }),
    [`GET /api/attendance/course/${databases._id}/students`]: ok({ students: [ayesha, bilal, sana] }),
    [`GET /api/grades/course/${databases._id}`]: ok({ grades: [] }),
    'POST /api/grades/bulk': (call: ApiCall) => {
      const n = (call.body as { entries: unknown[] }).entries.length;
      return ok({ entered: n, grades: [] }, `Grades entered successfully for ${n} students!`);
    },
    ...handlers,
  });
}

const marksOf = (name: string) => screen.getByLabelText(`Marks of ${name}`) as HTMLInputElement;
const openPage = async () => {
  const app = renderApp(`/faculty/enter-grades?course=${databases._id}`, { signedInAs: teacher });
  await screen.findByLabelText('Marks of Ayesha Khan', {}, { timeout: 5000 });
  return app;
};

describe('enter final grades', () => {
  it("presets the course from ?course=, shows the course's own semester read-only, exam type final, and prefills saved marks and their total", async () => {
    const server = serve({ [`GET /api/grades/course/${databases._id}`]: ok({ grades: [savedGrade] }) });
    await openPage();
    expect((screen.getByLabelText('Course') as HTMLSelectElement).value).toBe(databases._id);
    const semester = screen.getByLabelText('Semester') as HTMLInputElement;
    expect([semester.value, semester.readOnly]).toEqual(['Semester 5', true]);
    expect(screen.getByText("Results are entered in the course's own semester.")).toBeTruthy();
    expect((screen.getByLabelText('Exam Type') as HTMLSelectElement).value).toBe('final');
    expect(await screen.findByDisplayValue('Steady')).toBeTruthy();
    expect(marksOf('Bilal Ahmed').value).toBe('40');
    expect((screen.getByLabelText('Total Marks') as HTMLInputElement).value).toBe('50');
    expect(marksOf('Ayesha Khan').step).toBe('0.01');
    const call = server.callsTo(`GET /api/grades/course/${databases._id}`).at(-1)!;
    // Every semester's results: one entered under another semester before is still the one to correct.
    expect([call.query.get('semester'), call.query.get('exam_type')]).toEqual([null, 'final']);
    expect(screen.getByRole('region', { name: 'Grading Scale' })).toBeTruthy();
  });

  it('previews the letter grade while marks are typed', async () => {
    serve();
    const app = await openPage();
    await app.user.type(marksOf('Ayesha Khan'), '88.5');
    expect(screen.getByLabelText('Grade A, 88.5%')).toBeTruthy();
    await app.user.clear(screen.getByLabelText('Total Marks'));
    await app.user.type(screen.getByLabelText('Total Marks'), '200');
    expect(screen.getByLabelText('Grade F, 44.25%')).toBeTruthy();
  });

  it("says 'Please select course, semester, and enter total marks' and 'Please enter marks for at least one student', and refuses marks above the total", async () => {
    const server = serve();
    const app = await openPage();
    await app.user.clear(screen.getByLabelText('Total Marks'));
    await app.user.click(screen.getByRole('button', { name: 'Submit Grades' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please select course, semester, and enter total marks',
    );
    await app.user.type(screen.getByLabelText('Total Marks'), '100');
    await app.user.click(screen.getByRole('button', { name: 'Submit Grades' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter marks for at least one student',
    );
    await app.user.type(marksOf('Sana Tariq'), '101');
    await app.user.click(screen.getByRole('button', { name: 'Submit Grades' }));
    expect(await screen.findByText('Marks cannot be more than the total marks')).toBeTruthy();
    expect(server.callsTo('POST /api/grades/bulk')).toHaveLength(0);
  });

  it("shows 'Please enter marks for at least one student' and the success beside Submit Grades, and the error goes once marks are typed", async () => {
    serve();
    const app = await openPage();
    const submit = screen.getByRole('button', { name: 'Submit Grades' });
    await app.user.click(submit);
    expectFeedbackBeside(submit, 'Please enter marks for at least one student');
    await app.user.type(marksOf('Ayesha Khan'), '70');
    expect(screen.queryByText('Please enter marks for at least one student')).toBeNull();
    await app.user.click(submit);
    await screen.findByText('Grades entered successfully for 1 students!');
    expectFeedbackBeside(submit, 'Grades entered successfully for 1 students!');
  });

  it("sends every entered row in one request and shows 'Grades entered successfully for {n} students!'", async () => {
    const server = serve();
    const app = await openPage();
    await app.user.type(marksOf('Ayesha Khan'), '88.5');
    await app.user.type(marksOf('Sana Tariq'), '40');
    await app.user.type(screen.getByLabelText('Remarks for Sana Tariq'), 'Resit advised');
    await app.user.click(screen.getByRole('button', { name: 'Submit Grades' }));
    expect(await screen.findByText('Grades entered successfully for 2 students!')).toBeTruthy();
    expect(server.callsTo('POST /api/grades/bulk').map((c) => c.body)).toEqual([
      {
        course_id: databases._id,
        semester: 5,
        exam_type: 'final',
        total_marks: 100,
        entries: [
          { student_id: ayesha._id, marks_obtained: 88.5 },
          { student_id: sana._id, marks_obtained: 40, remarks: 'Resit advised' },
        ],
      },
    ]);
  });

  it('a student with a final result may be entered as repeating the course: the marks start a new attempt', async () => {
    const server = serve({
      [`GET /api/grades/course/${databases._id}`]: ok({
        grades: [{ ...savedGrade, marks_obtained: 10, letter_grade: 'F', grade_point: 0, remarks: null }],
      }),
    });
    const app = await openPage();
    expect(await screen.findByDisplayValue('10')).toBeTruthy();
    // Only a student with a final result can repeat.
    expect(
      screen.queryByLabelText(`${ayesha.name} is repeating the course: these marks are a new attempt`),
    ).toBeNull();
    const repeat = screen.getByLabelText(
      `${bilal.name} is repeating the course: these marks are a new attempt`,
    );
    await app.user.click(repeat);
    expect(marksOf('Bilal Ahmed').value).toBe('');
    await app.user.type(marksOf('Bilal Ahmed'), '42');
    await app.user.click(screen.getByRole('button', { name: 'Submit Grades' }));
    expect(await screen.findByText('Grades entered successfully for 1 students!')).toBeTruthy();
    expect(server.callsTo('POST /api/grades/bulk').map((c) => c.body)).toEqual([
      {
        course_id: databases._id,
        semester: 5,
        exam_type: 'final',
        total_marks: 50,
        entries: [{ student_id: bilal._id, marks_obtained: 42, attempt: 2 }],
      },
    ]);
  });

  it("shows 'Failed to enter grades for {n} students' with the server's row errors next to the rows", async () => {
    serve({
      'POST /api/grades/bulk': fail(400, 'One or more students are not enrolled in this course', [
        { field: 'entries.1.student_id', message: 'One or more students are not enrolled in this course' },
      ]),
    });
    const app = await openPage();
    await app.user.type(marksOf('Ayesha Khan'), '70');
    await app.user.type(marksOf('Bilal Ahmed'), '60');
    await app.user.click(screen.getByRole('button', { name: 'Submit Grades' }));
    const alert = await screen.findByText('Failed to enter grades for 2 students');
    expect(alert).toBeTruthy();
    expect(marksOf('Bilal Ahmed').getAttribute('aria-invalid')).toBe('true');
    expect(marksOf('Ayesha Khan').getAttribute('aria-invalid')).toBeNull();
    const row = marksOf('Bilal Ahmed').closest('li')!;
    expect(
      within(row as HTMLElement).getByText('One or more students are not enrolled in this course'),
    ).toBeTruthy();
  });
});

describe('an admin enters grades for any course', () => {
  const admin = buildAdmin();
  const othersCourse = buildFacultyCourse({
    code: 'ENG-210',
    name: 'Poetry',
    semester: 3,
    instructor_id: { _id: 'someone-else', name: 'Ms. Farah Naz' },
  });
  const serveAdmin = () =>
    serve({
      'GET /api/auth/me': ok({ user: admin }),
      // The server gives an admin every course (not only its own, of which it has none).
      'GET /api/faculty/courses': ok({ courses: [databases, othersCourse] }),
      [`GET /api/attendance/course/${othersCourse._id}/students`]: ok({ students: [sana] }),
      [`GET /api/grades/course/${othersCourse._id}`]: ok({ grades: [] }),
    });

  it("opens in the admin's area with every course to choose from, and sends the course's results", async () => {
    const server = serveAdmin();
    const app = renderApp(`/admin/enter-grades?course=${othersCourse._id}`, { signedInAs: admin });
    await screen.findByLabelText('Marks of Sana Tariq', {}, { timeout: 5000 });
    expect(screen.getByText('Administration')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Enter Final Grades' })).toBeTruthy();
    const course = screen.getByLabelText('Course') as HTMLSelectElement;
    expect(Array.from(course.options).map((o) => o.text)).toEqual([
      'Choose…',
      'CS-301 - Databases',
      'ENG-210 - Poetry',
    ]);
    expect(course.value).toBe(othersCourse._id);
    await app.user.type(marksOf('Sana Tariq'), '61');
    await app.user.click(screen.getByRole('button', { name: 'Submit Grades' }));
    await screen.findByText('Grades entered successfully for 1 students!');
    expect(server.callsTo('POST /api/grades/bulk').map((c) => c.body)).toMatchObject([
      { course_id: othersCourse._id, semester: 3, entries: [{ student_id: sana._id, marks_obtained: 61 }] },
    ]);
  });

  it("the admin's course page leads to Enter Grades for that course", async () => {
    serveAdmin();
    mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      [`GET /api/courses/${othersCourse._id}`]: ok({ course: othersCourse }),
      [`GET /api/courses/${othersCourse._id}/materials`]: ok({ materials: [] }),
      [`GET /api/courses/${othersCourse._id}/announcements`]: ok({ announcements: [] }),
    });
    renderApp(`/admin/courses/${othersCourse._id}`, { signedInAs: admin });
    const link = await screen.findByRole('link', { name: 'Enter Final Grades' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/admin/enter-grades?course=${othersCourse._id}`);
  });
});
