import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../../contract/uploads';
import type { App } from '../../app';
import { assignmentAttachments, auditLog, courseMaterials } from '../../db/schema';
import {
  buildAdmin,
  buildAssignment,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { multipartBody, SAMPLE_FILES, type TestFile } from '../../test/multipart';

let app: App;
let uploadsDir: string;
let courseId: string;
let otherCourseId: string;
let assignmentId: string;
const tokens = {} as Record<
  'teacher' | 'otherTeacher' | 'admin' | 'studentA' | 'studentB' | 'outsider',
  string
>;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'portal-materials-'));
  app = await buildTestApp({ uploadsDir });
  const teacher = await buildFaculty(app);
  const otherTeacher = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const studentA = await buildStudent(app, { section: 'A' });
  const studentB = await buildStudent(app, { section: 'B' });
  const outsider = await buildStudent(app, { section: 'A' });
  const course = await buildCourse(app, { instructorId: teacher.id });
  const otherCourse = await buildCourse(app, { instructorId: otherTeacher.id });
  courseId = course.id;
  otherCourseId = otherCourse.id;
  await buildEnrollment(app, studentA.id, course.id);
  await buildEnrollment(app, studentB.id, course.id);
  await buildEnrollment(app, outsider.id, otherCourse.id);
  assignmentId = (await buildAssignment(app, course.id)).id;
  tokens.teacher = await signIn(app, teacher.email);
  tokens.otherTeacher = await signIn(app, otherTeacher.email);
  tokens.admin = await signIn(app, admin.email);
  tokens.studentA = await signIn(app, studentA.email);
  tokens.studentB = await signIn(app, studentB.email);
  tokens.outsider = await signIn(app, outsider.email);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const storedIn = (folder: string) => {
  try {
    return readdirSync(join(uploadsDir, folder)).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
};

async function addMaterial(
  who: keyof typeof tokens,
  fields: Record<string, string>,
  file?: TestFile,
  id = courseId,
) {
  const body = await multipartBody(fields, ...(file ? [file] : []));
  return injectAs(app, tokens[who], { method: 'POST', url: `/api/courses/${id}/materials`, ...body });
}

const list = (who: keyof typeof tokens, id = courseId) =>
  injectAs(app, tokens[who], { method: 'GET', url: `/api/courses/${id}/materials` });

const materialCount = async () => (await app.db.select().from(courseMaterials)).length;

describe('course materials', () => {
  it("the course's teacher adds a link, a note and a file, each at the end of its week", async () => {
    const link = await addMaterial('teacher', {
      kind: 'link',
      title: 'Lecture video',
      group: 'Week 1',
      link: 'https://example.edu/video',
    });
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json()).toMatchObject({
      code: 'material.added',
      data: { material: { kind: 'link', group: 'Week 1' } },
    });
    expect(
      (await addMaterial('teacher', { kind: 'note', title: 'Reading', group: 'Week 2', note: 'Chapter 3' }))
        .statusCode,
    ).toBe(201);
    const file = await addMaterial(
      'teacher',
      { kind: 'file', title: 'Slides', group: 'Week 1' },
      { name: 'slides.pdf', content: SAMPLE_FILES.pdf() },
    );
    expect(file.statusCode, file.body).toBe(201);
    expect(file.json().data.material.file).toEqual({
      name: 'slides.pdf',
      size: SAMPLE_FILES.pdf().length,
      type: 'application/pdf',
    });

    const materials = (await list('teacher')).json().data.materials;
    expect(materials.map((m: { title: string; position: number }) => [m.title, m.position])).toEqual([
      ['Lecture video', 0],
      ['Slides', 1],
      ['Reading', 2],
    ]);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'material.added'));
    expect(audit).toHaveLength(3);
    expect(JSON.stringify(audit)).not.toContain('materials/');
  });

  it('an admin adds materials too', async () => {
    const res = await addMaterial('admin', {
      kind: 'note',
      title: 'From the office',
      group: '',
      note: 'Exam hall changed',
    });
    expect(res.statusCode, res.body).toBe(201);
    await injectAs(app, tokens.admin, {
      method: 'DELETE',
      url: `/api/materials/${res.json().data.material._id}`,
    });
  });

  it('a teacher of another course cannot add, change or delete: 404, nothing written', async () => {
    const before = await materialCount();
    const res = await addMaterial('otherTeacher', { kind: 'note', title: 'X', note: 'Y' });
    expect(res.statusCode).toBe(404);
    const [first] = (await list('teacher')).json().data.materials;
    const put = await injectAs(app, tokens.otherTeacher, {
      method: 'PUT',
      url: `/api/materials/${first._id}`,
      payload: { title: 'Taken over' },
    });
    expect(put.statusCode).toBe(404);
    const del = await injectAs(app, tokens.otherTeacher, {
      method: 'DELETE',
      url: `/api/materials/${first._id}`,
    });
    expect(del.statusCode).toBe(404);
    expect(await materialCount()).toBe(before);
    expect((await list('otherTeacher')).statusCode).toBe(404);
  });

  it('a student cannot add materials (403)', async () => {
    const res = await addMaterial('studentA', { kind: 'note', title: 'X', note: 'Y' });
    expect(res.statusCode).toBe(403);
  });

  it('a link with javascript: is refused and nothing is written', async () => {
    const before = await materialCount();
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.edu/x',
    ]) {
      const res = await addMaterial('teacher', { kind: 'link', title: 'Bad', group: 'Week 1', link });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'link', code: 'field.url' });
    }
    const [first] = (await list('teacher')).json().data.materials;
    const put = await injectAs(app, tokens.teacher, {
      method: 'PUT',
      url: `/api/materials/${first._id}`,
      payload: { link: 'javascript:alert(1)' },
    });
    expect(put.statusCode).toBe(400);
    expect(await materialCount()).toBe(before);
  });

  it('an .exe, an .exe renamed to .pdf and an 11 MB file are refused, leaving nothing stored', async () => {
    const before = await materialCount();
    const stored = storedIn('materials').length;
    const exe = await addMaterial(
      'teacher',
      { kind: 'file', title: 'Tool' },
      { name: 'tool.exe', content: SAMPLE_FILES.exe() },
    );
    expect(exe.statusCode).toBe(415);
    const renamed = await addMaterial(
      'teacher',
      { kind: 'file', title: 'Tool' },
      { name: 'tool.pdf', content: SAMPLE_FILES.exe() },
    );
    expect(renamed.statusCode).toBe(415);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024 - 9, 0x20)]);
    expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const tooLarge = await addMaterial(
      'teacher',
      { kind: 'file', title: 'Huge' },
      { name: 'huge.pdf', content: big },
    );
    expect(tooLarge.statusCode).toBe(413);
    // A good file with bad fields is refused too, and its file is removed.
    const badFields = await addMaterial(
      'teacher',
      { kind: 'file', title: '' },
      { name: 'ok.pdf', content: SAMPLE_FILES.pdf() },
    );
    expect(badFields.statusCode).toBe(400);
    const noFile = await addMaterial('teacher', { kind: 'file', title: 'Nothing' });
    expect(noFile.statusCode).toBe(400);
    expect(await materialCount()).toBe(before);
    expect(storedIn('materials')).toHaveLength(stored);
  });

  it('a material for one section is seen and downloaded by that section only', async () => {
    const res = await addMaterial(
      'teacher',
      { kind: 'file', title: 'Section A sheet', group: 'Week 2', section: 'a' },
      { name: 'sheet.png', content: SAMPLE_FILES.png() },
    );
    expect(res.statusCode, res.body).toBe(201);
    const material = res.json().data.material;
    expect(material.section).toBe('A');
    const titles = async (who: keyof typeof tokens) =>
      (await list(who)).json().data.materials.map((m: { title: string }) => m.title);
    expect(await titles('studentA')).toContain('Section A sheet');
    expect(await titles('studentB')).not.toContain('Section A sheet');
    expect(await titles('studentB')).toContain('Slides');
    const fileOf = (who: keyof typeof tokens) =>
      injectAs(app, tokens[who], { method: 'GET', url: `/api/materials/${material._id}/file` });
    expect((await fileOf('studentA')).statusCode).toBe(200);
    expect((await fileOf('studentB')).statusCode).toBe(404);
    expect((await fileOf('outsider')).statusCode).toBe(404);
    expect((await fileOf('otherTeacher')).statusCode).toBe(404);
  });

  it('a student of another course cannot list or download (404)', async () => {
    expect((await list('outsider')).statusCode).toBe(404);
    const slides = (await list('teacher'))
      .json()
      .data.materials.find((m: { title: string }) => m.title === 'Slides');
    const res = await injectAs(app, tokens.outsider, {
      method: 'GET',
      url: `/api/materials/${slides._id}/file`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('serves a PDF and an image inline and anything else as an attachment, always sandboxed', async () => {
    const docx = await addMaterial(
      'teacher',
      { kind: 'file', title: 'Outline', group: 'Week 3' },
      // The client's declared type is ignored: the stored extension decides.
      { name: 'outline.docx', content: SAMPLE_FILES.docx(), type: 'text/html' },
    );
    expect(docx.statusCode, docx.body).toBe(201);
    const materials = (await list('studentA')).json().data.materials as { _id: string; title: string }[];
    const fileOf = async (title: string) => {
      const m = materials.find((x) => x.title === title)!;
      return injectAs(app, tokens.studentA, { method: 'GET', url: `/api/materials/${m._id}/file` });
    };
    const pdf = await fileOf('Slides');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload).toEqual(SAMPLE_FILES.pdf());
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
    });
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename=slides\.pdf$/);
    const png = await fileOf('Section A sheet');
    expect(png.headers).toMatchObject({ 'content-type': 'image/png', 'content-security-policy': 'sandbox' });
    expect(png.headers['content-disposition']).toMatch(/^inline;/);
    const other = await fileOf('Outline');
    expect(other.headers).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
    });
    expect(other.headers['content-disposition']).toMatch(/^attachment; filename=outline\.docx$/);
  });

  it('the teacher renames, moves up and down, and changes the week of a material, each audited', async () => {
    const before = (await list('teacher')).json().data.materials as { _id: string; title: string }[];
    const reading = before.find((m) => m.title === 'Reading')!;
    const res = await injectAs(app, tokens.teacher, {
      method: 'PUT',
      url: `/api/materials/${reading._id}`,
      payload: { title: 'Reading list', position: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await list('teacher')).json().data.materials as {
      _id: string;
      title: string;
      position: number;
    }[];
    expect(after[0]).toMatchObject({ title: 'Reading list', position: 0 });
    expect(after.map((m) => m.position)).toEqual(after.map((_, i) => i));
    const moved = await injectAs(app, tokens.teacher, {
      method: 'PUT',
      url: `/api/materials/${reading._id}`,
      payload: { group: 'Week 1' },
    });
    // After the last material of Week 1 (Lecture video, Slides).
    expect(moved.json().data.material).toMatchObject({ group: 'Week 1', position: 2 });
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entityId, reading._id));
    expect(audit.map((a) => a.action)).toEqual(['material.added', 'material.updated', 'material.updated']);
    expect(audit[1]!.before).toMatchObject({ title: 'Reading' });
    expect(audit[1]!.after).toMatchObject({ title: 'Reading list' });
  });

  it('deleting a file material removes its stored file, and is audited', async () => {
    const materials = (await list('teacher')).json().data.materials as { _id: string; title: string }[];
    const outline = materials.find((m) => m.title === 'Outline')!;
    const [row] = await app.db.select().from(courseMaterials).where(eq(courseMaterials.id, outline._id));
    expect(storedIn('materials')).toContain(row!.filePath!.split('/')[1]);
    const res = await injectAs(app, tokens.teacher, {
      method: 'DELETE',
      url: `/api/materials/${outline._id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(storedIn('materials')).not.toContain(row!.filePath!.split('/')[1]);
    const left = (await list('teacher')).json().data.materials as { position: number }[];
    expect(left.map((m) => m.position)).toEqual(left.map((_, i) => i));
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entityId, outline._id));
    expect(audit.map((a) => a.action)).toEqual(['material.added', 'material.deleted']);
  });

  it('a course that is not there is 404', async () => {
    expect((await list('admin', crypto.randomUUID())).statusCode).toBe(404);
    expect(
      (await addMaterial('admin', { kind: 'note', title: 'X', note: 'Y' }, undefined, otherCourseId))
        .statusCode,
    ).toBe(201);
  });
});

describe('a deleted course', () => {
  it('takes its material files out of the store', async () => {
    const admin = tokens.admin;
    const empty = await buildCourse(app);
    const res = await addMaterial(
      'admin',
      { kind: 'file', title: 'Old slides' },
      { name: 'old.pdf', content: SAMPLE_FILES.pdf() },
      empty.id,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db
      .select()
      .from(courseMaterials)
      .where(eq(courseMaterials.id, res.json().data.material._id));
    const name = row!.filePath!.split('/')[1];
    expect(storedIn('materials')).toContain(name);
    const del = await injectAs(app, admin, { method: 'DELETE', url: `/api/courses/${empty.id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(storedIn('materials')).not.toContain(name);
  });
});

describe('assignment attachments', () => {
  const attach = async (who: keyof typeof tokens, file: TestFile, id = assignmentId) =>
    injectAs(app, tokens[who], {
      method: 'POST',
      url: `/api/assignments/${id}/attachments`,
      ...(await multipartBody({}, file)),
    });
  const attachments = (who: keyof typeof tokens) =>
    injectAs(app, tokens[who], { method: 'GET', url: `/api/assignments/${assignmentId}/attachments` });

  it('the teacher attaches a question paper; enrolled students of every section download it', async () => {
    const res = await attach('teacher', { name: 'Question paper.pdf', content: SAMPLE_FILES.pdf() });
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json().data.attachment;
    expect(attachment).toMatchObject({ name: 'Question paper.pdf', type: 'application/pdf' });
    for (const who of ['studentA', 'studentB', 'teacher', 'admin'] as const) {
      expect((await attachments(who)).json().data.attachments, who).toHaveLength(1);
      const file = await injectAs(app, tokens[who], {
        method: 'GET',
        url: `/api/assignments/${assignmentId}/attachments/${attachment._id}/file`,
      });
      expect(file.statusCode, who).toBe(200);
      expect(file.headers).toMatchObject({
        'content-security-policy': 'sandbox',
        'x-content-type-options': 'nosniff',
      });
    }
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'assignment-attachment.added'));
    expect(audit).toMatchObject({ entityId: attachment._id });
  });

  it('nobody else sees, attaches or removes them (404), and a refused file leaves nothing', async () => {
    const [attachment] = (await attachments('teacher')).json().data.attachments;
    expect((await attachments('outsider')).statusCode).toBe(404);
    expect((await attachments('otherTeacher')).statusCode).toBe(404);
    const file = await injectAs(app, tokens.outsider, {
      method: 'GET',
      url: `/api/assignments/${assignmentId}/attachments/${attachment._id}/file`,
    });
    expect(file.statusCode).toBe(404);
    expect((await attach('otherTeacher', { name: 'x.pdf', content: SAMPLE_FILES.pdf() })).statusCode).toBe(
      404,
    );
    expect((await attach('studentA', { name: 'x.pdf', content: SAMPLE_FILES.pdf() })).statusCode).toBe(403);
    expect((await attach('teacher', { name: 'x.exe', content: SAMPLE_FILES.exe() })).statusCode).toBe(415);
    const del = await injectAs(app, tokens.otherTeacher, {
      method: 'DELETE',
      url: `/api/assignments/${assignmentId}/attachments/${attachment._id}`,
    });
    expect(del.statusCode).toBe(404);
    expect(await app.db.select().from(assignmentAttachments)).toHaveLength(1);
    expect(storedIn('attachments')).toHaveLength(1);
  });

  it('removing an attachment deletes its stored file', async () => {
    const [attachment] = (await attachments('teacher')).json().data.attachments;
    const res = await injectAs(app, tokens.teacher, {
      method: 'DELETE',
      url: `/api/assignments/${assignmentId}/attachments/${attachment._id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(storedIn('attachments')).toHaveLength(0);
    expect(
      await app.db.select().from(auditLog).where(eq(auditLog.action, 'assignment-attachment.deleted')),
    ).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('describes the materials and attachment routes', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/courses/{id}/materials'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(Object.keys(doc.paths['/api/materials/{id}'])).toEqual(expect.arrayContaining(['put', 'delete']));
    expect(
      doc.paths['/api/materials/{id}/file'].get.responses['200'].content['application/octet-stream'],
    ).toBeDefined();
    expect(Object.keys(doc.paths['/api/assignments/{id}/attachments'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(doc.paths['/api/assignments/{id}/attachments/{attachmentId}/file'].get).toBeDefined();
  });
});
