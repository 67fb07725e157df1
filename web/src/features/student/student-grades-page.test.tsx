import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStudent } from '../../test/factories';
import { fail, file, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildGrade, buildStudentCourse, courseRef } from './test/factories';

const student = buildStudent();
const grades = [
  buildGrade({
    course_id: courseRef('IT-101', 'Programming'),
    semester: 1,
    letter_grade: 'A+',
    percentage: 92,
    grade_point: 4,
  }),
  buildGrade({
    course_id: courseRef('IT-102', 'Discrete Maths'),
    semester: 1,
    letter_grade: 'B-',
    percentage: 66,
    grade_point: 2.7,
  }),
  buildGrade({
    course_id: courseRef('IT-201', 'Data Structures'),
    semester: 2,
    letter_grade: 'C+',
    percentage: 61,
    grade_point: 2.3,
  }),
  buildGrade({
    course_id: courseRef('IT-202', 'Statistics'),
    semester: 2,
    letter_grade: 'D',
    percentage: 46,
    grade_point: 1,
  }),
  buildGrade({
    course_id: courseRef('IT-203', 'Economics'),
    semester: 2,
    letter_grade: 'F',
    percentage: 30,
    grade_point: 0,
  }),
];
const summary = {
  cgpa: 2.0,
  totalCredits: 15,
  totalCourses: 5,
  semesterSummary: [
    { semester: 1, sgpa: 3.35, totalCredits: 6, coursesCompleted: 2 },
    { semester: 2, sgpa: 1.1, totalCredits: 9, coursesCompleted: 3 },
  ],
};

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/grades/my-grades/summary': ok(summary),
    'GET /api/grades/my-grades': (call: ApiCall) => {
      const semester = call.query.get('semester');
      return ok({ grades: semester ? grades.filter((g) => g.semester === Number(semester)) : grades });
    },
    // The student's courses of every term: semesters 1 and 2 completed, 3 this term's.
    'GET /api/students/courses': ok({
      courses: [1, 2, 3].map((semester) => buildStudentCourse({ semester, completed: semester < 3 })),
    }),
    ...handlers,
  });
}

const row = (code: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(code) }).closest('tr')!);
const details = () => within(screen.getByRole('region', { name: 'Grade Details' }));

