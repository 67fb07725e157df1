/** Reading the audit trail: newest first, filtered, one page and its total in two indexed queries. */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuerySchema } from '../../../../contract/audit';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { containsPattern } from '../../lib/search';
import { collegeMoment } from '../../../../contract/college-clock';

type AuditFilters = z.output<typeof AuditQuerySchema>;

/** The day after a YYYY-MM-DD date, as YYYY-MM-DD. */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const next = new Date(0);
  next.setUTCFullYear(year, month - 1, day + 1);
  return next.toISOString().slice(0, 10);
}

function conditions(filters: AuditFilters, timeZone: string): SQL | undefined {
  const actor = filters.actor ? containsPattern(filters.actor) : undefined;
  return and(
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.entity_id ? eq(auditLog.entityId, filters.entity_id) : undefined,
    actor
      ? or(
          ilike(auditLog.actorName, actor),
          sql`exists (select 1 from ${users} where ${users.id} = ${auditLog.actorId} and ${users.email} ilike ${actor})`,
        )
      : undefined,
    // Whole days on the college's clocks: from its first moment to the first moment of the day after `to`.
    filters.from ? gte(auditLog.at, collegeMoment(filters.from, '00:00', timeZone)) : undefined,
    filters.to ? lt(auditLog.at, collegeMoment(nextDay(filters.to), '00:00', timeZone)) : undefined,
  );
}

function present(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    // An actor deleted since keeps the name and role it had; no actor at all is the system.
    actor:
      row.actorId === null && row.actorName === null
        ? null
        : { _id: row.actorId, name: row.actorName ?? '', role: row.actorRole },
    ip: row.ip,
    action: row.action as AuditEntry['action'],
    entity: row.entity as AuditEntry['entity'],
    entity_id: row.entityId,
    summary: row.summary,
    summary_said: row.summaryCode
      ? { code: row.summaryCode, params: (row.summaryParams as Record<string, string | number>) ?? undefined }
      : null,
    before: (row.before as AuditEntry['before']) ?? null,
    after: (row.after as AuditEntry['after']) ?? null,
  };
}

/** One page of the audit trail, newest first, with the number of entries matching the filters. */
export async function listAuditEntries(db: Db, filters: AuditFilters, timeZone: string) {
  const where = conditions(filters, timeZone);
  const page = filters.page;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { entries: rows.map(present), total, page, pageSize: AUDIT_PAGE_SIZE };
}
