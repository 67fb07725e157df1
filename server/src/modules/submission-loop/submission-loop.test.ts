/**
 * Closing the loop on a submission (issue 25, item 5): who has not submitted, returning for resubmission (late
 * or not as the teacher chooses), private comments that raise the other party's bell, and the history.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { assignments, auditLog, notifications, submissions } from '../../db/schema';
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
import { multipartBody } from '../../test/multipart';

const DAY = 24 * 60 * 60 * 1000;
let app: App;
let uploadsDir: string;
const token = {} as Record<'teacher' | 'other' | 'admin' | 'ali' | 'sara' | 'zain', string>;
const ids = {} as Record<'teacher' | 'course' | 'ali' | 'sara' | 'zain', string>;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'portal-loop-'));
  app = await buildTestApp({ uploadsDir });
  const teacher = await buildFaculty(app, { name: 'Dr. Hamid' });
  const other = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const course = await buildCourse(app, { code: 'LOOP-1', instructorId: teacher.id });
  const ali = await buildStudent(app, { name: 'Ali', section: 'A' });
  const sara = await buildStudent(app, { name: 'Sara', section: 'B' });
  const zain = await buildStudent(app, { name: 'Zain', section: 'A' });
  for (const s of [ali, sara, zain]) await buildEnrollment(app, s.id, course.id);
  Object.assign(ids, { teacher: teacher.id, course: course.id, ali: ali.id, sara: sara.id, zain: zain.id });
  for (const [key, user] of Object.entries({ teacher, other, admin, ali, sara, zain }))
    token[key as keyof typeof token] = await signIn(app, user.email);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function send(
  who: keyof typeof token,
  assignmentId: string,
  text: string,
  method: 'POST' | 'PUT' = 'POST',
) {
  const body = await multipartBody({ submission_text: text });
  const url =
    method === 'POST'
      ? `/api/assignments/${assignmentId}/submit`
      : `/api/assignments/${assignmentId}/update-submission`;
  return injectAs(app, token[who], { method, url, ...body });
}
const as = (who: keyof typeof token, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  injectAs(app, token[who], { method, url, payload });
const grade = (id: string, marks = 8) =>
  as('teacher', 'PUT', `/api/assignments/${id}/grade`, { marks_obtained: marks, feedback: 'Good' });
const giveBack = (id: string, payload: object, who: keyof typeof token = 'teacher') =>
  as(who, 'POST', `/api/submissions/${id}/return`, payload);
const history = async (who: keyof typeof token, id: string) =>
  (await as(who, 'GET', `/api/submissions/${id}/history`)).json().data.events as {
    kind: string;
    body: string | null;
    is_late: boolean | null;
    actor: { name: string } | null;
  }[];
const bell = (userId: string) => app.db.select().from(notifications).where(eq(notifications.userId, userId));
const pastDue = () => buildAssignment(app, ids.course, { title: 'Essay', totalMarks: 10 });

/** Submits before the due date, then moves the due date into the past: the work was on time. */
async function onTimeThenPastDue() {
  const assignment = await pastDue();
  const res = await send('ali', assignment.id, 'First draft');
  expect(res.statusCode).toBe(201);
  await app.db
    .update(assignments)
    .set({ dueDate: new Date(Date.now() - DAY) })
    .where(eq(assignments.id, assignment.id));
  return { assignmentId: assignment.id, submissionId: res.json().data.submission._id as string };
}

describe('who has not submitted', () => {
  it("lists the course's enrolled students with no submission to the assignment, on the grading page's read", async () => {
    const assignment = await pastDue();
    await send('ali', assignment.id, 'Done');
    const res = await as('teacher', 'GET', `/api/assignments/${assignment.id}/submissions`);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.not_submitted.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Sara', 'Zain']);
    expect(res.json().data.not_submitted[0]).toMatchObject({ section: 'B' });
    expect((await as('other', 'GET', `/api/assignments/${assignment.id}/submissions`)).statusCode).toBe(404);
  });
});

