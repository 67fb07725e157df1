/** Opens the database: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set. */
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig } from '../config';
import type { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { openPGliteThread, type PGliteClient } from './pglite-thread';
import type { WriteNoticeHandlers } from './write-notices';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `listener` with every statement sent through `db` until the returned function is called: tests count
   * the statements a request issues (a route's reads must not grow with the data).
   */
  onStatement(listener: StatementListener): () => void;
  /**
   * Tells `handlers` of the writes that other processes commit to the same database. The embedded database
   * has no other writer (its folder is locked to this process), so it hears everything from the start.
   */
  hearWrites(handlers: WriteNoticeHandlers): {
    close(): Promise<void>;
    /**
     * Resolves once the writes committed before the call have been heard: true, or false when one may have
     * been missed (the listening connection is down).
     */
    caughtUp(): Promise<boolean>;
  };
}

export type StatementListener = (sql: string, params: unknown[]) => void;

/** A drizzle logger that tells the listeners about each statement; no work at all when there are none. */
function statementObserver() {
  const listeners = new Set<StatementListener>();
  return {
    logger: {
      logQuery(query: string, params: unknown[]) {
        for (const listener of listeners) listener(query, params);
      },
    },
    onStatement(listener: StatementListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const { logger, onStatement } = statementObserver();
  if (config.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { listenForWrites } = await import('./write-notices');
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    const db = drizzle(pool, { schema, logger });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
      close: () => pool.end(),
      onStatement,
      hearWrites: (handlers) => listenForWrites(config.url, handlers),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let unlock = () => {};
  if (config.dataDir) {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  let client: PGliteClient;
  try {
    client = await openPGliteThread(config.dataDir, config.loadDataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzle({ client: client as unknown as PGlite, schema, logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: () => client.close().finally(unlock),
    onStatement,
    hearWrites(handlers) {
      handlers.hearing(true);
      return { close: async () => {}, caughtUp: async () => true };
    },
  };
}

/** PostgreSQL's code for a unique violation, and the constraint it names. */
export function uniqueViolation(error: unknown): string | undefined {
  let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 3; depth++) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
    e = e.cause as typeof e;
  }
  return undefined;
}
