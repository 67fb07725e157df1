import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { buildStudent, signIn, TEST_PASSWORD } from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { forgetCollegeInfo, getCollegeInfo } from './college';
import { countDemoAccounts, forgetDemoAccounts, recordDemoPasswordHash } from './demo-accounts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(forgetDemoAccounts);

const college = async () => (await app.inject({ method: 'GET', url: '/api/college' })).json().data;

describe('the demo banner', () => {
  it('is not shown for a college that was never the demo', async () => {
    await buildStudent(app);
    expect(await countDemoAccounts(app.db)).toBe(0);
    expect((await college()).demo).toBeUndefined();
  });

  it('shows while a demo account keeps the published password, and goes once its password is changed', async () => {
    const student = await buildStudent(app);
    const [{ passwordHash }] = await app.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, student.id));
    await recordDemoPasswordHash(app.db, passwordHash);
    // The factories give every account one shared hash, as the demo seed does.
    const sharing = await app.db.$count(users, eq(users.passwordHash, passwordHash));
    expect(await countDemoAccounts(app.db)).toBe(sharing);
    expect((await college()).demo).toBe(true);

    const token = await signIn(app, student.email);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'kinnow-orchard-42',
        confirmPassword: 'kinnow-orchard-42',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await countDemoAccounts(app.db)).toBe(sharing - 1);

    await app.db.update(users).set({ passwordHash: 'changed' }).where(eq(users.passwordHash, passwordHash));
    forgetDemoAccounts();
    expect(await countDemoAccounts(app.db)).toBe(0);
    expect((await college()).demo).toBeUndefined();
  });

  it("keeps answering the college's details when a write is heard while it checks for demo accounts", async () => {
    await getCollegeInfo(app.db, 'Test College');
    forgetDemoAccounts();
    const reading = getCollegeInfo(app.db, 'Test College');
    // Another process's write, heard while the check above waits for the database, drops the kept copy.
    forgetCollegeInfo();
    expect((await reading).name).toBe('Test College');
  });
});
