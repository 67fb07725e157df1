/** Opens the configured database for a command-line tool, migrated and with its reference data. */
import { loadConfigOrExit } from '../config';
import { openDatabase, type Database } from '../db/client';
import { applyMigrations } from '../db/migrations';
import { ensureReferenceData } from '../db/reference-data';
import { errorSerializer } from '../lib/log-redaction';

export async function openMigratedDatabase(): Promise<Database & { describe: string }> {
  const config = loadConfigOrExit();
  // Without the server's DB_STATEMENT_TIMEOUT_MS and DB_LOCK_TIMEOUT_MS: an operator waits for a tool's work
  // (a seed, an account), which nobody retries behind its back.
  const database = await openDatabase(config.database);
  try {
    await applyMigrations(database, config.migrationsDir);
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
