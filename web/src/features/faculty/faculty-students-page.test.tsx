import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFaculty } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall } from '../../test/mock-api';
import { paged } from '../../test/paging';
import { renderApp } from '../../test/render-app';
import { buildFacultyCourse, buildFacultyStudent, takenCourse } from './test/factories';

const teacher = buildFaculty();
const databases = buildFacultyCourse({ code: 'CS-301', name: 'Databases' });
const structures = buildFacultyCourse({ code: 'CS-201', name: 'Data Structures' });
const ayesha = buildFacultyStudent({
  name: 'Ayesha Khan',
  student_id: 'BSCS-2025-001',
  email: 'ayesha@example.edu',
  cgpa: 3.456,
  attendance: 92,
  courses: [takenCourse(databases.code, databases.name, databases._id)],
});
const bilal = buildFacultyStudent({
  name: 'Bilal Ahmed',
  student_id: 'BSCS-2025-002',
  email: 'bilal@example.edu',
  cgpa: 2.9,
  attendance: 70,
  courses: [takenCourse(structures.code, structures.name, structures._id)],
});
const sana = buildFacultyStudent({
  name: 'Sana Tariq',
  student_id: 'BSCS-2025-003',
  email: 'sana@example.edu',
  phone: null,
  cgpa: 3.1,
  attendance: 50,
  courses: [takenCourse(databases.code, databases.name, databases._id)],
});

type FacultyStudent = ReturnType<typeof buildFacultyStudent>;
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** The teacher's students as the server answers: course and search filters, a page, figures over every match. */
function studentsAnswer(all: FacultyStudent[], query: URLSearchParams) {
  const course = query.get('course_id');
  const needle = (query.get('search') ?? '').toLowerCase();
  const matching = all.filter(
    (s) =>
      (!course || s.courses.some((c) => c._id === course)) &&
      [s.name, s.student_id, s.email].some((v) => v.toLowerCase().includes(needle)),
  );
  return ok({
    ...paged('students', matching, query),
    summary: {
      averageCgpa: Math.round(mean(matching.map((s) => s.cgpa ?? 0)) * 100) / 100,
      averageAttendance: Math.round(mean(matching.map((s) => s.attendance ?? 0))),
      activeCourses: new Set(matching.flatMap((s) => s.courses.map((c) => c._id))).size,
    },
  });
}

function serve(students: FacultyStudent[] = [ayesha, bilal, sana]) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    'GET /api/faculty/courses': ok({ courses: [databases, structures] }),
    'GET /api/faculty/students': (call: ApiCall) => studentsAnswer(students, call.query),
    [`GET /api/faculty/students/${ayesha._id}`]: ok({
      student: {
        ...ayesha,
        department: 'Computer Science',
        program: 'BS Computer Science',
        batch: '2024-2028',
      },
      courses: [
        {
          course: takenCourse(databases.code, databases.name, databases._id),
          attendance: {
            course: takenCourse(databases.code, databases.name, databases._id),
            total: 20,
            present: 18,
            absent: 1,
            late: 1,
            excused: 0,
            percentage: 95,
            canMiss: 5,
            needInARow: 0,
          },
          grades: [
            {
              _id: 'g-1',
              course_id: takenCourse(databases.code, databases.name, databases._id),
              semester: 3,
              exam_type: 'midterm',
              marks_obtained: 42,
              total_marks: 50,
              percentage: 84,
              letter_grade: 'A-',
              grade_point: 3.7,
              credits: 3,
              remarks: null,
              createdAt: '2025-03-01T00:00:00.000Z',
              attempt: 1,
              repeated: false,
            },
            {
              _id: 'g-0',
              course_id: takenCourse(databases.code, databases.name, databases._id),
              semester: 3,
              exam_type: 'final',
              marks_obtained: 12,
              total_marks: 50,
              percentage: 24,
              letter_grade: 'F',
              grade_point: 0,
              credits: 3,
              remarks: null,
              createdAt: '2024-07-01T00:00:00.000Z',
              attempt: 1,
              repeated: true,
            },
          ],
        },
      ],
    }),
  });
}