describe('student grades', () => {
  it('shows CGPA to 2 decimals, total credits and courses, and the SGPA of each semester', async () => {
    serve();
    renderApp('/student/grades', { signedInAs: student });
    const cgpa = await screen.findByRole('group', { name: 'CGPA' }, { timeout: 5000 });
    expect(within(cgpa).getByText('2.00')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Credits with final results' })).getByText('15'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Courses with final results' })).getByText('5'),
    ).toBeTruthy();
    const bySemester = within(screen.getByRole('region', { name: 'Semester-wise Performance' }));
    expect(bySemester.getByText('SGPA 3.35')).toBeTruthy();
    expect(bySemester.getByText('SGPA 1.10')).toBeTruthy();
  });

  it('before any result, CGPA is a dash with "No results yet", not 0.00', async () => {
    serve({
      'GET /api/grades/my-grades/summary': ok({
        cgpa: null,
        totalCredits: 0,
        totalCourses: 0,
        semesterSummary: [],
      }),
      'GET /api/grades/my-grades': ok({ grades: [] }),
    });
    renderApp('/student/grades', { signedInAs: student });
    const cgpa = within(await screen.findByRole('group', { name: 'CGPA' }, { timeout: 5000 }));
    expect(cgpa.getByText('—')).toBeTruthy();
    expect(cgpa.getByText('No results yet')).toBeTruthy();
    expect(cgpa.queryByText('0.00')).toBeNull();
  });

  it('colours letter grades: A group green, B blue, C yellow, D orange, F red', async () => {
    serve();
    renderApp('/student/grades', { signedInAs: student });
    await screen.findByRole('rowheader', { name: /IT-101/ }, { timeout: 5000 });
    const colour = (code: string, letter: string) => row(code).getByText(letter).getAttribute('data-colour');
    expect(colour('IT-101', 'A+')).toBe('green');
    expect(colour('IT-102', 'B-')).toBe('blue');
    expect(colour('IT-201', 'C+')).toBe('yellow');
    expect(colour('IT-202', 'D')).toBe('orange');
    expect(colour('IT-203', 'F')).toBe('red');
    expect(row('IT-101').getByText('92.00%')).toBeTruthy();
  });

  it('marks the earlier attempt of a repeated course as repeated, and says it counts in no GPA', async () => {
    const failed = buildGrade({
      course_id: courseRef('IT-301', 'Operating Systems'),
      semester: 3,
      letter_grade: 'F',
      percentage: 30,
      grade_point: 0,
      repeated: true,
    });
    const passed = buildGrade({
      course_id: courseRef('IT-301', 'Operating Systems'),
      semester: 3,
      letter_grade: 'B',
      percentage: 72,
      grade_point: 3,
      attempt: 2,
    });
    serve({ 'GET /api/grades/my-grades': ok({ grades: [failed, passed] }) });
    renderApp('/student/grades', { signedInAs: student });
    await screen.findAllByRole('rowheader', { name: /IT-301/ }, { timeout: 5000 });
    const [first, second] = screen
      .getAllByRole('rowheader', { name: /IT-301/ })
      .map((header) => within(header.closest('tr')!));
    expect(first!.getByText('Repeated')).toBeTruthy();
    expect(second!.queryByText('Repeated')).toBeNull();
    expect(second!.getByText('Attempt 2')).toBeTruthy();
    expect(
      details().getByText(/^Repeated: an earlier attempt at a course, replaced by a later one\./),
    ).toBeTruthy();
  });

  it('the semester filter shows one semester’s results', async () => {
    const server = serve();
    const app = renderApp('/student/grades', { signedInAs: student });
    await screen.findByRole('rowheader', { name: /IT-101/ }, { timeout: 5000 });
    await app.user.click(details().getByRole('button', { name: 'Semester 2' }));
    expect(await screen.findByRole('rowheader', { name: /IT-201/ })).toBeTruthy();
    await screen.findByRole('button', { name: 'Semester 2', pressed: true });
    expect(screen.queryByRole('rowheader', { name: /IT-101/ })).toBeNull();
    expect(server.callsTo('GET /api/grades/my-grades').at(-1)!.query.get('semester')).toBe('2');
    await app.user.click(details().getByRole('button', { name: 'Semester 3' }));
    expect(await screen.findByText('No grades available yet')).toBeTruthy();
  });

  it('offers only the semesters the student has results or courses in, not 1 to 8', async () => {
    serve();
    renderApp('/student/grades', { signedInAs: student });
    await screen.findByRole('rowheader', { name: /IT-101/ }, { timeout: 5000 });
    const filter = within(details().getByRole('group', { name: 'Semester' }));
    // Results of semesters 1 and 2, and this term's course of semester 3 with none yet.
    await waitFor(() =>
      expect(filter.getAllByRole('button').map((b) => b.textContent)).toEqual(['All', '1', '2', '3']),
    );
  });

  it("a midterm's row shows its marks but no grade points or credits, and says only finals count", async () => {
    const midterm = buildGrade({
      course_id: courseRef('IT-301', 'Databases'),
      semester: 3,
      exam_type: 'midterm',
      letter_grade: 'B',
      percentage: 72,
      grade_point: 3,
    });
    serve({ 'GET /api/grades/my-grades': ok({ grades: [grades[0], midterm] }) });
    renderApp('/student/grades', { signedInAs: student });
    await screen.findByRole('rowheader', { name: /IT-301/ }, { timeout: 5000 });
    const mid = row('IT-301');
    expect(mid.getByText('Midterm')).toBeTruthy();
    expect(mid.getByText('Not a final result: no grade points')).toBeTruthy();
    expect(mid.queryByText('3.0')).toBeNull();
    expect(row('IT-101').getByText('4.0')).toBeTruthy();
    expect(screen.getByText(/only final results have grade points/)).toBeTruthy();
  });

  it('shows the grading scale of the specification', async () => {
    serve();
    renderApp('/student/grades', { signedInAs: student });
    const scale = within(await screen.findByRole('region', { name: 'Grading Scale' }, { timeout: 5000 }));
    expect(scale.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'A+',
      'A',
      'A-',
      'B+',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D',
      'F',
    ]);
    expect(scale.getByText('Below 45%')).toBeTruthy();
    expect(scale.getByText('A: 4.0 (90 to 100%)')).toBeTruthy();
  });

  it("shows 'No grades available yet' and 'Failed to load grades'", async () => {
    serve({
      'GET /api/grades/my-grades': ok({ grades: [] }),
      'GET /api/grades/my-grades/summary': fail(500),
    });
    renderApp('/student/grades', { signedInAs: student });
    expect(await screen.findByText('No grades available yet', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Failed to load grades')).toBeTruthy();
  });
});

/** Saving a file clicks a temporary link: the names it was saved under. */
function savedFiles() {
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:transcript'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('Download Transcript', () => {
  it('issues the transcript with the session token and saves the PDF under the name the server gives', async () => {
    const server = serve({
      'POST /api/students/transcript': file('%PDF-1.7', {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="transcript-BSIT-2025-001.pdf"',
      }),
    });
    const names = savedFiles();
    const app = renderApp('/student/grades', { signedInAs: student });
    await app.user.click(
      await screen.findByRole('button', { name: 'Download Transcript' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(names).toEqual(['transcript-BSIT-2025-001.pdf']));
    const [call] = server.callsTo('POST /api/students/transcript');
    expect(call.headers.get('authorization')).toBe('Bearer test-token');
  });

  it("shows the server's reason when no transcript can be issued", async () => {
    serve({
      'POST /api/students/transcript': fail(409, 'There are no final results to put on a transcript yet.'),
    });
    const names = savedFiles();
    const app = renderApp('/student/grades', { signedInAs: student });
    await app.user.click(
      await screen.findByRole('button', { name: 'Download Transcript' }, { timeout: 5000 }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There are no final results to put on a transcript yet.',
    );
    expect(names).toEqual([]);
  });

  it('is not offered before there is any final result', async () => {
    serve({
      'GET /api/grades/my-grades/summary': ok({
        cgpa: 0,
        totalCredits: 0,
        totalCourses: 0,
        semesterSummary: [],
      }),
    });
    renderApp('/student/grades', { signedInAs: student });
    await screen.findByRole('group', { name: 'CGPA' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Download Transcript' })).toBeNull();
  });
});
