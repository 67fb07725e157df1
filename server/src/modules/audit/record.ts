/**
 * The audit trail: who changed what, when, from where, with the record before and after. Written inside the
 * transaction of the change it records, so a change that rolls back leaves no entry behind.
 */
import type { AuditAction, AuditEntity } from '../../../../contract/audit';
import type { Said } from '../../../../contract/message-catalogue';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { requestContext } from '../../plugins/request-context';

type Writer = Pick<Db, 'insert'>;

/** Plain JSON of the fields that matter (never password hashes, tokens or paths on disk). */
export type AuditFields = Record<string, unknown>;

export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  /**
   * One line a person reads: what happened to which record, as a sentence of the catalogue (`say`), stored with
   * its English and shown in the reader's language.
   */
  summary: Said;
  before?: AuditFields | null;
  after?: AuditFields | null;
  /** Why the change was made, when someone had to say (an admin's correction of a closed term), kept in `after`. */
  reason?: string;
}

/** Dates as ISO text and undefined dropped, so that what is compared is what is stored. */
function toJson(fields: AuditFields | null | undefined): AuditFields | null {
  if (!fields) return null;
  return JSON.parse(JSON.stringify(fields)) as AuditFields;
}

/**
 * The fields whose values differ between two snapshots, each side holding only those; null when nothing
 * changed (an update that changed nothing is not recorded).
 */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } | null {
  const was = toJson(before) ?? {};
  const now = toJson(after) ?? {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(was[key] ?? null) !== JSON.stringify(now[key] ?? null),
  );
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, was[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, now[key] ?? null])),
  };
}

/**
 * Records changes, attributed to the signed-in user of the current request and its address (no actor for
 * the command line, the seed or the system). Call it with the transaction that makes the change.
 */
export async function recordAudit(tx: Writer, changes: AuditChange | readonly AuditChange[]) {
  const list = Array.isArray(changes) ? changes : [changes as AuditChange];
  if (list.length === 0) return;
  const context = requestContext();
  const actor = context?.user;
  await tx.insert(auditLog).values(
    list.map((change) => ({
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? null,
      actorRole: actor?.role ?? null,
      ip: context?.ip ?? null,
      action: change.action,
      entity: change.entity,
      entityId: change.entityId ?? null,
      summary: change.summary.message,
      summaryCode: change.summary.code,
      summaryParams: change.summary.params ?? null,
      before: toJson(change.before),
      after: toJson(change.reason ? { ...change.after, reason: change.reason } : change.after),
    })),
  );
}
