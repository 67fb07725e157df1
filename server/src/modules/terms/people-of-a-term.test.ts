/**
 * The admin's people lists and a term (issue 34, item 7): Manage Students and Manage Faculty are the college's
 * roll, every student and teacher whatever the term (a new student not yet enrolled, a teacher between
 * classes); `?term=` narrows them to a term's people: the students enrolled in its offerings, the teachers
 * teaching one. Manage Courses lists the term in view's offerings unless another term is asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  buildAdmin,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildTerm,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

/** 10 March 2027: Spring 2027 is under way, Fall 2026 has ended. */
const NOW = new Date('2027-03-10T06:00:00Z');

let app: App;
let admin: string;
const ids = {} as Record<'fall' | 'spring', string>;

beforeAll(async () => {
  app = await buildTestApp({ clock: () => NOW });
  admin = await signIn(app, (await buildAdmin(app)).email);
  const termOf = (season: 'Fall' | 'Spring', year: number, startsOn: string, endsOn: string) =>
    buildTerm(app, {
      season,
      year,
      name: `${season} ${year} (people)`,
      startsOn,
      endsOn,
      startedAt: new Date(`${startsOn}T00:00:00Z`),
    });
  // Far from the college's own first term, which the real today gives.
  const fall = await termOf('Fall', 2090, '2090-09-01', '2091-01-31');
  const spring = await termOf('Spring', 2091, '2091-02-01', '2091-08-31');
  Object.assign(ids, { fall: fall.id, spring: spring.id });
  const fallTeacher = await buildFaculty(app, { name: 'Farah Fall-Teacher' });
  const springTeacher = await buildFaculty(app, { name: 'Saad Spring-Teacher' });
  await buildFaculty(app, { name: 'Nadia No-Classes' });
  const fallCourse = await buildCourse(app, { instructorId: fallTeacher.id, semester: 3, termId: fall.id });
  const springCourse = await buildCourse(app, {
    instructorId: springTeacher.id,
    semester: 4,
    termId: spring.id,
  });
  const fallStudent = await buildStudent(app, { name: 'Fiza Fall-Student', semester: 4 });
  const springStudent = await buildStudent(app, { name: 'Sami Spring-Student', semester: 4 });
  await buildStudent(app, { name: 'Nida New-Admission', semester: 1 });
  await buildEnrollment(app, fallStudent.id, fallCourse.id);
  await buildEnrollment(app, springStudent.id, springCourse.id);
});
afterAll(() => app?.close());

const names = async (url: string, key: 'students' | 'faculty') => {
  const res = await injectAs(app, admin, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data[key] as { name: string }[]).map((p) => p.name).sort();
};

describe("the admin's people lists", () => {
  it('are the whole roll without a term, a new admission and a teacher without classes too', async () => {
    const students = await names('/api/admin/students?page_size=100', 'students');
    expect(students).toEqual(
      expect.arrayContaining(['Fiza Fall-Student', 'Sami Spring-Student', 'Nida New-Admission']),
    );
    const faculty = await names('/api/admin/faculty?page_size=100', 'faculty');
    expect(faculty).toEqual(
      expect.arrayContaining(['Farah Fall-Teacher', 'Saad Spring-Teacher', 'Nadia No-Classes']),
    );
  });

  it("narrow to a term's students (enrolled in its offerings) and teachers (teaching one)", async () => {
    expect(await names(`/api/admin/students?term=${ids.fall}`, 'students')).toEqual(['Fiza Fall-Student']);
    expect(await names(`/api/admin/students?term=${ids.spring}`, 'students')).toEqual([
      'Sami Spring-Student',
    ]);
    expect(await names(`/api/admin/faculty?term=${ids.fall}`, 'faculty')).toEqual(['Farah Fall-Teacher']);
    const spring = await injectAs(app, admin, {
      method: 'GET',
      url: `/api/admin/faculty?term=${ids.spring}&search=Teacher`,
    });
    expect(spring.json().data).toMatchObject({ total: 1, faculty: [{ name: 'Saad Spring-Teacher' }] });
  });

  it('refuse a term that is not an id (400)', async () => {
    const res = await injectAs(app, admin, { method: 'GET', url: '/api/admin/students?term=fall' });
    expect(res.statusCode).toBe(400);
  });
});

describe('Manage Courses', () => {
  it("lists one term's offerings when asked, and every term's with term=all", async () => {
    const termsOf = async (query: string) => {
      const res = await injectAs(app, admin, { method: 'GET', url: `/api/courses?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.courses as { term: { _id: string } }[]).map((c) => c.term._id);
    };
    expect(await termsOf(`term=${ids.fall}`)).toEqual([ids.fall]);
    expect(await termsOf(`term=${ids.spring}`)).toEqual([ids.spring]);
    const all = await termsOf('term=all&page_size=100');
    expect(all).toEqual(expect.arrayContaining([ids.fall, ids.spring]));
  });
});
