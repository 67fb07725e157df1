import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildCourse, buildFaculty } from '../../test/factories';
import { buildTestApp } from '../../test/harness';

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
    expect(res.json().errors).toEqual([{ field: 'semester', message: 'Semester must be between 1 and 8' }]);
  });

  it('SQL metacharacters in the department filter are just text', async () => {
    const res = await app.inject({ method: 'GET', url: "/api/courses?department=' or 1=1 --" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.courses).toEqual([]);
  });
});
