/** The request context over a real connection: a JSON body is read from the socket, and who asked is still known. */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import { auditLog } from '../db/schema';
import {
  buildAssignment,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildSubmission,
  signIn,
} from '../test/factories';
import { buildTestApp } from '../test/harness';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

it('a change sent over HTTP is audited with the signed-in user and its address', async () => {
  const teacher = await buildFaculty(app, { name: 'Nadia Teacher' });
  const token = await signIn(app, teacher.email);
  const course = await buildCourse(app, { instructorId: teacher.id });
  const student = await buildStudent(app);
  await buildEnrollment(app, student.id, course.id);
  const assignment = await buildAssignment(app, course.id, { totalMarks: 10 });
  const submission = await buildSubmission(app, assignment.id, student.id);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const res = await fetch(`${address}/api/assignments/${submission.id}/grade`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    // Long enough to arrive in more than one chunk.
    body: JSON.stringify({ marks_obtained: 5, feedback: 'Well argued. '.repeat(300) }),
  });

  expect(res.status).toBe(200);
  const [entry] = await app.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1);
  expect(entry).toMatchObject({
    actorId: teacher.id,
    actorName: 'Nadia Teacher',
    actorRole: 'faculty',
    ip: '127.0.0.1',
  });
});
