/**
 * Bringing a course home forward (issue 34, item 6): a teacher (or an admin) copies the materials of the same
 * catalogue course's previous offering into this term's, files stored anew; never its announcements,
 * submissions or attendance; a retry doubles nothing; anyone else is told the course is not found.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  attendanceRecords,
  auditLog,
  courseAnnouncements,
  courseMaterials,
  submissions,
  terms,
} from '../../db/schema';
import {
  buildAdmin,
  buildAssignment,
  buildAttendance,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildSubmission,
  buildTerm,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart';

/** Wednesday 10 March 2027: Spring 2027 is the college's term; Fall 2026 and Spring 2026 taught the course. */
const NOW = new Date('2027-03-10T06:00:00Z');

let app: App;
let uploadsDir: string;
const ids = {} as Record<'older' | 'fall' | 'spring' | 'otherSpring' | 'fresh', string>;
const tokens = {} as Record<'teacher' | 'otherTeacher' | 'admin' | 'student', string>;

/** The term called `name`, as the college has it or added. */
async function termCalled(name: string, first: string, last: string) {
  const [known] = await app.db.select().from(terms).where(eq(terms.name, name));
  const [season, year] = name.split(' ') as ['Fall' | 'Spring', string];
  return (
    known ??
    buildTerm(app, {
      season,
      year: Number(year),
      name,
      startsOn: first,
      endsOn: last,
      startedAt: new Date(`${first}T00:00:00Z`),
    })
  );
}

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'portal-copy-materials-'));
  app = await buildTestApp({ uploadsDir, clock: () => NOW });
  const older = await termCalled('Spring 2026', '2026-02-01', '2026-08-31');
  const fall = await termCalled('Fall 2026', '2026-09-01', '2027-01-31');
  const spring = await termCalled('Spring 2027', '2027-02-01', '2027-08-31');
  const teacher = await buildFaculty(app);
  const otherTeacher = await buildFaculty(app);
  const student = await buildStudent(app);
  const olderCourse = await buildCourse(app, { code: 'CP-201', instructorId: teacher.id, termId: older.id });
  const offer = (termId: string, instructorId = teacher.id) =>
    buildCourse(app, { catalogueCourseId: olderCourse.catalogueCourseId, termId, instructorId });
  const fallCourse = await offer(fall.id);
  const springCourse = await offer(spring.id);
  const otherSpring = await buildCourse(app, { instructorId: otherTeacher.id, termId: spring.id });
  const fresh = await buildCourse(app, { instructorId: teacher.id, termId: spring.id });
  Object.assign(ids, {
    older: olderCourse.id,
    fall: fallCourse.id,
    spring: springCourse.id,
    otherSpring: otherSpring.id,
    fresh: fresh.id,
  });
  tokens.teacher = await signIn(app, teacher.email);
  tokens.otherTeacher = await signIn(app, otherTeacher.email);
  tokens.admin = await signIn(app, (await buildAdmin(app)).email);
  tokens.student = await signIn(app, student.email);
  await buildEnrollment(app, student.id, springCourse.id);

  // Fall's class: two weeks of materials, and what is never copied.
  const add = async (courseId: string, fields: Record<string, string>, file?: Uint8Array) => {
    const body = await multipartBody(fields, ...(file ? [{ name: 'slides.pdf', content: file }] : []));
    const res = await injectAs(app, tokens.teacher, {
      method: 'POST',
      url: `/api/courses/${courseId}/materials`,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await add(fallCourse.id, { kind: 'file', title: 'Week 1 slides', group: 'Week 1' }, SAMPLE_FILES.pdf());
  await add(fallCourse.id, {
    kind: 'link',
    title: 'Visualgo',
    group: 'Week 1',
    link: 'https://visualgo.net',
  });
  await add(fallCourse.id, {
    kind: 'note',
    title: 'Reading',
    group: 'Week 2',
    note: 'Chapter 3',
    section: 'A',
  });
  await add(olderCourse.id, { kind: 'note', title: 'From long ago', group: '', note: 'Old' });
  const announced = await injectAs(app, tokens.teacher, {
    method: 'POST',
    url: `/api/courses/${fallCourse.id}/announcements`,
    payload: { title: 'Quiz on Monday', content: 'Bring a pencil.' },
  });
  expect(announced.statusCode, announced.body).toBe(201);
  await buildAttendance(app, student.id, fallCourse.id, ['present']);
  await buildSubmission(app, (await buildAssignment(app, fallCourse.id)).id, student.id);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const copy = (who: keyof typeof tokens, courseId = ids.spring) =>
  injectAs(app, tokens[who], {
    method: 'POST',
    url: `/api/courses/${courseId}/materials/copy-from-previous`,
  });
const source = (who: keyof typeof tokens, courseId = ids.spring) =>
  injectAs(app, tokens[who], { method: 'GET', url: `/api/courses/${courseId}/materials/copy-from-previous` });
const materialsOf = (courseId: string) =>
  app.db
    .select()
    .from(courseMaterials)
    .where(eq(courseMaterials.courseId, courseId))
    .orderBy(courseMaterials.position);
const storedFiles = () => readdirSync(join(uploadsDir, 'materials')).filter((n) => !n.startsWith('.'));
const countOf = async (table: typeof attendanceRecords | typeof submissions | typeof courseAnnouncements) =>
  (
    (await app.db.execute(sql`select count(*)::int as n from ${table}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('POST /api/courses/:id/materials/copy-from-previous', () => {
  it('says where the materials would come from: the latest earlier term, and how many are missing', async () => {
    const res = await source('teacher');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      from: { course_id: ids.fall, term: { _id: expect.any(String), name: 'Fall 2026' } },
      missing: 3,
    });
  });

  it('is not found for a teacher who does not teach the course, nor for a student, and changes nothing', async () => {
    const before = await materialsOf(ids.spring);
    for (const who of ['otherTeacher', 'student'] as const) {
      const res = await copy(who);
      expect(res.statusCode, who).toBe(who === 'student' ? 403 : 404);
    }
    expect((await source('otherTeacher')).statusCode).toBe(404);
    expect(await materialsOf(ids.spring)).toEqual(before);
  });

  it("copies Fall's materials, files stored anew, and never its announcements, submissions or attendance", async () => {
    const filesBefore = storedFiles();
    const others = {
      attendance: await countOf(attendanceRecords),
      submissions: await countOf(submissions),
      announcements: await countOf(courseAnnouncements),
    };
    const res = await copy('teacher');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'term.auditMaterialsCopied',
      data: { copied: 3, from: { course_id: ids.fall, term: { name: 'Fall 2026' } } },
    });
    const copied = await materialsOf(ids.spring);
    expect(copied.map((m) => [m.kind, m.title, m.groupLabel, m.section, m.position])).toEqual([
      ['file', 'Week 1 slides', 'Week 1', null, 0],
      ['link', 'Visualgo', 'Week 1', null, 1],
      ['note', 'Reading', 'Week 2', 'A', 2],
    ]);
    const [original] = await materialsOf(ids.fall);
    expect(copied[0]!.filePath).not.toBe(original!.filePath);
    expect(storedFiles()).toHaveLength(filesBefore.length + 1);
    // The copy's file downloads with the original's bytes, and outlives the original's deletion.
    await injectAs(app, tokens.teacher, { method: 'DELETE', url: `/api/materials/${original!.id}` });
    const download = await injectAs(app, tokens.student, {
      method: 'GET',
      url: `/api/materials/${copied[0]!.id}/file`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf())).toBe(true);
    expect({
      attendance: await countOf(attendanceRecords),
      submissions: await countOf(submissions),
      announcements: await countOf(courseAnnouncements),
    }).toEqual(others);
    const [audited] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'materials.copied'));
    expect(audited).toMatchObject({
      entity: 'course',
      entityId: ids.spring,
      summary: '3 materials of CP-201 copied from Fall 2026',
    });
  });

  it('copies again only what is not there yet, so a retry doubles nothing', async () => {
    const filesBefore = storedFiles();
    const again = await copy('admin');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code: 'term.materialsUpToDate', data: { copied: 0 } });
    expect(await materialsOf(ids.spring)).toHaveLength(3);
    expect(storedFiles()).toEqual(filesBefore);

    // A material deleted here comes back on the next copy, and only that one.
    const [, link] = await materialsOf(ids.spring);
    await injectAs(app, tokens.teacher, { method: 'DELETE', url: `/api/materials/${link!.id}` });
    const refill = await copy('teacher');
    expect(refill.json().data.copied).toBe(1);
    expect((await materialsOf(ids.spring)).map((m) => m.title)).toEqual([
      'Week 1 slides',
      'Reading',
      'Visualgo',
    ]);
  });

  it('says so, copying nothing, when the course was not offered in an earlier term', async () => {
    const res = await copy('teacher', ids.fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'term.noPreviousOffering',
      data: { copied: 0, from: null },
    });
    expect(await materialsOf(ids.fresh)).toEqual([]);
    expect((await source('teacher', ids.fresh)).json().data).toEqual({ from: null, missing: 0 });
  });
});
