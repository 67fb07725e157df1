import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { MAX_UPLOAD_BYTES } from '../../../../contract/uploads';
import type { App } from '../../app';
import { activities, submissions } from '../../db/schema';
import {
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

const DAY = 24 * 60 * 60 * 1000;
let app: App;
let uploadsDir: string;
let token: string;
let courseId: string;
let notMyAssignmentId: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
  app = await buildTestApp({ uploadsDir });
  const teacher = await buildFaculty(app);
  const student = await buildStudent(app);
  const course = await buildCourse(app, { instructorId: teacher.id });
  const otherCourse = await buildCourse(app);
  await buildEnrollment(app, student.id, course.id);
  notMyAssignmentId = (await buildAssignment(app, otherCourse.id)).id;
  courseId = course.id;
  token = await signIn(app, student.email);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

let assignmentId: string;
beforeEach(async () => {
  assignmentId = (await buildAssignment(app, courseId)).id;
});

async function send(
  method: 'POST' | 'PUT',
  fields: Record<string, string>,
  file?: TestFile,
  id = assignmentId,
) {
  const body = await multipartBody(fields, ...(file ? [file] : []));
  const url =
    method === 'POST' ? `/api/assignments/${id}/submit` : `/api/assignments/${id}/update-submission`;
  return injectAs(app, token, { method, url, ...body });
}
const submit = (fields: Record<string, string>, file?: TestFile, id?: string) =>
  send('POST', fields, file, id);
const update = (fields: Record<string, string>, file?: TestFile, id?: string) =>
  send('PUT', fields, file, id);

const storedFiles = () => {
  try {
    return readdirSync(join(uploadsDir, 'submissions'));
  } catch {
    return [];
  }
};
const rowsFor = async (id: string) =>
  app.db.select().from(submissions).where(eq(submissions.assignmentId, id));

describe('POST /api/assignments/:id/submit', () => {
  it('submits a written response, a link and a file, kept under a generated name', async () => {
    const before = storedFiles().length;
    const res = await submit(
      { submission_text: 'My essay', submission_link: 'https://example.org/work' },
      { name: 'essay.pdf', content: SAMPLE_FILES.pdf(), type: 'application/pdf' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: MESSAGES.assignmentSubmitted,
      data: {
        submission: {
          submission_text: 'My essay',
          submission_link: 'https://example.org/work',
          submission_file: { originalname: 'essay.pdf', size: 209, mimetype: 'application/pdf' },
          status: 'submitted',
          is_late: false,
          grade: null,
        },
      },
    });
    const [row] = await rowsFor(assignmentId);
    expect(row.filePath).toMatch(/^submissions\/[0-9a-f-]{36}\.pdf$/);
    expect(storedFiles()).toHaveLength(before + 1);
    expect(readFileSync(join(uploadsDir, row.filePath!))).toEqual(SAMPLE_FILES.pdf());
  });

  it('a second submit becomes an update, never a second row', async () => {
    const first = await submit({ submission_text: 'Draft' });
    const second = await submit({ submission_text: 'Final answer' });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe(MESSAGES.submissionUpdated);
    expect(second.json().data.submission._id).toBe(first.json().data.submission._id);
    const rows = await rowsFor(assignmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toBe('Final answer');
  });

  it('sets the late flag by the server clock against the due date', async () => {
    const pastDue = await buildAssignment(app, courseId, { dueDate: new Date(Date.now() - DAY) });
    const late = await submit({ submission_text: 'Sorry' }, undefined, pastDue.id);
    expect(late.statusCode).toBe(201);
    expect(late.json().data.submission.is_late).toBe(true);
    const onTime = await submit({ submission_text: 'Here', is_late: 'false' });
    expect(onTime.json().data.submission.is_late).toBe(false);

    const list = await injectAs(app, token, { method: 'GET', url: '/api/assignments/my-assignments' });
    const shown = list.json().data.assignments.find((a: { _id: string }) => a._id === pastDue.id);
    expect(shown.displayStatus).toBe('late');
  });

  it('refuses an empty submission', async () => {
    for (const fields of [{}, { submission_text: '   ', submission_link: '' }] as Record<string, string>[]) {
      const res = await submit(fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.submissionEmpty);
    }
    // A browser sends an empty, nameless file part when no file was chosen.
    const res = await submit({}, { name: '', content: '' });
    expect(res.json().message).toBe(MESSAGES.submissionEmpty);
    expect(await rowsFor(assignmentId)).toHaveLength(0);
  });

  it('refuses a link that is not http(s)', async () => {
    const res = await submit({ submission_link: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('submission_link');
    expect(await rowsFor(assignmentId)).toHaveLength(0);
  });

  it('refuses a written response holding a NUL character, which the database cannot store', async () => {
    const res = await submit({ submission_text: 'My essay\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('submission_text');
    expect(await rowsFor(assignmentId)).toHaveLength(0);
  });

  it('should return 404 for an assignment of a course the student is not enrolled in', async () => {
    const before = storedFiles().length;
    const res = await submit(
      { submission_text: 'x' },
      { name: 'a.pdf', content: SAMPLE_FILES.pdf() },
      notMyAssignmentId,
    );
    expect(res.statusCode).toBe(404);
    expect(await rowsFor(notMyAssignmentId)).toHaveLength(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it('records nothing in the admin activity log', async () => {
    const [before] = await app.db.select({ n: count() }).from(activities);
    await submit({ submission_text: 'Quiet' });
    const [after] = await app.db.select({ n: count() }).from(activities);
    expect(after.n).toBe(before.n);
  });
});

describe('uploads', () => {
  it('refuses a body just over 10 MB with 413, leaving no file on disk and no row', async () => {
    const before = storedFiles();
    const content = Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(MAX_UPLOAD_BYTES - 208, 0x20)]);
    expect(content.length).toBe(MAX_UPLOAD_BYTES + 1);
    const res = await submit({ submission_text: 'Big' }, { name: 'big.pdf', content });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MESSAGES.uploadTooLarge);
    expect(storedFiles()).toEqual(before);
    expect(await rowsFor(assignmentId)).toHaveLength(0);
  });

  it('cuts a 50 MB upload off at 10 MB while it streams, without holding it in memory', async () => {
    const before = storedFiles();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = '----portal-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    const CHUNK = Buffer.alloc(64 * 1024, 0x20);
    const TOTAL = 50 * 1024 * 1024;
    let sent = 0;
    const heapBefore = process.memoryUsage().heapUsed;
    const { status, body, sentWhenAnswered, connection } = await new Promise<{
      status: number;
      body: string;
      sentWhenAnswered: number;
      connection: string | undefined;
    }>((resolve, reject) => {
      const req = request(`${address}/api/assignments/${assignmentId}/submit`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + TOTAL + boundary.length + 8),
        },
      });
      req.on('response', (res) => {
        const answeredAt = sent;
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            body: text,
            sentWhenAnswered: answeredAt,
            connection: res.headers.connection,
          }),
        );
      });
      req.on('error', () => {}); // the server may close the socket once it has answered
      req.write(head);
      const pump = () => {
        while (sent < TOTAL && !req.destroyed) {
          sent += CHUNK.length;
          if (!req.write(CHUNK)) return void req.once('drain', pump);
        }
        if (!req.destroyed) req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
      setTimeout(() => reject(new Error('no answer within 30 s')), 30_000).unref();
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).message).toBe(MESSAGES.uploadTooLarge);
    // The connection is dropped, so the browser stops sending the rest.
    expect(connection).toBe('close');
    // Answered long before the 50 MB were sent, and never held the upload in memory.
    expect(sentWhenAnswered).toBeLessThan(25 * 1024 * 1024);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
    expect(storedFiles()).toEqual(before);
    expect(await rowsFor(assignmentId)).toHaveLength(0);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const content = Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(MAX_UPLOAD_BYTES - 209, 0x20)]);
    const res = await submit({}, { name: 'exact.pdf', content });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.submission.submission_file.size).toBe(MAX_UPLOAD_BYTES);
  });

  it('a .pdf that is really an executable is refused with 415', async () => {
    const before = storedFiles();
    const res = await submit({ submission_text: 'Look' }, { name: 'notes.pdf', content: SAMPLE_FILES.exe() });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MESSAGES.uploadContentMismatch);
    expect(storedFiles()).toEqual(before);
    expect(await rowsFor(assignmentId)).toHaveLength(0);
  });

  it('refuses a type that is not accepted with 415', async () => {
    for (const name of ['setup.exe', 'page.html', 'no-extension']) {
      const res = await submit({ submission_text: 'x' }, { name, content: SAMPLE_FILES.exe() });
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toBe(MESSAGES.uploadTypeNotAllowed);
    }
    expect(await rowsFor(assignmentId)).toHaveLength(0);
  });

  it('accepts UTF-8 text, and refuses a .txt with NUL bytes or invalid UTF-8', async () => {
    const ok = await submit({}, { name: 'answer.txt', content: 'Jawab: سلام ✓\n' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.submission.submission_file.mimetype).toBe('text/plain');
    for (const content of [Buffer.from('text\0more'), Buffer.from([0x68, 0xc3, 0x28])]) {
      const res = await update({}, { name: 'answer.txt', content });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(MESSAGES.uploadContentMismatch);
    }
  });

  it('stores a file name with path characters safely', async () => {
    const res = await submit({}, { name: '../../etc/\u202eevil\u0007name.png', content: SAMPLE_FILES.png() });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.submission.submission_file.originalname).toBe('evilname.png');
    const [row] = await rowsFor(assignmentId);
    expect(row.filePath).toMatch(/^submissions\/[0-9a-f-]{36}\.png$/);
    expect(readdirSync(uploadsDir)).toEqual(['submissions']);
  });

  it('refuses a second file', async () => {
    const body = await multipartBody(
      {},
      { name: 'a.png', content: SAMPLE_FILES.png() },
      { name: 'b.png', content: SAMPLE_FILES.png() },
    );
    const res = await injectAs(app, token, {
      method: 'POST',
      url: `/api/assignments/${assignmentId}/submit`,
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(await rowsFor(assignmentId)).toHaveLength(0);
  });
});

