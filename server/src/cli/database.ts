/** Opens the configured database for a command-line tool, migrated and with its reference data. */
import { sql } from 'drizzle-orm';
import { loadConfigOrExit } from '../config';
import { openDatabase, type Database } from '../db/client';
import { applyMigrations, type MigrationLog } from '../db/migrations';
import { ensureReferenceData } from '../db/reference-data';
import { describeDatabaseUrl, waitForDatabase } from '../db/wait-for-database';
import { errorSerializer } from '../lib/log-redaction';

/** With `log`, says which migrations were applied (`npm run db:migrate`); the other tools stay quiet. */
export async function openMigratedDatabase(log?: MigrationLog): Promise<Database & { describe: string }> {
  const config = loadConfigOrExit();
  // Without the server's DB_STATEMENT_TIMEOUT_MS and DB_LOCK_TIMEOUT_MS: an operator waits for a tool's work
  // (a seed, an account), which nobody retries behind its back.
  const database = await openDatabase(config.database);
  try {
    if (config.database.kind === 'postgres') {
      // As the server does: a database that does not answer yet is waited for, one that refuses is one line.
      await waitForDatabase(() => database.db.execute(sql`select 1`), {
        timeoutS: config.databaseConnectTimeoutS,
        describe: describeDatabaseUrl(config.database.url),
        log: { warn: (_details, message) => console.error(message) },
      });
    }
    await applyMigrations(database, config.migrationsDir, log);
    await ensureReferenceData(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const describe =
    config.database.kind === 'postgres'
      ? `PostgreSQL at ${redact(config.database.url)}`
      : `the embedded database in ${config.database.dataDir}`;
  return Object.assign(database, { describe });
}

/** Never print a password from DATABASE_URL. */
function redact(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Runs a tool's main function: failures print one clear line and exit non-zero. */
export function runCli(main: () => Promise<number | void>) {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      // A failed statement's values (e-mails, hashes) stay out of the terminal and the timer's journal too.
      console.error(`Error: ${error instanceof Error ? errorSerializer(error).message : String(error)}`);
      process.exit(1);
    },
  );
}
