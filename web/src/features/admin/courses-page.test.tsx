import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Course } from '@contract/courses';
import type { Term, TermList } from '@contract/terms';
import { buildAdmin, buildCourse, buildFaculty } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { paged } from '../../test/paging';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();

const it_ = {
  _id: '00000000-0000-4000-a000-000000000001',
  name: 'Information Technology',
  code: 'IT',
  students: 40,
  faculty: 5,
  courses: 2,
};
const eng = {
  _id: '00000000-0000-4000-a000-000000000002',
  name: 'English',
  code: 'ENG',
  students: 10,
  faculty: 2,
  courses: 1,
};
const teacher = buildFaculty({ _id: '00000000-0000-4000-a000-000000000010', name: 'Dr. Imran Ali' });
const ref = (d: typeof it_) => ({ _id: d._id, name: d.name, code: d.code });

const databases = buildCourse({
  code: 'IT-301',
  name: 'Databases',
  semester: 3,
  department_id: ref(it_),
  instructor_id: { _id: teacher._id, name: teacher.name },
  credit_hours: 4,
  prerequisites: ['IT-101', 'IT-102'],
});
const webDev = buildCourse({
  code: 'IT-205',
  name: 'Web Development',
  semester: 2,
  department_id: ref(it_),
  is_virtual: true,
});
const poetry = buildCourse({
  code: 'ENG-110',
  name: 'Poetry',
  semester: 1,
  department_id: ref(eng),
});
/** Archived: it keeps its students' records but is no longer one of the college's active courses. */
const prose = buildCourse({
  code: 'ENG-090',
  name: 'Old Prose',
  semester: 1,
  department_id: ref(eng),
  archived: true,
});

const NO_RECORDS = { enrollments: 0, assignments: 0, submissions: 0, grades: 0, attendance: 0 };

const contains = (text: string | null | undefined, part: string) =>
  (text ?? '').toLowerCase().includes(part.toLowerCase());

/** The catalogue's filters as the server applies them: search, semester, department (name, code or id). */
function matching(courses: Course[], query: URLSearchParams): Course[] {
  const search = query.get('search') ?? '';
  const semester = query.get('semester');
  const department = query.get('department');
  return courses.filter(
    (c) =>
      (!search ||
        contains(c.code, search) ||
        contains(c.name, search) ||
        contains(c.instructor_id?.name, search)) &&
      (!semester || c.semester === Number(semester)) &&
      (!department ||
        contains(c.department_id?.name, department) ||
        contains(c.department_id?.code, department) ||
        c.department_id?._id === department) &&
      (query.get('archived_only') === 'true'
        ? c.archived
        : query.get('include_archived') === 'true' || !c.archived),
  );
}

/** A fake course catalogue: filtered pages of the list, create, update, detail with record counts, delete. */
function catalogue(initial: Course[], overrides: Record<string, Handler> = {}, records = NO_RECORDS) {
  let courses = [...initial];
  const handlers: Record<string, Handler> = {
    'GET /api/auth/me': ok({ user: admin }),
    'GET /api/courses': (call: ApiCall) => ok(paged('courses', matching(courses, call.query), call.query)),
    'GET /api/admin/departments': ok({ departments: [it_, eng] }),
    'GET /api/admin/faculty': ok({ faculty: [teacher], total: 1, page: 1, pageSize: 100 }),
    'POST /api/courses': (call: ApiCall) => {
      const body = call.body as Course & { department_id: string | null; instructor_id: string | null };
      const course = buildCourse({
        ...body,
        department_id: body.department_id === it_._id ? ref(it_) : null,
        instructor_id: null,
      });
      courses = [...courses, course];
      return {
        status: 201,
        body: { success: true, message: 'Course created successfully!', data: { course } },
      };
    },
  };
  for (const course of initial) {
    handlers[`GET /api/courses/${course._id}`] = ok({ course, records });
    handlers[`PUT /api/courses/${course._id}`] = (call: ApiCall) => {
      const body = call.body as { name: string };
      courses = courses.map((c) => (c._id === course._id ? { ...c, name: body.name } : c));
      return ok({ course: courses.find((c) => c._id === course._id) }, 'Course updated successfully!');
    };
    handlers[`DELETE /api/courses/${course._id}`] = () => {
      courses = courses.filter((c) => c._id !== course._id);
      return ok(undefined, 'Course deleted successfully!');
    };
  }
  return mockApi({ ...handlers, ...overrides });
}

const lastCoursesQuery = (server: ReturnType<typeof mockApi>) =>
  server.callsTo('GET /api/courses').at(-1)!.query;
