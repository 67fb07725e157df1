/**
 * The audit trail (GET /api/admin/audit, /admin/audit): who changed what, when, from where, with the record
 * before and after. Written by the server in the same transaction as the change it records.
 */
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { ROLES } from './enums';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './audit-actions';
import { SaidSchema } from './envelope';
import { dateSchema, emptyToUndefined } from './fields';

// The actions, record types and page size live in a module without Zod, for the audit page's bundle.
export * from './audit-actions';

export const AuditQuerySchema = z.object({
  action: z.preprocess(
    emptyToUndefined,
    z.enum(AUDIT_ACTIONS, { error: sayRule('field.chooseValid', { label: 'action' }) }).optional(),
  ),
  entity: z.preprocess(
    emptyToUndefined,
    z.enum(AUDIT_ENTITIES, { error: sayRule('field.chooseValid', { label: 'record type' }) }).optional(),
  ),
  /** The id of one record: its whole history. */
  entity_id: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  /** Part of the actor's name or e-mail, case-insensitive. */
  actor: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  /** Inclusive dates in the college's time zone. */
  from: z.preprocess(emptyToUndefined, dateSchema('From').optional()),
  to: z.preprocess(emptyToUndefined, dateSchema('To').optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z
    .object({ _id: z.string().nullable(), name: z.string(), role: z.enum(ROLES).nullable() })
    .nullable(),
  ip: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string().nullable(),
  /** The English as written; `summary_said` renders it in the reader's language (older entries have none). */
  summary: z.string(),
  summary_said: SaidSchema.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