const stat = (label: string) => within(screen.getByRole('group', { name: label }));
const names = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('faculty students', () => {
  it("a student with no results and no classes yet shows dashes and short lines; attendance is named as in the teacher's courses", async () => {
    const newcomer = buildFacultyStudent({
      name: 'Nida Newcomer',
      courses: [takenCourse(databases.code, databases.name, databases._id)],
      cgpa: null,
      attendance: null,
    });
    serve([newcomer]);
    renderApp('/faculty/students', { signedInAs: teacher });
    const card = within(await screen.findByRole('article', { name: 'Nida Newcomer' }, { timeout: 5000 }));
    expect(card.getByText('CGPA').nextElementSibling?.textContent).toBe('—No results yet');
    expect(card.getByText('Attendance in your courses').nextElementSibling?.textContent).toBe(
      '—No classes held yet',
    );
    expect(card.queryByText('0.00')).toBeNull();
    expect(card.queryByText('0%')).toBeNull();
  });

  it('shows each student with initials, ID, courses, contact, CGPA and a coloured attendance, and the stats with average CGPA to 2 decimals', async () => {
    serve();
    renderApp('/faculty/students', { signedInAs: teacher });
    await screen.findByRole('article', { name: 'Ayesha Khan' }, { timeout: 5000 });
    const card = within(screen.getByRole('article', { name: 'Ayesha Khan' }));
    for (const text of ['AK', 'BSCS-2025-001', 'CS-301', 'ayesha@example.edu', '03001234567', '3.46'])
      expect(card.getByText(text)).toBeTruthy();
    expect(card.getByText('92%').getAttribute('data-band')).toBe('green');
    expect(
      within(screen.getByRole('article', { name: 'Bilal Ahmed' }))
        .getByText('70%')
        .getAttribute('data-band'),
    ).toBe('yellow');
    expect(
      within(screen.getByRole('article', { name: 'Sana Tariq' }))
        .getByText('50%')
        .getAttribute('data-band'),
    ).toBe('red');
    expect(stat('Total Students').getByText('3')).toBeTruthy();
    // (3.456 + 2.9 + 3.1) / 3 = 3.152
    expect(stat('Average CGPA').getByText('3.15')).toBeTruthy();
    expect(stat('Average Attendance').getByText('71%')).toBeTruthy();
    expect(stat('Active Courses').getByText('2')).toBeTruthy();
  });

  it('sends the search for a name, student ID or email to the server once typing pauses', async () => {
    const server = serve();
    const app = renderApp('/faculty/students', { signedInAs: teacher });
    await screen.findByRole('article', { name: 'Ayesha Khan' }, { timeout: 5000 });
    const search = screen.getByLabelText('Search');
    await app.user.type(search, 'bilal');
    await waitFor(() => expect(names()).toEqual(['Bilal Ahmed']));
    // One request for the word, not one per key.
    expect(server.callsTo('GET /api/faculty/students').map((c) => c.query.get('search'))).toEqual([
      null,
      'bilal',
    ]);
    expect(stat('Total Students').getByText('1')).toBeTruthy();
    await app.user.clear(search);
    await app.user.type(search, '2025-003');
    await waitFor(() => expect(names()).toEqual(['Sana Tariq']));
    await app.user.clear(search);
    await app.user.type(search, 'AYESHA@');
    await waitFor(() => expect(names()).toEqual(['Ayesha Khan']));
    expect(stat('Average CGPA').getByText('3.46')).toBeTruthy();
    await app.user.type(search, 'nobody');
    expect(await screen.findByText('No students match your search')).toBeTruthy();
    expect(stat('Total Students').getByText('0')).toBeTruthy();
  });

  it('faculty students tiles count every matching student, not only the page', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      buildFacultyStudent({
        cgpa: i < 48 ? 3 : 2,
        attendance: i < 48 ? 90 : 60,
        courses: [
          i < 48
            ? takenCourse(databases.code, databases.name, databases._id)
            : takenCourse(structures.code, structures.name, structures._id),
        ],
      }),
    );
    const server = serve(many);
    renderApp('/faculty/students', { signedInAs: teacher });
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(screen.getAllByRole('article')).toHaveLength(48);
    expect(server.callsTo('GET /api/faculty/students')[0].query.get('page_size')).toBe('48');
    expect(stat('Total Students').getByText('60')).toBeTruthy();
    // (48 × 3 + 12 × 2) / 60 = 2.8; (48 × 90 + 12 × 60) / 60 = 84; the second course is only on page 2.
    expect(stat('Average CGPA').getByText('2.80')).toBeTruthy();
    expect(stat('Average Attendance').getByText('84%')).toBeTruthy();
    expect(stat('Active Courses').getByText('2')).toBeTruthy();
  });

  it('pages through the cards with the pager, and a new course starts again at the first page', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      buildFacultyStudent({
        name: `Student ${String(i + 1).padStart(3, '0')}`,
        courses: [
          i % 2
            ? takenCourse(structures.code, structures.name, structures._id)
            : takenCourse(databases.code, databases.name, databases._id),
        ],
      }),
    );
    const server = serve(many);
    const app = renderApp('/faculty/students', { signedInAs: teacher });
    await screen.findByRole('article', { name: 'Student 001' }, { timeout: 5000 });
    const pages = screen.getByRole('navigation', { name: 'Pages of students' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();

    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Student 049' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(server.callsTo('GET /api/faculty/students').at(-1)!.query.toString()).toBe('page=2&page_size=48');
    // The tiles still describe every student, not the 12 cards.
    expect(stat('Total Students').getByText('60')).toBeTruthy();

    await app.user.selectOptions(screen.getByLabelText('Course'), databases._id);
    await waitFor(() =>
      expect(server.callsTo('GET /api/faculty/students').at(-1)!.query.toString()).toBe(
        `course_id=${databases._id}&page_size=48`,
      ),
    );
    expect(await screen.findByRole('article', { name: 'Student 001' })).toBeTruthy();
    // The course's 30 students fit on one page.
    expect(screen.queryByRole('navigation', { name: 'Pages of students' })).toBeNull();
  });

  it('the pager is hidden when every student fits on one page', async () => {
    serve();
    renderApp('/faculty/students', { signedInAs: teacher });
    await screen.findByRole('article', { name: 'Ayesha Khan' }, { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: 'Pages of students' })).toBeNull();
  });

  it('the course selector is preset from ?course= and asks the server for that course only', async () => {
    const server = serve();
    const app = renderApp(`/faculty/students?course=${databases._id}`, { signedInAs: teacher });
    await screen.findByRole('article', { name: 'Sana Tariq' }, { timeout: 5000 });
    expect(names()).toEqual(['Ayesha Khan', 'Sana Tariq']);
    expect(server.callsTo('GET /api/faculty/students').at(-1)!.query.get('course_id')).toBe(databases._id);
    await app.user.selectOptions(screen.getByLabelText('Course'), '');
    expect(await screen.findByRole('article', { name: 'Bilal Ahmed' })).toBeTruthy();
  });

  it("View Profile opens the student's profile with this teacher's courses: attendance and grades", async () => {
    serve();
    const app = renderApp('/faculty/students', { signedInAs: teacher });
    await screen.findByRole('article', { name: 'Ayesha Khan' }, { timeout: 5000 });
    await app.user.click(screen.getByRole('button', { name: 'View Profile: Ayesha Khan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ayesha Khan' });
    expect(await within(dialog).findByText('BS Computer Science')).toBeTruthy();
    expect(within(dialog).getByText('CS-301 - Databases')).toBeTruthy();
    expect(within(dialog).getByText('95%')).toBeTruthy();
    expect(within(dialog).getByText('May miss 5 more classes and stay at 75%')).toBeTruthy();
    expect(within(dialog).getByText('42/50 (84%)')).toBeTruthy();
    expect(within(dialog).getByText('A-')).toBeTruthy();
    // A final replaced by a later attempt is marked repeated.
    expect(within(within(dialog).getByText('12/50 (24%)').closest('li')!).getByText('Repeated')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Failed to load students' when the list cannot be loaded", async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: teacher }),
      'GET /api/faculty/courses': ok({ courses: [] }),
      'GET /api/faculty/students': fail(500),
    });
    renderApp('/faculty/students', { signedInAs: teacher });
    expect(await screen.findByText('Failed to load students', {}, { timeout: 5000 })).toBeTruthy();
  });
});