describe('returning a submission for resubmission', () => {
  it('lets the student update a returned graded submission after the due date, not late when the teacher chose so', async () => {
    const { assignmentId, submissionId } = await onTimeThenPastDue();
    expect((await grade(submissionId)).statusCode).toBe(200);
    // Graded and not returned: closed.
    expect((await send('ali', assignmentId, 'Too late', 'PUT')).statusCode).toBe(409);
    const res = await giveBack(submissionId, { comment: 'Cite your sources.', mark_late: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.submission).toMatchObject({ status: 'submitted', grade: null });
    expect(res.json().data.submission.returned_at).not.toBeNull();
    const [notice] = (await bell(ids.ali)).filter((n) => n.kind === 'submission_returned');
    expect(notice.title).toBe('Returned for resubmission: Essay');
    expect(notice.body).toContain('Cite your sources.');
    // Returned twice: refused.
    expect((await giveBack(submissionId, { comment: 'Again', mark_late: false })).statusCode).toBe(409);
    const resubmitted = await send('ali', assignmentId, 'Second draft, with sources', 'PUT');
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().data.submission).toMatchObject({ is_late: false, returned_at: null });
    // The earlier marks are kept in the grade history.
    const listed = (await as('teacher', 'GET', `/api/assignments/${assignmentId}/submissions`)).json().data;
    expect(listed.submissions[0].history).toHaveLength(1);
    expect((await history('ali', submissionId)).map((e) => e.kind)).toEqual([
      'submitted',
      'graded',
      'returned',
      'resubmitted',
    ]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submission.returned'), eq(auditLog.entityId, submissionId)));
    expect(audit).toBeDefined();
  });

  it('marks the resubmission late after the due date when the teacher chose so', async () => {
    const { assignmentId, submissionId } = await onTimeThenPastDue();
    await giveBack(submissionId, { comment: 'Redo question 2', mark_late: true });
    const res = await send('ali', assignmentId, 'Redone', 'PUT');
    expect(res.json().data.submission.is_late).toBe(true);
    const events = await history('teacher', submissionId);
    expect(events.at(-1)).toMatchObject({ kind: 'resubmitted', is_late: true });
    expect(events.find((e) => e.kind === 'returned')).toMatchObject({
      body: 'Redo question 2',
      is_late: true,
    });
    // Resubmitted: the return is over, and once graded the submission is closed again.
    await grade(submissionId);
    expect((await send('ali', assignmentId, 'Once more', 'PUT')).statusCode).toBe(409);
  });

  it('is refused to a teacher of another course (404), a student (403), and without a comment (400)', async () => {
    const { submissionId } = await onTimeThenPastDue();
    expect((await giveBack(submissionId, { comment: 'x' }, 'other')).statusCode).toBe(404);
    expect((await giveBack(submissionId, { comment: 'x' }, 'ali')).statusCode).toBe(403);
    const empty = await giveBack(submissionId, { comment: '  ' });
    expect(empty.statusCode).toBe(400);
    const [row] = await app.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(row.returnedAt).toBeNull();
    expect(
      (await giveBack(submissionId, { comment: 'Admins may', mark_late: false }, 'admin')).statusCode,
    ).toBe(200);
  });
});

describe('private comments', () => {
  it("raise the other party's bell and are in the history both read", async () => {
    const assignment = await pastDue();
    const submissionId = (await send('sara', assignment.id, 'Answer')).json().data.submission._id;
    const url = `/api/submissions/${submissionId}/comments`;
    const asked = await as('sara', 'POST', url, { comment: 'Is the bibliography counted?' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data.event).toMatchObject({
      kind: 'commented',
      body: 'Is the bibliography counted?',
    });
    const [toTeacher] = (await bell(ids.teacher)).filter((n) => n.kind === 'submission_comment');
    expect(toTeacher).toMatchObject({
      title: 'New comment on "Essay"',
      body: 'Sara: Is the bibliography counted?',
    });
    expect(toTeacher.link).toBe(`/faculty/grade-submissions?assignment=${assignment.id}`);
    expect((await as('teacher', 'POST', url, { comment: 'No, it is not.' })).statusCode).toBe(201);
    const [toSara] = (await bell(ids.sara)).filter((n) => n.kind === 'submission_comment');
    expect(toSara.body).toBe('Dr. Hamid: No, it is not.');
    const seen = await history('sara', submissionId);
    expect(seen.filter((e) => e.kind === 'commented').map((e) => e.body)).toEqual([
      'Is the bibliography counted?',
      'No, it is not.',
    ]);
    expect(await history('teacher', submissionId)).toEqual(seen);
  });

  it('nobody else reads or writes them: another student, a teacher of another course, an admin', async () => {
    const assignment = await pastDue();
    const submissionId = (await send('sara', assignment.id, 'Answer')).json().data.submission._id;
    const url = `/api/submissions/${submissionId}/comments`;
    expect((await as('ali', 'POST', url, { comment: 'Peeking' })).statusCode).toBe(404);
    expect((await as('other', 'POST', url, { comment: 'Peeking' })).statusCode).toBe(404);
    expect((await as('admin', 'POST', url, { comment: 'Peeking' })).statusCode).toBe(403);
    expect((await as('ali', 'GET', `/api/submissions/${submissionId}/history`)).statusCode).toBe(404);
    expect((await as('other', 'GET', `/api/submissions/${submissionId}/history`)).statusCode).toBe(404);
    expect((await history('sara', submissionId)).map((e) => e.kind)).toEqual(['submitted']);
  });

  it('refuses an empty or too long comment with a clear message, writing nothing', async () => {
    const assignment = await pastDue();
    const submissionId = (await send('zain', assignment.id, 'Answer')).json().data.submission._id;
    const url = `/api/submissions/${submissionId}/comments`;
    const long = await as('zain', 'POST', url, { comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'comment', code: 'field.maxLength' });
    expect((await as('zain', 'POST', url, { comment: '' })).statusCode).toBe(400);
    expect((await history('zain', submissionId)).map((e) => e.kind)).toEqual(['submitted']);
  });
});

describe('the history', () => {
  it('records an update before grading as updated, and a grade with its marks', async () => {
    const assignment = await pastDue();
    const submissionId = (await send('zain', assignment.id, 'v1')).json().data.submission._id;
    await send('zain', assignment.id, 'v2', 'PUT');
    await grade(submissionId, 9);
    const events = await history('zain', submissionId);
    expect(events.map((e) => e.kind)).toEqual(['submitted', 'updated', 'graded']);
    expect(events[2]).toMatchObject({ actor: { name: 'Dr. Hamid' }, body: 'Good' });
  });
});
