/**
 * A term's start shows its progress (issue 34 items 4 and 12): asked with `Accept: application/x-ndjson`, the
 * start streams a line as each step begins (with the plan's counts once planned) and ends with the answer a
 * plain start gives; it is still one transaction, run once: a second start reports no step and adds nothing.
 * Refusals before the first step keep their status; the stream is never compressed (the lines would be held).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERM_START_STEPS } from '../../../../contract/enums';
import type { TermPlan, TermStartProgress } from '../../../../contract/terms';
import type { App } from '../../app';
import { auditLog, studentProfiles } from '../../db/schema';
import { buildTestApp } from '../../test/harness';
import { buildAdmin, buildCourse, buildFaculty, buildStudent, injectAs, signIn } from '../../test/factories';

let now = new Date('2026-11-20T06:00:00Z');
let app: App;
let admin: string;
let springId: string;

beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
  admin = await signIn(app, (await buildAdmin(app)).email);
  const teacher = await buildFaculty(app);
  await buildCourse(app, { code: 'PG-402', semester: 4, instructorId: teacher.id });
  await buildStudent(app, { semester: 3 });
  await buildStudent(app, { semester: 3 });
  const added = await injectAs(app, admin, {
    method: 'POST',
    url: '/api/admin/terms',
    payload: { season: 'Spring', year: 2027 },
  });
  springId = added.json().data.term._id;
  now = new Date('2027-02-10T06:00:00Z');
});
afterAll(() => app.close());

const startWithProgress = (id: string, payload: object = { dry_run: false }) =>
  injectAs(app, admin, {
    method: 'POST',
    url: `/api/admin/terms/${id}/start`,
    payload,
    headers: { accept: 'application/x-ndjson, application/json', 'accept-encoding': 'br, gzip' },
  });
const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as { progress: TermStartProgress; success?: boolean; data: { plan: TermPlan } },
    );

describe("a term's start with its progress", () => {
  it('reports each step as it begins, with the counts once planned, then what the start did', async () => {
    const res = await startWithProgress(springId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const [planning, ...rest] = lines(res.body);
    const answer = rest.pop()!;
    expect(planning!.progress).toEqual({
      step: 'planning',
      done: 0,
      steps: 5,
      offerings: null,
      promotions: null,
      enrollments: null,
    });
    expect(rest.map((line) => line.progress.step)).toEqual(TERM_START_STEPS.slice(1));
    expect(rest.map((line) => line.progress.done)).toEqual([1, 2, 3, 4]);
    expect(answer).toMatchObject({ success: true, data: { plan: { applied: true } } });
    const { offerings, promotions, enrollments } = answer.data.plan;
    expect(offerings).toBeGreaterThan(0);
    expect(promotions).toBe(2);
    for (const line of rest) expect(line.progress).toMatchObject({ offerings, promotions, enrollments });
    // Done: the students moved up, and the start is audited once.
    const semesters = (await app.db.select().from(studentProfiles)).map((p) => p.semester);
    expect(semesters).toEqual([4, 4]);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, 'term.started'))).toHaveLength(1);
  });

  it('a second start reports no step and adds nothing', async () => {
    const res = await startWithProgress(springId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().data.plan).toMatchObject({
      applied: true,
      offerings: 0,
      promotions: 0,
      enrollments: 0,
    });
    const semesters = (await app.db.select().from(studentProfiles)).map((p) => p.semester);
    expect(semesters).toEqual([4, 4]);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, 'term.started'))).toHaveLength(1);
  });

  it('refusals before the first step keep their status: a term that does not exist (404), a stranger held back (400)', async () => {
    const missing = await startWithProgress('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('term.notFound');
    const teacher = await buildFaculty(app);
    const held = await startWithProgress(springId, { dry_run: false, hold_back: [teacher.id] });
    expect(held.statusCode).toBe(400);
    expect(held.json().errors[0].field).toBe('hold_back');
  });

  it('a preview (dry_run) answers as usual, without progress', async () => {
    const res = await startWithProgress(springId, { dry_run: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
