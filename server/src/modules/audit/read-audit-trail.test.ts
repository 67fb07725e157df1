/** GET /api/admin/audit: only admins read the trail, newest first, with filters and pages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../../contract/audit';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { auditLog } from '../../db/schema';
import { buildAdmin, buildFaculty, buildStudent, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { collegeMoment } from '../../../../contract/college-clock';

const timeZone = loadConfig({ SEED: 'none' }, {}).collegeTimeZone;
let app: App;
let adminToken: string;
let admin: Awaited<ReturnType<typeof buildAdmin>>;
let teacher: Awaited<ReturnType<typeof buildFaculty>>;

const read = (query = '', token = adminToken) =>
  injectAs(app, token, { method: 'GET', url: `/api/admin/audit${query}` });
const entries = async (query: string): Promise<AuditEntry[]> => {
  const res = await read(query);
  expect(res.statusCode).toBe(200);
  return res.json().data.entries;
};

beforeAll(async () => {
  app = await buildTestApp();
  admin = await buildAdmin(app, { name: 'Asma Admin', email: 'asma.admin@test.edu' });
  adminToken = await signIn(app, admin.email);
  teacher = await buildFaculty(app, { name: 'Tariq 100%_Sure', email: 'tariq@test.edu' });
  const row = (at: Date, values: Partial<typeof auditLog.$inferInsert>) => ({
    at,
    action: 'grade.changed',
    entity: 'grade',
    summary: 'A change',
    ...values,
  });
  await app.db.insert(auditLog).values([
    // 2025-01-10 in the college's zone, just after local midnight (the evening before in UTC).
    row(collegeMoment('2025-01-10', '00:05', timeZone), {
      actorId: teacher.id,
      actorName: teacher.name,
      actorRole: 'faculty',
      ip: '10.0.0.1',
      entityId: 'grade-1',
      summary: 'Grade changed: first',
      before: { marks_obtained: 50 },
      after: { marks_obtained: 60 },
    }),
    row(collegeMoment('2025-01-11', '23:55', timeZone), {
      actorId: admin.id,
      actorName: admin.name,
      actorRole: 'admin',
      ip: '10.0.0.2',
      action: 'course.deleted',
      entity: 'course',
      entityId: 'course-1',
      summary: 'Course deleted: OLD-1',
      before: { code: 'OLD-1' },
    }),
    row(collegeMoment('2025-01-12', '09:00', timeZone), {
      actorId: teacher.id,
      actorName: teacher.name,
      actorRole: 'faculty',
      entityId: 'grade-1',
      summary: 'Grade changed: second',
    }),
    // Nobody signed in: a script.
    row(collegeMoment('2025-01-13', '12:00', timeZone), {
      action: 'attendance.derived',
      entity: 'virtual-session',
      summary: 'Attendance from a virtual class',
    }),
  ]);
});
afterAll(() => app.close());

describe('GET /api/admin/audit', () => {
  it('only admins read the audit trail (student 403, faculty 403, anonymous 401)', async () => {
    const student = await buildStudent(app);
    expect((await read('', await signIn(app, student.email))).statusCode).toBe(403);
    expect((await read('', await signIn(app, teacher.email))).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('lists entries newest first with who, from where, what and the record before and after', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ total: 4, page: 1, pageSize: AUDIT_PAGE_SIZE });
    expect(data.entries.map((e: AuditEntry) => e.summary)).toEqual([
      'Attendance from a virtual class',
      'Grade changed: second',
      'Course deleted: OLD-1',
      'Grade changed: first',
    ]);
    expect(data.entries[0].actor).toBeNull();
    // Entries written before summaries had codes show their English as stored.
    expect(data.entries.map((e: AuditEntry) => e.summary_said)).toEqual([null, null, null, null]);
    expect(data.entries[3]).toMatchObject({
      actor: { _id: teacher.id, name: 'Tariq 100%_Sure', role: 'faculty' },
      ip: '10.0.0.1',
      action: 'grade.changed',
      entity: 'grade',
      entity_id: 'grade-1',
      at: collegeMoment('2025-01-10', '00:05', timeZone).toISOString(),
      before: { marks_obtained: 50 },
      after: { marks_obtained: 60 },
    });
  });

  it('filters by action, record type and one record’s id', async () => {
    expect((await entries('?action=course.deleted')).map((e) => e.summary)).toEqual([
      'Course deleted: OLD-1',
    ]);
    expect((await entries('?entity=virtual-session')).map((e) => e.summary)).toEqual([
      'Attendance from a virtual class',
    ]);
    expect((await entries('?entity_id=grade-1')).map((e) => e.summary)).toEqual([
      'Grade changed: second',
      'Grade changed: first',
    ]);
    expect(await entries('?action=grade.changed&entity_id=course-1')).toEqual([]);
  });

  it('finds the actor by part of the name or e-mail, case-insensitively, with % and _ taken literally', async () => {
    expect((await entries('?actor=ASMA')).map((e) => e.summary)).toEqual(['Course deleted: OLD-1']);
    expect((await entries('?actor=tariq%40test')).length).toBe(2);
    expect((await entries('?actor=100%25_s')).length).toBe(2);
    // '%' would match anything if it were a wildcard.
    expect(await entries('?actor=%25')).toHaveLength(2);
    expect(await entries('?actor=a%25a')).toEqual([]);
  });

  it('takes from and to as whole days in the college time zone', async () => {
    expect((await entries('?from=2025-01-10&to=2025-01-10')).map((e) => e.summary)).toEqual([
      'Grade changed: first',
    ]);
    expect((await entries('?from=2025-01-11&to=2025-01-12')).map((e) => e.summary)).toEqual([
      'Grade changed: second',
      'Course deleted: OLD-1',
    ]);
    expect((await entries('?from=2025-01-13')).map((e) => e.summary)).toEqual([
      'Attendance from a virtual class',
    ]);
    expect(await entries('?to=2025-01-09')).toEqual([]);
  });

  it('refuses an unknown action or a malformed date', async () => {
    const res = await read('?action=grade.stolen&from=yesterday');
    expect(res.statusCode).toBe(400);
    const fields = new Set<string>(res.json().errors.map((e: { field: string }) => e.field));
    expect([...fields].sort()).toEqual(['action', 'from']);
  });

  it('pages through many entries with the total', async () => {
    const base = Date.UTC(2024, 5, 1);
    await app.db.insert(auditLog).values(
      Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({
        at: new Date(base + i * 60_000),
        action: 'enrollment.added',
        entity: 'enrollment' as const,
        summary: `Enrollment ${i}`,
      })),
    );
    const first = (await read('?action=enrollment.added')).json().data;
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 5);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0].summary).toBe(`Enrollment ${AUDIT_PAGE_SIZE + 4}`);
    const second = (await read('?action=enrollment.added&page=2')).json().data;
    expect(second.page).toBe(2);
    expect(second.entries.map((e: AuditEntry) => e.summary)).toEqual([
      'Enrollment 4',
      'Enrollment 3',
      'Enrollment 2',
      'Enrollment 1',
      'Enrollment 0',
    ]);
    expect((await read('?action=enrollment.added&page=3')).json().data.entries).toEqual([]);
  });
});
