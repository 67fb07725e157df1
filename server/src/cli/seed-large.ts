/**
 * `npm run seed:large`: puts issue 9's large college (20,000 students, two million attendance rows) into
 * the configured database, for benchmarks. Like `npm run seed` it only seeds an empty database.
 * Options: `--scale 0.1` for a smaller college; `--now 2026-11-20T09:00:00Z` for the moment its dates are
 * relative to (default: the start of today in the college's time zone). The same moment gives the same rows.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { atLocal, localDate } from '../seed/calendar';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo-college';
import { seedLargeCollege } from '../seed/large/large-college';
import { terminalProgress } from '../seed/large/progress';
import { openMigratedDatabase, runCli } from './database';

runCli(async () => {
  const { values } = parseArgs({ options: { scale: { type: 'string' }, now: { type: 'string' } } });
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  // By default the college is built around the start of today, so every run on one day gives the same rows.
  const now = values.now === undefined ? atLocal(localDate(new Date()), '00:00') : new Date(values.now);
  if (Number.isNaN(now.getTime())) throw new Error(`--now ${values.now} is not a date`);
  const database = await openMigratedDatabase();
  try {
    console.log(
      `Seeding the large college (scale ${scale}, dates around ${now.toISOString()}) into ${database.describe}`,
    );
    const summary = await seedLargeCollege(database.db, { scale, now, progress: terminalProgress() });
    if (!summary) {
      console.error(
        `Not seeded: ${database.describe} already has users. The large college is only put into an empty ` +
          'database, and nothing was changed. Point DATA_DIR or DATABASE_URL at a new database.',
      );
      return 1;
    }
    // Marks the new pages all-visible, so that covering indexes answer without reading the table: PGlite runs
    // no autovacuum, and on PostgreSQL it would come only later.
    await database.db.execute(sql`vacuum`);
    // The seed's one big transaction leaves about a gigabyte of write-ahead log; a checkpoint lets the
    // embedded database recycle it instead of keeping it in the data folder.
    if (database.kind === 'pglite') await database.db.execute(sql`checkpoint`);
    const n = (value: number) => value.toLocaleString('en-US');
    console.log(
      `The large college is in ${database.describe}, seeded in ${(summary.ms / 1000).toFixed(1)} s:\n` +
        `  ${n(summary.students)} students, ${n(summary.faculty)} faculty, ${n(summary.courses)} courses, ` +
        `${n(summary.enrollments)} enrollments\n` +
        `  ${n(summary.attendance)} attendance records, ${n(summary.assignments)} assignments, ` +
        `${n(summary.submissions)} submissions, ${n(summary.grades)} grades\n` +
        `  ${n(summary.announcements)} announcements, ${n(summary.sessions)} virtual sessions, ` +
        `${n(summary.pendingStudents)} pending student and ${n(summary.pendingTeachers)} pending faculty registrations`,
    );
    for (const login of DEMO_LOGINS)
      console.log(`Demo login (${login.role}): ${login.email} / password ${DEMO_PASSWORD}`);
  } finally {
    await database.close();
  }
});
