import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildCourse, buildFaculty } from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../../../contract/constants';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/courses (the public catalogue used by registration)', () => {
  it('filters by semester and by department name, code or id, with department and instructor joined', async () => {
    const teacher = await buildFaculty(app, { name: 'Dr. Catalogue' });
    const it3 = await buildCourse(app, {
      semester: 3,
      code: 'IT-CAT-3',
      instructorId: teacher.id,
      scheduleDays: ['Monday'],
    });
    const eng3 = await buildCourse(app, { semester: 3, code: 'ENG-CAT-3', department: 'English' });
    await buildCourse(app, { semester: 4, code: 'IT-CAT-4' });

    const bySemester = (await app.inject({ method: 'GET', url: '/api/courses?semester=3' })).json().data
      .courses;
    expect(bySemester.map((c: { code: string }) => c.code).sort()).toEqual(['ENG-CAT-3', 'IT-CAT-3']);

    for (const department of ['Information Technology', 'it', it3.departmentId]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/courses',
        query: { semester: '3', department: String(department) },
      });
      expect(res.json().data.courses.map((c: { code: string }) => c.code)).toEqual(['IT-CAT-3']);
    }
    const [course] = (await app.inject({ method: 'GET', url: '/api/courses?department=English' })).json().data
      .courses;
    expect(course).toMatchObject({
      _id: eng3.id,
      department_id: { name: 'English', code: 'ENG' },
      instructor_id: null,
    });

    const [withTeacher] = (
      await app.inject({ method: 'GET', url: '/api/courses?semester=3&department=IT' })
    ).json().data.courses;
    expect(withTeacher).toMatchObject({
      instructor_id: { _id: teacher.id, name: 'Dr. Catalogue' },
      schedule: { days: ['Monday'] },
    });
  });

  it('refuses a semester outside 1-8', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/courses?semester=12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      { field: 'semester', message: 'Semester must be between 1 and 8' },
    ]);
  });

  it('SQL metacharacters in the department filter are just text', async () => {
    const res = await app.inject({ method: 'GET', url: "/api/courses?department=' or 1=1 --" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.courses).toEqual([]);
  });
});

describe('the catalogue comes a page at a time', () => {
  const codes = (res: { json(): { data: { courses: { code: string }[] } } }) =>
    res.json().data.courses.map((c) => c.code);

  it('pages through the matching courses by semester and code, with the total of every match', async () => {
    for (const code of ['PG-5', 'PG-1', 'PG-4', 'PG-2', 'PG-3'])
      await buildCourse(app, { semester: 6, code, department: 'Botany' });
    const page = (n: number) =>
      app.inject({ method: 'GET', url: `/api/courses?semester=6&department=Botany&page=${n}&page_size=2` });

    const first = await page(1);
    expect(codes(first)).toEqual(['PG-1', 'PG-2']);
    expect(first.json().data).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(codes(await page(2))).toEqual(['PG-3', 'PG-4']);
    expect(codes(await page(3))).toEqual(['PG-5']);
    const beyond = await page(4);
    expect(codes(beyond)).toEqual([]);
    expect(beyond.json().data.total).toBe(5);
  });

  it('gives PAGE_SIZE_DEFAULT courses when no page size is asked for', async () => {
    for (let n = 0; n <= PAGE_SIZE_DEFAULT; n++)
      await buildCourse(app, { semester: 8, code: `BULK-${String(n).padStart(3, '0')}`, department: 'Urdu' });
    const res = await app.inject({ method: 'GET', url: '/api/courses?semester=8&department=Urdu' });
    expect(res.json().data).toMatchObject({
      total: PAGE_SIZE_DEFAULT + 1,
      page: 1,
      pageSize: PAGE_SIZE_DEFAULT,
    });
    expect(codes(res)).toHaveLength(PAGE_SIZE_DEFAULT);
  });

  it('searches codes, names and instructors, ignoring case', async () => {
    const teacher = await buildFaculty(app, { name: 'Dr. Zubaida Searchable' });
    await buildCourse(app, { semester: 5, code: 'SRCH-1', name: 'Organic Chemistry' });
    await buildCourse(app, { semester: 5, code: 'SRCH-2', name: 'Poetry', instructorId: teacher.id });
    await buildCourse(app, { semester: 5, code: 'OTHER-3', name: 'Statistics' });
    const search = async (text: string) =>
      codes(await app.inject({ method: 'GET', url: '/api/courses', query: { semester: '5', search: text } }));
    expect(await search('srch')).toEqual(['SRCH-1', 'SRCH-2']);
    expect(await search('organic')).toEqual(['SRCH-1']);
    expect(await search('zubaida')).toEqual(['SRCH-2']);
    expect(await search('100%')).toEqual([]);
    const none = await app.inject({ method: 'GET', url: '/api/courses?search=nothing-like-it' });
    expect(none.json().data).toMatchObject({ courses: [], total: 0, page: 1 });
  });

  it.each([
    ['page=0', 'page', 'Page must be between 1 and 10000'],
    ['page=two', 'page', 'Page must be a number'],
    [`page_size=${PAGE_SIZE_MAX + 1}`, 'page_size', `Page size must be between 1 and ${PAGE_SIZE_MAX}`],
    ['page_size=1.5', 'page_size', 'Page size must be a whole number'],
  ])('refuses %s with a clear message', async (query, field, message) => {
    const res = await app.inject({ method: 'GET', url: `/api/courses?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field, message }]);
  });
});
