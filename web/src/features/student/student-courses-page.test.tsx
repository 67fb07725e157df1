import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildStudentCourse, buildTerm, twoTerms } from './test/factories';

const student = buildStudent();
const databases = buildStudentCourse({
  code: 'IT-301',
  name: 'Databases',
  semester: 3,
  credits: 4,
  assignments: 2,
});
const webDev = buildStudentCourse({
  code: 'IT-205',
  name: 'Web Development',
  semester: 2,
  is_virtual: true,
  assignments: 1,
});
const english = buildStudentCourse({ code: 'ENG-101', name: 'English I', semester: 1, credits: 2 });
const all = [databases, webDev, english];

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/students/courses': (call: ApiCall) => {
      const semester = call.query.get('semester');
      return ok({ courses: semester ? all.filter((c) => c.semester === Number(semester)) : all });
    },
    ...handlers,
  });
}

const tile = (label: string) => within(screen.getByRole('group', { name: label }));
const firstLoad = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

describe('student courses', () => {
  it('lists the enrolled courses with summary tiles; virtual courses link to the classroom, others to the course page', async () => {
    serve();
    renderApp('/student/courses', { signedInAs: student });
    await firstLoad('Databases');
    expect(tile('Courses this term').getByText('3')).toBeTruthy();
    expect(tile('Pending Assignments').getByText('3')).toBeTruthy();
    expect(tile('Virtual Classes').getByText('1')).toBeTruthy();
    expect(tile('Credits this term').getByText('9')).toBeTruthy();
    const db = within(screen.getByRole('article', { name: 'Databases' }));
    expect(db.getByText('Monday, Wednesday · 09:00 - 10:30')).toBeTruthy();
    expect(db.getByText('Dr. Imran Ali')).toBeTruthy();
    expect(db.getByText('2 pending assignments')).toBeTruthy();
    expect(db.getByRole('link', { name: 'View Course: Databases' }).getAttribute('href')).toBe(
      `/student/courses/${databases._id}`,
    );
    const web = within(screen.getByRole('article', { name: 'Web Development' }));
    expect(web.getByText('Virtual')).toBeTruthy();
    expect(web.getByRole('link', { name: 'Enter Classroom: Web Development' }).getAttribute('href')).toBe(
      `/classroom/${webDev._id}`,
    );
  });

  it('past semesters: filtering semester 1 shows an earlier course, marked completed with its final grade', async () => {
    const earlier = buildStudentCourse({
      code: 'IT-101',
      name: 'Programming Fundamentals',
      semester: 1,
      is_virtual: true,
      completed: true,
      final_grade: 'B+',
    });
    serve({
      'GET /api/students/courses': (call: ApiCall) =>
        ok({ courses: call.query.get('semester') === '1' ? [earlier] : [...all, earlier] }),
    });
    renderApp('/student/courses?semester=1', { signedInAs: student });
    await firstLoad('Programming Fundamentals');
    expect(screen.queryByText('No courses found')).toBeNull();
    const card = within(screen.getByRole('article', { name: 'Programming Fundamentals' }));
    expect(card.getByText('Completed')).toBeTruthy();
    expect(card.getByText('Final grade').nextElementSibling?.textContent).toBe('B+');
    expect(card.queryByText(/pending assignment/)).toBeNull();
    // No class to enter any more: the card leads to the course's page and its results.
    expect(
      card.getByRole('link', { name: 'View Course: Programming Fundamentals' }).getAttribute('href'),
    ).toBe(`/student/courses/${earlier._id}`);
  });

  it("the semester buttons All and the student's own semesters ask the server for one semester and show which is chosen", async () => {
    const server = serve();
    const app = renderApp('/student/courses', { signedInAs: student });
    await firstLoad('Databases');
    const filter = within(screen.getByRole('group', { name: 'Semester' }));
    // A student with courses of semesters 1 to 3 is not offered 4 to 8.
    await waitFor(() =>
      expect(filter.getAllByRole('button').map((b) => b.textContent)).toEqual(['All', '1', '2', '3']),
    );
    expect(filter.getByRole('button', { name: 'All semesters' }).getAttribute('aria-pressed')).toBe('true');
    await app.user.click(filter.getByRole('button', { name: 'Semester 2' }));
    expect(await screen.findByRole('article', { name: 'Web Development' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Databases' })).toBeNull();
    expect(filter.getByRole('button', { name: 'Semester 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(filter.getByRole('button', { name: 'All semesters' }).getAttribute('aria-pressed')).toBe('false');
    expect(server.callsTo('GET /api/students/courses').at(-1)!.query.get('semester')).toBe('2');
    await waitFor(() => expect(app.currentLocation().search).toBe('?semester=2'));
    expect(tile('Courses this term').getByText('1')).toBeTruthy();

    await app.user.click(filter.getByRole('button', { name: 'All semesters' }));
    expect(await screen.findByRole('article', { name: 'Databases' })).toBeTruthy();
  });

  it('a semester named by a shared link stays on screen to be unchosen, even one the student has nothing in', async () => {
    serve();
    renderApp('/student/courses?semester=5', { signedInAs: student });
    expect(await firstLoad('No courses found')).toBeTruthy();
    const filter = within(screen.getByRole('group', { name: 'Semester' }));
    await waitFor(() =>
      expect(filter.getAllByRole('button').map((b) => b.textContent)).toEqual(['All', '1', '2', '3', '5']),
    );
    expect(filter.getByRole('button', { name: 'Semester 5' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("opens on this term's courses, its tiles naming the term, with earlier terms' courses folded under each term's name, newest first", async () => {
    const { spring, fall, calendar } = twoTerms();
    const autumn = buildTerm({
      name: 'Fall 2025',
      status: 'closed',
      starts_on: '2025-09-01',
      ends_on: '2026-01-31',
    });
    const thisTerm = [{ ...databases, term: { _id: fall._id, name: fall.name } }];
    const springCourse = buildStudentCourse({
      code: 'IT-201',
      name: 'Data Structures',
      semester: 2,
      completed: true,
      final_grade: 'A',
      term: { _id: spring._id, name: spring.name },
    });
    const autumnCourses = ['IT-101', 'IT-102'].map((code) =>
      buildStudentCourse({
        code,
        name: `Basics ${code}`,
        semester: 1,
        completed: true,
        final_grade: 'B',
        term: { _id: autumn._id, name: autumn.name },
      }),
    );
    serve({
      'GET /api/terms': ok({ ...calendar, terms: [autumn, ...calendar.terms] }),
      'GET /api/students/courses': (call: ApiCall) =>
        ok({
          courses:
            call.query.get('term') === 'all' ? [...autumnCourses, springCourse, ...thisTerm] : thisTerm,
        }),
    });
    renderApp('/student/courses', { signedInAs: student });
    await firstLoad('Databases');
    expect(tile('Courses in Fall 2026').getByText('1')).toBeTruthy();
    const earlier = within(await screen.findByRole('region', { name: 'Earlier terms' }));
    const folds = earlier.getAllByRole('group');
    expect(folds.map((f) => f.querySelector('summary')?.textContent)).toEqual([
      'Spring 20261 course',
      'Fall 20252 courses',
    ]);
    // Folded: this term's course leads the page, the earlier ones wait behind their term's name.
    expect(folds.every((f) => !(f as HTMLDetailsElement).open)).toBe(true);
    expect(within(folds[1]).getByRole('article', { name: 'Basics IT-101', hidden: true })).toBeTruthy();
    expect(
      screen
        .getAllByRole('article')
        .filter((a) => !a.closest('details'))
        .map((a) => a.querySelector('h2')?.textContent),
    ).toEqual(['Databases']);
  });

  it("shows 'Failed to load courses' and Try Again loads them again", async () => {
    let calls = 0;
    serve({
      'GET /api/students/courses': (call: ApiCall) =>
        call.query.get('term') === 'all' || ++calls > 1 ? ok({ courses: all }) : fail(500),
    });
    const app = renderApp('/student/courses', { signedInAs: student });
    expect(await firstLoad('Failed to load courses')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Databases')).toBeTruthy();
  });
});

describe('student course page', () => {
  it("shows the course's details, the student's assignments with their status, attendance with its outlook and grades", async () => {
    serve({
      [`GET /api/students/courses/${databases._id}`]: ok({
        course: databases,
        assignments: [
          {
            _id: 'a-1',
            title: 'ER Diagram',
            description: '',
            type: 'project',
            total_marks: 50,
            due_date: '2025-03-01T10:00:00.000Z',
            course_id: { _id: databases._id, code: 'IT-301', name: 'Databases' },
            isOverdue: true,
            displayStatus: 'overdue',
            submission: null,
          },
        ],
        attendance: {
          course: { _id: databases._id, code: 'IT-301', name: 'Databases' },
          total: 10,
          present: 6,
          absent: 4,
          late: 0,
          excused: 0,
          percentage: 60,
          canMiss: 0,
          needInARow: 6,
        },
        grades: [],
      }),
    });
    renderApp(`/student/courses/${databases._id}`, { signedInAs: student });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Databases' }, { timeout: 5000 }),
    ).toBeTruthy();
    const info = within(screen.getByRole('region', { name: 'Course Information' }));
    expect(info.getByText('IT-301')).toBeTruthy();
    expect(info.getByText('4')).toBeTruthy();
    expect(info.getByText('Dr. Imran Ali')).toBeTruthy();
    expect(info.getByText('Monday, Wednesday · 09:00 - 10:30')).toBeTruthy();
    const assignments = within(screen.getByRole('region', { name: 'Assignments' }));
    expect(assignments.getByText('ER Diagram')).toBeTruthy();
    expect(assignments.getByText('Overdue')).toBeTruthy();
    expect(screen.getByText('Attend the next 6 classes to reach 75%')).toBeTruthy();
    expect(screen.getByText('No grades in this course yet')).toBeTruthy();
  });

  it("shows the course's class announcements the server gives the student, naming the section of one", async () => {
    const announcement = (id: string, title: string, section: string | null) => ({
      _id: id,
      course: { _id: databases._id, code: 'IT-301', name: 'Databases' },
      section,
      title,
      content: `${title}: details.`,
      author: { _id: 't-1', name: 'Dr. Imran Ali' },
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    });
    serve({
      [`GET /api/students/courses/${databases._id}`]: ok({
        course: databases,
        assignments: [],
        attendance: {
          course: { _id: databases._id, code: 'IT-301', name: 'Databases' },
          total: 0,
          present: 0,
          absent: 0,
          late: 0,
          excused: 0,
          percentage: 0,
          canMiss: 0,
          needInARow: 0,
        },
        grades: [],
      }),
      [`GET /api/courses/${databases._id}/announcements`]: ok({
        announcements: [announcement('c-2', 'Lab moved', 'A'), announcement('c-1', 'Quiz on Monday', null)],
      }),
    });
    renderApp(`/student/courses/${databases._id}`, { signedInAs: student });
    const region = within(
      await screen.findByRole('region', { name: 'Class announcements' }, { timeout: 5000 }),
    );
    expect(await region.findByText('Lab moved')).toBeTruthy();
    expect(region.getByText('Section A')).toBeTruthy();
    expect(region.getByText('Whole class')).toBeTruthy();
    expect(region.getByText('Quiz on Monday: details.')).toBeTruthy();
    expect(region.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });
});

describe('the term picker on My Courses', () => {
  const term = (id: string, name: string, started = true) => ({
    _id: id,
    name,
    season: name.split(' ')[0],
    year: Number(name.split(' ')[1]),
    starts_on: '2026-09-01',
    ends_on: '2027-01-31',
    status: 'current',
    started_at: started ? '2026-09-01T04:00:00.000Z' : null,
    closed_at: null,
  });
  const fall = term('term-fall', 'Fall 2026');
  const spring = term('term-spring', 'Spring 2026');
  const lastYear = buildStudentCourse({
    code: 'IT-205',
    name: 'Web Development',
    term: { _id: 'term-spring', name: 'Spring 2026' },
  });
  const now = buildStudentCourse({
    code: 'IT-301',
    name: 'Databases',
    term: { _id: 'term-fall', name: 'Fall 2026' },
  });

  it('opens on this term, and shows an earlier term or all of them when chosen, each card naming its term', async () => {
    const asked: (string | null)[] = [];
    serve({
      'GET /api/terms': ok({ terms: [spring, fall], current: fall, in_view: fall }),
      'GET /api/students/courses': (call: ApiCall) => {
        const chosen = call.query.get('term');
        asked.push(chosen);
        return ok({
          courses: chosen === 'all' ? [now, lastYear] : chosen === 'term-spring' ? [lastYear] : [now],
        });
      },
    });
    const app = renderApp('/student/courses', { signedInAs: student });
    await firstLoad('Databases');
    // Last term's course waits folded under its term's name.
    const folded = (await screen.findByText('Web Development')).closest('details');
    expect(folded?.open).toBe(false);
    expect(folded?.querySelector('summary')?.textContent).toContain('Spring 2026');
    const picker = await screen.findByLabelText('Term');
    expect((picker as HTMLSelectElement).value).toBe('');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Fall 2026 (this term)', 'Spring 2026', 'All terms']);
    await app.user.selectOptions(picker, 'Spring 2026');
    await screen.findByText('Web Development');
    expect(screen.queryByText('Databases')).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Web Development' })).getByText('Spring 2026'),
    ).toBeTruthy();
    await app.user.selectOptions(picker, 'All terms');
    await screen.findByText('Databases');
    expect(screen.getByText('Web Development')).toBeTruthy();
    // This term's list, the student's courses of every term (for the earlier terms and the semesters), one term.
    expect(asked.slice(0, 2).sort()).toEqual(['all', null].sort());
    expect(asked).toContain('term-spring');
  });
});