describe('PUT /api/assignments/:id/update-submission', () => {
  it('updates the text, keeps the file when no new one comes, and deletes a replaced file', async () => {
    await submit({ submission_text: 'v1' }, { name: 'v1.pdf', content: SAMPLE_FILES.pdf() });
    const [first] = await rowsFor(assignmentId);

    const kept = await update({ submission_text: 'v2' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      message: MESSAGES.submissionUpdated,
      data: { submission: { submission_text: 'v2', submission_file: { originalname: 'v1.pdf' } } },
    });

    const replaced = await update(
      { submission_text: 'v3' },
      { name: 'v3.docx', content: SAMPLE_FILES.docx() },
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.submission.submission_file).toMatchObject({
      originalname: 'v3.docx',
      mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const rows = await rowsFor(assignmentId);
    expect(rows).toHaveLength(1);
    expect(storedFiles()).not.toContain(first.filePath!.split('/')[1]);
    expect(storedFiles()).toContain(rows[0].filePath!.split('/')[1]);
  });

  it('answers 404 when there is no submission to update yet', async () => {
    const res = await update({ submission_text: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.noSubmissionYet);
    expect(await rowsFor(assignmentId)).toHaveLength(0);
  });

  it('a student cannot update a graded submission', async () => {
    await submit({ submission_text: 'Graded work' });
    await app.db
      .update(submissions)
      .set({ status: 'graded', marksObtained: 70, gradedAt: new Date() })
      .where(eq(submissions.assignmentId, assignmentId));
    const before = storedFiles();
    for (const res of [
      await update({ submission_text: 'Changed' }, { name: 'x.pdf', content: SAMPLE_FILES.pdf() }),
      await submit({ submission_text: 'Changed' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.submissionGraded);
    }
    const [row] = await rowsFor(assignmentId);
    expect(row.text).toBe('Graded work');
    expect(storedFiles()).toEqual(before);
  });

  it('should return 404 for an assignment of a course the student is not enrolled in', async () => {
    const res = await update({ submission_text: 'x' }, undefined, notMyAssignmentId);
    expect(res.statusCode).toBe(404);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await injectAs(app, token, {
      method: 'PUT',
      url: `/api/assignments/${assignmentId}/update-submission`,
      payload: { submission_text: 'json' },
    });
    expect(res.statusCode).toBe(404);
    await submit({ submission_text: 'first' });
    const json = await injectAs(app, token, {
      method: 'PUT',
      url: `/api/assignments/${assignmentId}/update-submission`,
      payload: { submission_text: 'json' },
    });
    expect(json.statusCode).toBe(415);
  });
});
