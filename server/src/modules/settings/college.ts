/**
 * The college's details: the name from COLLEGE_NAME, the rest from the `college` settings record.
 * Read on every public page, so kept in memory and dropped whenever the record is written, here or (heard
 * through the database) by another process.
 */
import { eq } from 'drizzle-orm';
import { CollegeInfoSchema, DEFAULT_COLLEGE_INFO, type CollegeInfo } from '../../../../contract/college';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { demoAccountsRemain } from './demo-accounts';

const KEY = 'college';
let cached: CollegeInfo | undefined;

export async function getCollegeInfo(db: Db, name: string): Promise<CollegeInfo> {
  // Held in a local: a write heard while this waits below may drop the kept copy.
  let college = cached;
  if (!college || college.name !== name) {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
    const stored = CollegeInfoSchema.omit({ name: true, demo: true })
      .partial()
      .safeParse(row?.value ?? {});
    college = cached = { ...DEFAULT_COLLEGE_INFO, ...(stored.success ? stored.data : {}), name };
  }
  return (await demoAccountsRemain(db)) ? { ...college, demo: true } : college;
}

export async function saveCollegeInfo(db: Db, value: Omit<CollegeInfo, 'name' | 'demo'>) {
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  forgetCollegeInfo();
}

/** Drops the kept details: at this process's own save, and at every write another process is heard making. */
export function forgetCollegeInfo() {
  cached = undefined;
}
