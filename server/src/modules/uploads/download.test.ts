import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { submissions } from '../../db/schema';
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
import { multipartBody, SAMPLE_FILES } from '../../test/multipart';

let app: App;
let uploadsDir: string;
let submissionId: string;
const tokens = {} as Record<'owner' | 'classmate' | 'teacher' | 'otherTeacher' | 'admin', string>;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'portal-downloads-'));
  app = await buildTestApp({ uploadsDir });
  const teacher = await buildFaculty(app);
  const otherTeacher = await buildFaculty(app);
  const owner = await buildStudent(app);
  const classmate = await buildStudent(app);
  const admin = await buildAdmin(app);
  const course = await buildCourse(app, { instructorId: teacher.id });
  await buildEnrollment(app, owner.id, course.id);
  await buildEnrollment(app, classmate.id, course.id);
  const assignment = await buildAssignment(app, course.id);
  tokens.owner = await signIn(app, owner.email);
  tokens.classmate = await signIn(app, classmate.email);
  tokens.teacher = await signIn(app, teacher.email);
  tokens.otherTeacher = await signIn(app, otherTeacher.email);
  tokens.admin = await signIn(app, admin.email);
  const body = await multipartBody(
    { submission_text: 'See attached' },
    { name: 'Taqreer «final».pdf', content: SAMPLE_FILES.pdf() },
  );
  const res = await injectAs(app, tokens.owner, {
    method: 'POST',
    url: `/api/assignments/${assignment.id}/submit`,
    ...body,
  });
  submissionId = res.json().data.submission._id;
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const download = (who: keyof typeof tokens, id = submissionId) =>
  injectAs(app, tokens[who], { method: 'GET', url: `/api/submissions/${id}/file` });

describe('GET /api/submissions/:id/file', () => {
  it('gives the file to its student, the course teacher and an admin, a PDF inline and sandboxed', async () => {
    for (const who of ['owner', 'teacher', 'admin'] as const) {
      const res = await download(who);
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload).toEqual(SAMPLE_FILES.pdf());
      expect(res.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="Taqreer ?final?.pdf"; filename*=UTF-8''Taqreer%20%C2%ABfinal%C2%BB.pdf`,
        'content-security-policy': 'sandbox',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      // A browser saves it under the name the student gave it.
      expect(parseDisposition(res.headers['content-disposition'] as string).parameters.filename).toBe(
        'Taqreer «final».pdf',
      );
    }
  });

  it('should return 404 to another student and to another teacher', async () => {
    for (const who of ['classmate', 'otherTeacher'] as const) {
      const res = await download(who);
      expect(res.statusCode, who).toBe(404);
      expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    }
  });

  it('should return 401 without a session, 404 for an unknown id or a submission without a file', async () => {
    const anonymous = await app.inject({ method: 'GET', url: `/api/submissions/${submissionId}/file` });
    expect(anonymous.statusCode).toBe(401);
    expect((await download('admin', crypto.randomUUID())).statusCode).toBe(404);
    const [row] = await app.db.select().from(submissions).where(eq(submissions.id, submissionId));
    unlinkSync(join(uploadsDir, row.filePath!));
    expect((await download('owner')).statusCode).toBe(404);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/submissions/{id}/file'].get;
    expect(operation.description).toMatch(/inline/);
    expect(operation.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
    );
    expect(operation.responses['200'].content['application/octet-stream'].schema).toMatchObject({
      format: 'binary',
    });
  });
});
