/**
 * The college's details: the name from COLLEGE_NAME, the rest from the `college` settings record.
 * Read on every public page, so kept in memory and dropped whenever the record is written, here or (heard
 * through the database) by another process.
 */
import { eq } from 'drizzle-orm';
import {
  CollegeInfoSchema,
  DEFAULT_COLLEGE_INFO,
  type CollegeDetails,
  type CollegeInfo,
} from '../../../../contract/college';
import { say } from '../../../../contract/message-catalogue';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { changedFields, recordAudit } from '../audit/record';
import { demoAccountsRemain } from './demo-accounts';

const KEY = 'college';
let cached: CollegeInfo | undefined;

/** The stored details over the defaults: a record written before a detail existed still reads. */
const StoredSchema = CollegeInfoSchema.omit({ name: true, demo: true }).partial();
const storedDetails = (value: unknown) => {
  const stored = StoredSchema.safeParse(value ?? {});
  return { ...DEFAULT_COLLEGE_INFO, ...(stored.success ? stored.data : {}) };
};

export async function getCollegeInfo(db: Db, name: string): Promise<CollegeInfo> {
  // Held in a local: a write heard while this waits below may drop the kept copy.
  let college = cached;
  if (!college || college.name !== name) {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
    college = cached = { ...storedDetails(row?.value), name };
  }
  return (await demoAccountsRemain(db)) ? { ...college, demo: true } : college;
}

/**
 * `PUT /api/admin/college`: replaces the details, audited with the fields that changed. Every process drops
 * its kept copy when it hears the write, so the public pages show the new details at their next request.
 */
export async function saveCollegeInfo(db: Db, details: CollegeDetails, name: string): Promise<CollegeInfo> {
  // Networks left blank are not stored: none set, none shown.
  const social = Object.fromEntries(Object.entries(details.social).filter(([, link]) => link));
  const value = { ...details, social };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, KEY))
      .for('update');
    await tx
      .insert(settings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    const changes = changedFields(storedDetails(row?.value), value);
    if (changes) {
      await recordAudit(tx, {
        action: 'college.updated',
        entity: 'college',
        summary: say('audit.collegeUpdated', { fields: Object.keys(changes.after).join(', ') }),
        ...changes,
      });
    }
  });
  forgetCollegeInfo();
  return getCollegeInfo(db, name);
}

/** Drops the kept details: at this process's own save, and at every write another process is heard making. */
export function forgetCollegeInfo() {
  cached = undefined;
}
