/**
 * The admissions content, from the `admissions` settings record (the specification's until the college edits
 * it). Read on the public Admissions pages, so kept in memory and dropped at every write, here or (heard
 * through the database) by another process.
 */
import { eq } from 'drizzle-orm';
import { AdmissionsSchema, DEFAULT_ADMISSIONS, type Admissions } from '../../../../contract/admissions';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { say } from '../../../../contract/message-catalogue';
import { changedFields, recordAudit } from '../audit/record';

const KEY = 'admissions';
let cached: Admissions | undefined;

export async function getAdmissions(db: Db): Promise<Admissions> {
  if (cached) return cached;
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  // A record that no longer reads (written by an older version) falls back to the specification's content.
  const stored = AdmissionsSchema.safeParse(row?.value);
  cached = stored.success ? stored.data : DEFAULT_ADMISSIONS;
  return cached;
}

export async function saveAdmissions(db: Db, value: Admissions): Promise<Admissions> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, KEY))
      .for('update');
    const before = AdmissionsSchema.safeParse(row?.value);
    await tx
      .insert(settings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    const changes = changedFields(before.success ? before.data : DEFAULT_ADMISSIONS, value);
    if (changes) {
      await recordAudit(tx, {
        action: 'admissions.updated',
        entity: 'admissions',
        summary: say('audit.admissionsUpdated', { year: value.year }),
        ...changes,
      });
    }
  });
  forgetAdmissions();
  return value;
}

export function forgetAdmissions() {
  cached = undefined;
}