const row = (code: string) => screen.getByRole('rowheader', { name: code }).closest('tr') as HTMLElement;

const term = (id: string, season: 'Fall' | 'Spring', year: number, status: Term['status']): Term => {
  const startsOn = season === 'Fall' ? `${year}-09-01` : `${year}-02-01`;
  return {
    _id: id,
    name: `${season} ${year}`,
    season,
    year,
    starts_on: startsOn,
    ends_on: season === 'Fall' ? `${year + 1}-01-31` : `${year}-08-31`,
    status,
    started_at: `${startsOn}T03:00:00.000Z`,
    closed_at: null,
  };
};
const fall2026 = term('00000000-0000-4000-a000-000000002026', 'Fall', 2026, 'ended');
const spring2027 = term('00000000-0000-4000-a000-000000002027', 'Spring', 2027, 'current');
const calendar: TermList = { terms: [fall2026, spring2027], current: spring2027, in_view: spring2027 };

describe('admin courses by term', () => {
  it('lists the term in view by default, another term or all of them on asking (?term=), each naming its term', async () => {
    const springDb = { ...databases, term: { _id: spring2027._id, name: 'Spring 2027' } };
    const server = catalogue([springDb], { 'GET /api/terms': ok(calendar) });
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await screen.findByText('Showing 1 of 1 courses (active courses)');
    expect(within(row('IT-301')).getByText('Spring 2027')).toBeTruthy();
    expect(lastCoursesQuery(server).get('term')).toBeNull();
    const picker = await screen.findByLabelText('Term');
    expect([...(picker as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Spring 2027 (this term)',
      'Fall 2026',
      'All terms',
    ]);
    await app.user.selectOptions(picker, fall2026._id);
    await waitFor(() => expect(lastCoursesQuery(server).get('term')).toBe(fall2026._id));
    expect(app.currentLocation().search).toContain(`term=${fall2026._id}`);
    await app.user.selectOptions(picker, 'all');
    await waitFor(() => expect(lastCoursesQuery(server).get('term')).toBe('all'));
  });

  it("the course form says which term's offering it changes, and where a new course goes", async () => {
    const fallDb = { ...databases, term: { _id: fall2026._id, name: 'Fall 2026' } };
    catalogue([fallDb], { 'GET /api/terms': ok(calendar) });
    const app = renderApp(`/admin/courses?term=${fall2026._id}`, { signedInAs: admin });
    await screen.findByText('Showing 1 of 1 courses (active courses)');
    await app.user.click(screen.getByRole('button', { name: 'Edit IT-301' }));
    const form = screen.getByRole('region', { name: 'Edit Course IT-301' });
    expect(
      within(form).getByText("Offered in Fall 2026: the teacher and schedule are this term's."),
    ).toBeTruthy();
    await app.user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await app.user.click(screen.getByRole('button', { name: 'Add New Course' }));
    expect(
      await within(screen.getByRole('region', { name: 'New Course' })).findByText(
        'The new course is offered in Spring 2027.',
      ),
    ).toBeTruthy();
  });
});

describe('admin courses', () => {
  it('lists the courses with every column, the badges and the count', async () => {
    const server = catalogue([databases, webDev, poetry, prose]);
    renderApp('/admin/courses', { signedInAs: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Courses' })).toBeTruthy();
    expect(await screen.findByText('Showing 3 of 3 courses (active courses)')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Code',
      'Name',
      'Department',
      'Credits',
      'Semester',
      'Instructor',
      'Type',
      'Actions',
    ]);
    const db = row('IT-301');
    expect(within(db).getByText('Databases')).toBeTruthy();
    expect(within(db).getByText('4 credit hours')).toBeTruthy();
    expect(within(db).getByText('Prerequisites: IT-101, IT-102')).toBeTruthy();
    expect(within(db).getByText('Dr. Imran Ali')).toBeTruthy();
    expect(within(db).getByText('Physical')).toBeTruthy();
    expect(within(row('IT-205')).getByText('Virtual')).toBeTruthy();
    expect(within(row('IT-205')).getByText('Not assigned')).toBeTruthy();
    expect(within(db).getByRole('button', { name: 'Edit IT-301' })).toBeTruthy();
    expect(within(db).getByRole('button', { name: 'Delete IT-301' })).toBeTruthy();
    expect(server.callsTo('GET /api/courses')[0].query.toString()).toBe('');
    expect(screen.queryByRole('rowheader', { name: 'ENG-090' })).toBeNull();
  });

  it('counts active courses, as the dashboard does; archived ones are shown and counted on asking', async () => {
    const server = catalogue([databases, webDev, poetry, prose]);
    const app = renderApp('/admin/courses', { signedInAs: admin });
    expect(await screen.findByText('Showing 3 of 3 courses (active courses)')).toBeTruthy();
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('active');

    await app.user.selectOptions(screen.getByLabelText('Show'), 'Archived courses');
    expect(await screen.findByText('Showing 1 of 1 courses (archived courses)')).toBeTruthy();
    expect(lastCoursesQuery(server).toString()).toBe('archived_only=true');
    expect(within(row('ENG-090')).getByText('Archived')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'IT-301' })).toBeNull();

    await app.user.selectOptions(screen.getByLabelText('Show'), 'All courses, active and archived');
    expect(await screen.findByText('Showing 4 of 4 courses (active and archived)')).toBeTruthy();
    expect(lastCoursesQuery(server).toString()).toBe('include_archived=true');
    expect(within(row('ENG-090')).getByText('Archived')).toBeTruthy();
    expect(within(row('ENG-110')).queryByText('Archived')).toBeNull();
  });

  it("shows 'No courses yet. Create your first course!' when there are none", async () => {
    catalogue([]);
    renderApp('/admin/courses', { signedInAs: admin });
    expect(await screen.findByText('No courses yet. Create your first course!')).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it("the server filters by search (after a pause in typing), semester and department, with 'Showing X of Y courses' and what it counts", async () => {
    const server = catalogue([databases, webDev, poetry]);
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await screen.findByText('Showing 3 of 3 courses (active courses)');
    await app.user.type(screen.getByLabelText('Search'), 'data');
    expect(await screen.findByText('Showing 1 of 1 courses (active courses)')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'IT-301' })).toBeTruthy();
    // One request for the word, not one per key.
    expect(server.callsTo('GET /api/courses').map((c) => c.query.get('search'))).toEqual([null, 'data']);
    await app.user.clear(screen.getByLabelText('Search'));
    await app.user.type(screen.getByLabelText('Search'), 'IMRAN');
    await waitFor(() => expect(lastCoursesQuery(server).get('search')).toBe('IMRAN'));
    expect(await screen.findByText('Showing 1 of 1 courses (active courses)')).toBeTruthy();
    await app.user.clear(screen.getByLabelText('Search'));
    await screen.findByText('Showing 3 of 3 courses (active courses)');
    await app.user.selectOptions(await screen.findByLabelText('Department'), 'Information Technology');
    expect(await screen.findByText('Showing 2 of 2 courses (active courses)')).toBeTruthy();
    expect(lastCoursesQuery(server).get('department')).toBe('Information Technology');
    await app.user.selectOptions(screen.getByLabelText('Semester'), '2');
    expect(await screen.findByText('Showing 1 of 1 courses (active courses)')).toBeTruthy();
    expect(lastCoursesQuery(server).toString()).toBe('semester=2&department=Information+Technology');
    expect(screen.getByRole('rowheader', { name: 'IT-205' })).toBeTruthy();
    await app.user.selectOptions(screen.getByLabelText('Semester'), '8');
    expect(
      await screen.findByText('No courses match your filters. Try adjusting your search criteria.'),
    ).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('the pager is hidden when everything fits on one page', async () => {
    catalogue([databases, webDev, poetry]);
    renderApp('/admin/courses', { signedInAs: admin });
    await screen.findByText('Showing 3 of 3 courses (active courses)');
    expect(screen.queryByRole('navigation', { name: 'Pages of courses' })).toBeNull();
    expect(screen.queryByText(/^Page \d+ of/)).toBeNull();
  });

  it('admin courses page asks the server for the next page, and a new filter starts again at the first', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      buildCourse({
        code: `GEN-${String(i + 1).padStart(3, '0')}`,
        name: `Course ${i + 1}`,
        semester: 1 + (i % 2),
      }),
    );
    const server = catalogue(many);
    const app = renderApp('/admin/courses', { signedInAs: admin });
    expect(await screen.findByText('Showing 1–50 of 120 courses (active courses)')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of courses' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'GEN-051' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'GEN-001' })).toBeNull();
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    expect(lastCoursesQuery(server).get('page')).toBe('2');

    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 101–120 of 120 courses (active courses)')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await app.user.selectOptions(screen.getByLabelText('Semester'), '2');
    expect(await screen.findByText('Showing 1–50 of 60 courses (active courses)')).toBeTruthy();
    expect(lastCoursesQuery(server).toString()).toBe('semester=2');
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of courses' })).getByText('Page 1 of 2'),
    ).toBeTruthy();
  });

  it('keeps its filters, search and page in the URL: a link opens that page of that list, and paging keeps the filters', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      buildCourse({
        code: `GEN-${String(i + 1).padStart(3, '0')}`,
        name: `Course ${i + 1}`,
        semester: 1 + (i % 2),
      }),
    );
    const server = catalogue(many);
    const app = renderApp('/admin/courses?semester=2&search=course&page=2', { signedInAs: admin });
    expect(await screen.findByText('Showing 51–60 of 60 courses (active courses)')).toBeTruthy();
    expect(Object.fromEntries(lastCoursesQuery(server))).toEqual({
      semester: '2',
      search: 'course',
      page: '2',
    });
    expect((screen.getByLabelText('Semester') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('course');
    const pages = screen.getByRole('navigation', { name: 'Pages of courses' });
    expect(within(pages).getByText('51–60 of 60')).toBeTruthy();

    await app.user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–50 of 60 courses (active courses)')).toBeTruthy();
    expect(new URLSearchParams(app.currentLocation().search).get('semester')).toBe('2');
    expect(new URLSearchParams(app.currentLocation().search).get('search')).toBe('course');
    expect(new URLSearchParams(app.currentLocation().search).get('page')).toBeNull();

    await app.user.selectOptions(screen.getByLabelText('Show'), 'archived');
    await waitFor(() =>
      expect(new URLSearchParams(app.currentLocation().search).get('state')).toBe('archived'),
    );
    expect(lastCoursesQuery(server).get('archived_only')).toBe('true');
  });

  it('Add New Course opens the form with credits 3 and semester 1, and creating a course sends them', async () => {
    const server = catalogue([]);
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await screen.findByText('No courses yet. Create your first course!');
    const toggle = screen.getByRole('button', { name: 'Add New Course' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(toggle);
    const form = screen.getByRole('region', { name: 'New Course' });
    expect((within(form).getByLabelText('Credits') as HTMLInputElement).value).toBe('3');
    expect((within(form).getByLabelText('Semester') as HTMLSelectElement).value).toBe('1');
    await app.user.type(within(form).getByLabelText('Course Code'), 'it-401');
    await app.user.type(within(form).getByLabelText('Course Name'), 'Machine Learning');
    await app.user.selectOptions(await within(form).findByLabelText('Department'), it_._id);
    expect((within(form).getByLabelText('Instructor') as HTMLSelectElement).value).toBe('');
    expect(within(form).getByRole('option', { name: 'Not assigned' })).toBeTruthy();
    await app.user.click(within(form).getByLabelText('Virtual course'));
    const monday = within(form).getByRole('button', { name: 'Monday' });
    await app.user.click(within(form).getByRole('button', { name: 'Wednesday' }));
    await app.user.click(monday);
    expect(monday.getAttribute('aria-pressed')).toBe('true');
    await app.user.type(within(form).getByLabelText('Time'), '09:00 - 10:30');
    await app.user.type(within(form).getByLabelText('Prerequisites'), 'IT-301, IT-205 ,');
    await app.user.click(within(form).getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('Course created successfully!')).toBeTruthy();
    expect(server.callsTo('POST /api/courses').map((c) => c.body)).toEqual([
      {
        code: 'IT-401',
        name: 'Machine Learning',
        description: '',
        credits: 3,
        semester: 1,
        department_id: it_._id,
        instructor_id: null,
        is_virtual: true,
        schedule: { days: ['Monday', 'Wednesday'], time: '09:00 - 10:30', room: '' },
        credit_hours: null,
        prerequisites: ['IT-301', 'IT-205'],
      },
    ]);
    expect(screen.queryByRole('region', { name: 'New Course' })).toBeNull();
    expect(await screen.findByRole('rowheader', { name: 'IT-401' })).toBeTruthy();
  });

  it('shows the validation messages on the fields and sends nothing', async () => {
    const server = catalogue([]);
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Add New Course' }));
    const form = screen.getByRole('region', { name: 'New Course' });
    await app.user.clear(within(form).getByLabelText('Credits'));
    await app.user.type(within(form).getByLabelText('Credits'), '9');
    await app.user.click(within(form).getByRole('button', { name: 'Create Course' }));
    expect(within(form).getByText('Code is required')).toBeTruthy();
    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Credits must be between 1 and 6')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Course Code'));
    expect(server.callsTo('POST /api/courses')).toHaveLength(0);
  });

  it("shows the server's duplicate-code message on the code field", async () => {
    catalogue([], {
      'POST /api/courses': fail(409, 'A course with this code already exists', [
        { field: 'code', message: 'A course with this code already exists' },
      ]),
    });
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Add New Course' }));
    const form = screen.getByRole('region', { name: 'New Course' });
    await app.user.type(within(form).getByLabelText('Course Code'), 'IT-301');
    await app.user.type(within(form).getByLabelText('Course Name'), 'Again');
    await app.user.click(within(form).getByRole('button', { name: 'Create Course' }));
    const code = within(form).getByLabelText('Course Code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('A course with this code already exists')).toBeTruthy();
  });

  it("shows 'Failed to save course. Please try again.' when the server gives no message", async () => {
    catalogue([], { 'POST /api/courses': { status: 500 } });
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Add New Course' }));
    const form = screen.getByRole('region', { name: 'New Course' });
    await app.user.type(within(form).getByLabelText('Course Code'), 'IT-999');
    await app.user.type(within(form).getByLabelText('Course Name'), 'Anything');
    await app.user.click(within(form).getByRole('button', { name: 'Create Course' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Failed to save course. Please try again.',
    );
  });

  it('Edit fills the form with the course, Update saves it, and the message clears after 3 seconds', async () => {
    const server = catalogue([databases]);
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await screen.findByText('Showing 1 of 1 courses (active courses)');
    await app.user.click(screen.getByRole('button', { name: 'Edit IT-301' }));
    const form = screen.getByRole('region', { name: 'Edit Course IT-301' });
    expect((within(form).getByLabelText('Course Name') as HTMLInputElement).value).toBe('Databases');
    expect((within(form).getByLabelText('Semester') as HTMLSelectElement).value).toBe('3');
    expect((within(form).getByLabelText('Prerequisites') as HTMLInputElement).value).toBe('IT-101, IT-102');
    expect((within(form).getByLabelText('Instructor') as HTMLSelectElement).value).toBe(teacher._id);
    await app.user.clear(within(form).getByLabelText('Course Name'));
    await app.user.type(within(form).getByLabelText('Course Name'), 'Database Systems');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(form).getByRole('button', { name: 'Update Course' }));
    expect(await screen.findByText('Course updated successfully!')).toBeTruthy();
    expect((server.callsTo(`PUT /api/courses/${databases._id}`)[0].body as { name: string }).name).toBe(
      'Database Systems',
    );
    expect(await screen.findByText('Database Systems')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Edit Course IT-301' })).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Course updated successfully!')).toBeNull());
  });

  it('Cancel closes the form and the next Add New Course starts empty', async () => {
    catalogue([databases]);
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Edit IT-301' }));
    await app.user.click(
      within(screen.getByRole('region', { name: 'Edit Course IT-301' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('region', { name: /Course/ })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Add New Course' }));
    expect((screen.getByLabelText('Course Name') as HTMLInputElement).value).toBe('');
  });

  it('Delete asks for confirmation, then deletes the course', async () => {
    const server = catalogue([databases]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Delete IT-301' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this course?');
    expect(await screen.findByText('Course deleted successfully!')).toBeTruthy();
    expect(server.callsTo(`DELETE /api/courses/${databases._id}`)).toHaveLength(1);
    expect(await screen.findByText('No courses yet. Create your first course!')).toBeTruthy();
  });

  it('Delete does nothing when the confirmation is refused', async () => {
    const server = catalogue([databases]);
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Delete IT-301' }));
    await waitFor(() => expect(window.confirm).toHaveBeenCalledTimes(1));
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('rowheader', { name: 'IT-301' })).toBeTruthy();
  });

  it("explains in the confirmation that a course with records is archived, and shows the server's archive message", async () => {
    const archived =
      'Course archived: it had student records, which are kept. It no longer takes enrollments.';
    catalogue(
      [databases],
      { [`DELETE /api/courses/${databases._id}`]: ok(undefined, archived) },
      { ...NO_RECORDS, enrollments: 12, grades: 3 },
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Delete IT-301' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    const text = confirm.mock.calls[0][0] as string;
    expect(text).toContain('Are you sure you want to delete this course?');
    expect(text).toContain('12 enrollments, 3 grades');
    expect(text).toContain('archived');
    expect(await screen.findByText(archived)).toBeTruthy();
  });

  it("shows 'Failed to delete course. Please try again.' when the delete fails without a message", async () => {
    catalogue([databases], { [`DELETE /api/courses/${databases._id}`]: { status: 500 } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/admin/courses', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Delete IT-301' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete course. Please try again.');
  });

  it("shows 'Failed to load courses. ' with the error message", async () => {
    catalogue([], { 'GET /api/courses': fail(500, 'Database unavailable') });
    renderApp('/admin/courses', { signedInAs: admin });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load courses. Database unavailable',
    );
  });
});
