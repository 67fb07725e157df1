/**
 * For `npm run bench -- --logins N`: makes sure the configured database (DATA_DIR or DATABASE_URL) has at
 * least N approved students who sign in with the demo password, adding "bench-student-<n>@example.edu"
 * accounts (profile copied from an existing student, one shared argon2 hash) when it has fewer, then
 * writes N of their e-mails as JSON to the file BENCH_ACCOUNTS_FILE. Run with the server stopped: the
 * embedded database has a single writer.
 */
import { writeFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client';
import { openMigratedDatabase, runCli } from '../../server/src/cli/database';
import { hashPassword } from '../../server/src/lib/passwords';

const DEMO_PASSWORD = 'demo1234';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

runCli(async () => {
  const wanted = Number(process.env.BENCH_LOGINS);
  const file = process.env.BENCH_ACCOUNTS_FILE;
  if (!Number.isInteger(wanted) || wanted < 1 || !file)
    throw new Error('set BENCH_LOGINS and BENCH_ACCOUNTS_FILE');
  const database = await openMigratedDatabase();
  try {
    const { db } = database;
    // Seeded accounts (demo and large college, earlier bench runs) all have the demo password.
    const approved = sql`
      select u.email from users u join student_profiles p on p.user_id = u.id
      where u.role = 'student' and u.status = 'approved'
        and u.email like '%@example.edu'
      order by u.email limit ${wanted}`;
    const existing = await rows<{ email: string }>(db, approved);
    if (existing.length < wanted) {
      const missing = wanted - existing.length;
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await db.transaction(async (tx) => {
        const [{ n: start }] = await rows<{ n: number }>(
          tx as unknown as Db,
          sql`select count(*)::int as n from users where email like 'bench-student-%@example.edu'`,
        );
        await tx.execute(sql`
          insert into users (name, email, password_hash, role, status)
          select 'Bench Student ' || g, 'bench-student-' || g || '@example.edu', ${passwordHash}, 'student', 'approved'
          from generate_series(${start + 1}::int, ${start + missing}::int) g`);
        await tx.execute(sql`
          insert into student_profiles (user_id, student_id, date_of_birth, blood_group, address, nationality,
            religion, guardian_name, guardian_phone, guardian_relation, emergency_contact, department_id,
            program_id, batch, semester, section)
          select u.id, 'BENCH-' || substr(u.email, 15, length(u.email) - 26), t.date_of_birth, t.blood_group,
            t.address, t.nationality, t.religion, t.guardian_name, t.guardian_phone, t.guardian_relation,
            t.emergency_contact, t.department_id, t.program_id, t.batch, t.semester, t.section
          from users u cross join (select * from student_profiles limit 1) t
          where u.email like 'bench-student-%@example.edu'
            and not exists (select 1 from student_profiles p where p.user_id = u.id)`);
      });
      console.log(`Added ${missing} approved student accounts to ${database.describe}.`);
    }
    const emails = (await rows<{ email: string }>(db, approved)).map((r) => r.email);
    if (emails.length < wanted) throw new Error(`only ${emails.length} accounts for ${wanted} logins`);
    writeFileSync(file, JSON.stringify(emails));
  } finally {
    await database.close();
  }
});
