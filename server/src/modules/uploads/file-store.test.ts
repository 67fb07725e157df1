/**
 * Uploaded files in either store the portal can run with: the uploads folder (the default) and an
 * S3-compatible bucket (a real S3-protocol server started here). The same tests, through the real HTTP server:
 * what is uploaded comes back byte for byte, a refused upload leaves nothing stored, a replaced or deleted
 * submission's file is removed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { MAX_UPLOAD_BYTES } from '../../../../contract/uploads';
import type { App } from '../../app';
import { submissions } from '../../db/schema';
import {
  buildAdmin,
  buildAssignment,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { multipartBody, SAMPLE_FILES, type TestFile } from '../../test/multipart';
import { FILE_STORE_KINDS, startTestFileStore, type TestFileStore } from '../../test/s3';

/** A PDF of `size` bytes whose content differs from place to place, so that a mixed-up part would show. */
function pdfOf(size: number): Buffer {
  const content = Buffer.alloc(size);
  for (let i = 0; i + 4 <= size; i += 4) content.writeUInt32BE(i, i);
  SAMPLE_FILES.pdf().copy(content, 0, 0, 9);
  return content;
}

describe.each(FILE_STORE_KINDS)('uploaded files in %s', (kind) => {
  let store: TestFileStore;
  let app: App;
  let address: string;
  let courseId: string;
  let adminToken: string;

  beforeAll(async () => {
    store = await startTestFileStore(kind);
    app = await buildTestApp(store.overrides);
    address = await app.listen({ port: 0, host: '127.0.0.1' });
    const teacher = await buildFaculty(app);
    courseId = (await buildCourse(app, { instructorId: teacher.id })).id;
    adminToken = await signIn(app, (await buildAdmin(app)).email);
  });

  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  /** A student enrolled in the course with an assignment to hand in. */
  async function studentWithAssignment() {
    const student = await buildStudent(app);
    await buildEnrollment(app, student.id, courseId);
    const assignment = await buildAssignment(app, courseId);
    return { student, assignmentId: assignment.id, token: await signIn(app, student.email) };
  }

  async function send(token: string, method: 'POST' | 'PUT', url: string, file: TestFile) {
    const { payload, headers } = await multipartBody({}, file);
    const res = await fetch(`${address}${url}`, {
      method,
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: payload,
    });
    return { status: res.status, body: await res.json() };
  }
  const submit = (token: string, assignmentId: string, file: TestFile) =>
    send(token, 'POST', `/api/assignments/${assignmentId}/submit`, file);
  const resubmit = (token: string, assignmentId: string, file: TestFile) =>
    send(token, 'PUT', `/api/assignments/${assignmentId}/update-submission`, file);

  async function download(token: string, submissionId: string) {
    const res = await fetch(`${address}/api/submissions/${submissionId}/file`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('streams an upload in and back out byte for byte, small or large', async () => {
    const { token, assignmentId } = await studentWithAssignment();
    const before = await store.storedKeys();
    // 7 MB goes to a bucket as a multipart upload of two parts; 200 bytes in one request.
    for (const content of [SAMPLE_FILES.pdf(), pdfOf(7 * 1024 * 1024)]) {
      const res = await submit(token, assignmentId, { name: 'Essay.pdf', content });
      expect(res.status).toBeLessThan(300);
      const submission = res.body.data.submission;
      expect(submission.submission_file.size).toBe(content.length);
      const file = await download(token, submission._id);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-length')).toBe(String(content.length));
      expect(file.bytes.equals(content)).toBe(true);
    }
    // The second submit replaced the first file: one file is stored, not two.
    expect((await store.storedKeys()).length).toBe(before.length + 1);
  });

  it('accepts exactly 10 MB and refuses 10 MB and one byte with 413, storing nothing', async () => {
    const { token, assignmentId } = await studentWithAssignment();
    const before = await store.storedKeys();
    const tooBig = await submit(token, assignmentId, {
      name: 'big.pdf',
      content: pdfOf(MAX_UPLOAD_BYTES + 1),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(MESSAGES.uploadTooLarge);
    expect(await store.storedKeys()).toEqual(before);

    const exact = await submit(token, assignmentId, { name: 'exact.pdf', content: pdfOf(MAX_UPLOAD_BYTES) });
    expect(exact.status).toBe(201);
    const file = await download(adminToken, exact.body.data.submission._id);
    expect(file.bytes.equals(pdfOf(MAX_UPLOAD_BYTES))).toBe(true);
  });

  it('refuses a type or content that is not accepted with 415, storing nothing', async () => {
    const { token, assignmentId } = await studentWithAssignment();
    const before = await store.storedKeys();
    const refused: [TestFile, string][] = [
      [{ name: 'setup.exe', content: SAMPLE_FILES.exe() }, MESSAGES.uploadTypeNotAllowed],
      [{ name: 'notes.pdf', content: SAMPLE_FILES.exe() }, MESSAGES.uploadContentMismatch],
      // Large enough to reach a bucket as a multipart upload before the executable's end is seen.
      [
        {
          name: 'notes.txt',
          content: Buffer.concat([Buffer.alloc(6 * 1024 * 1024, 0x61), SAMPLE_FILES.exe()]),
        },
        MESSAGES.uploadContentMismatch,
      ],
      // Cut in the middle of a character: known bad only at the very last byte.
      [
        { name: 'answer.txt', content: Buffer.from([0x6f, 0x6b, 0xe2, 0x9c]) },
        MESSAGES.uploadContentMismatch,
      ],
    ];
    for (const [file, message] of refused) {
      const res = await submit(token, assignmentId, file);
      expect(res.status, file.name).toBe(415);
      expect(res.body.message, file.name).toBe(message);
    }
    expect(await store.storedKeys()).toEqual(before);
  });

  it('removes the old file when a submission’s file is replaced', async () => {
    const { token, assignmentId } = await studentWithAssignment();
    const first = await submit(token, assignmentId, { name: 'draft.png', content: SAMPLE_FILES.png() });
    const before = await store.storedKeys();
    const firstKey = before.find((key) => key.endsWith('.png'));
    expect(firstKey).toBeDefined();

    const second = await resubmit(token, assignmentId, { name: 'final.docx', content: SAMPLE_FILES.docx() });
    expect(second.status).toBe(200);
    const after = await store.storedKeys();
    expect(after).not.toContain(firstKey);
    expect(after.length).toBe(before.length);
    const file = await download(token, first.body.data.submission._id);
    expect(file.bytes.equals(SAMPLE_FILES.docx())).toBe(true);
  });

  it('removes a student’s files when the student is deleted', async () => {
    const { student, token, assignmentId } = await studentWithAssignment();
    const before = await store.storedKeys();
    await submit(token, assignmentId, { name: 'essay.pdf', content: SAMPLE_FILES.pdf() });
    expect((await store.storedKeys()).length).toBe(before.length + 1);

    const res = await fetch(`${address}/api/admin/students/${student.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(await store.storedKeys()).toEqual(before);
  });

  it('answers 404 for a submission whose file is no longer in the store', async () => {
    const { token, assignmentId } = await studentWithAssignment();
    const res = await submit(token, assignmentId, { name: 'essay.pdf', content: SAMPLE_FILES.pdf() });
    const id = res.body.data.submission._id;
    const [row] = await app.db.select().from(submissions).where(eq(submissions.id, id));
    expect(await store.storedKeys()).toContain(row.filePath);
    await app.files.delete(row.filePath!);
    expect(await store.storedKeys()).not.toContain(row.filePath);
    expect((await download(token, id)).status).toBe(404);
  });
});
