/** Opens the database: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set. */
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig, DatabasePoolConfig } from '../config';
import { markDatabaseConnectionError } from './connection-errors';
import type { PGlite } from '@electric-sql/pglite';
import type { Client, Pool } from 'pg';
import { lockDataDir } from './data-dir-lock';
import { nameStatements } from './named-statements';
import { serveLiveBackups } from './live-backup';
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
  /** The pool's connections and the requests waiting for one (PostgreSQL), or the database thread's queue. */
  load(): DatabaseLoad;
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

/** How busy the database is right now, for the metrics. */
export type DatabaseLoad =
  | { kind: 'postgres'; connections: number; idle: number; waiting: number }
  | { kind: 'pglite'; waiting: number };

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

/**
 * How long a statement waits for a new connection to PostgreSQL before it fails (and its request answers 503):
 * without a bound, a server that vanished from the network (no refusal, no reset) would hold requests forever.
 */
const CONNECT_TIMEOUT_MS = 5000;
/** How long an idle pooled connection is kept before it is closed: a quiet night, not a lull between classes. */
const POOL_IDLE_MS = 10 * 60_000;

/**
 * The advisory lock every process takes around the migrations, so that processes started at once on one
 * database migrate one after the other (the later ones then find nothing to do). Any fixed number would do;
 * no other lock of the portal uses this one.
 */
export const MIGRATIONS_LOCK = 2_024_052_001;

export interface OpenOptions {
  /** Where a lost connection is reported; the pool replaces it by itself. */
  log?: { warn(details: object, message: string): void };
  /**
   * PostgreSQL: the pool's size and the timeouts every one of its connections runs under (the server's
   * settings); unset, 10 connections and no timeouts.
   */
  pool?: Partial<DatabasePoolConfig>;
}

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Database> {
  const { logger, onStatement } = statementObserver();
  if (config.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { listenForWrites } = await import('./write-notices');
    /** A connection that could not be opened says so, for connection-errors.ts to tell it from others. */
    class DatabaseClient extends pg.Client {
      override connect(): Promise<Client>;
      override connect(callback: (error: Error) => void): void;
      override connect(callback?: (error: Error) => void): Promise<Client> | void {
        if (callback) return super.connect((error: Error) => callback(markDatabaseConnectionError(error)));
        return super.connect().catch((error: unknown) => Promise.reject(markDatabaseConnectionError(error)));
      }
    }
    nameStatements(DatabaseClient);
    const connections = {
      Client: DatabaseClient,
      connectionString: config.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A failover or a cut network is noticed on idle connections too, not only at the next statement.
      keepAlive: true,
    };
    const limits = options.pool ?? {};
    const pool = new pg.Pool({
      ...connections,
      max: limits.max ?? 10,
      // Sent when each connection opens, so they hold for every statement and transaction on it; 0 (none) is
      // left out. A statement over a limit fails (55P03, 57014) and its transaction is rolled back.
      statement_timeout: limits.statementTimeoutMs || undefined,
      lock_timeout: limits.lockTimeoutMs || undefined,
      // Each named statement is planned once per connection, not for each of its first five runs: a page's one
      // statement through the courses view costs 20 - 50 ms to plan and under 3 ms to run, and with PostgreSQL's
      // default (`auto`) every new connection paid that five times per statement before it settled on the same
      // generic plan (docs/decisions/0031-statements-prepared-once-per-connection.md).
      options: '-c plan_cache_mode=force_generic_plan',
      // A connection keeps its plans only while it lives: closed after pg's default 10 s idle, the next burst
      // (a class's bell, a lull's end) opens new ones that plan every statement again (20 - 40 ms each for the
      // dashboards) in the middle of it. Kept through lulls; the pool's size is budgeted as held (README).
      idleTimeoutMillis: POOL_IDLE_MS,
      // Idle connections do not keep a process alive (a tool that ends without closing its database).
      allowExitOnIdle: true,
    });
    // A connection lost while idle, or between the statements of a transaction, is an 'error' event, which
    // without a listener ends the process. The statement that next uses it fails and the pool drops it.
    const lost = (error: Error) =>
      options.log?.warn({ err: error }, 'A database connection was lost; new ones are opened when needed');
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzle(pool, { schema, logger });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      // Migrations may rewrite large tables and wait for another process's migrations (the advisory lock): on
      // two connections of their own, without the timeouts of requests.
      async migrate(migrationsFolder) {
        const unlimited = new pg.Pool({ ...connections, max: 2 });
        unlimited.on('error', lost);
        try {
          const migrator = drizzle(unlimited, { schema, logger });
          await whileLocked(unlimited, MIGRATIONS_LOCK, () => migrate(migrator, { migrationsFolder }));
        } finally {
          await unlimited.end();
        }
      },
      close: () => pool.end(),
      onStatement,
      load: () => ({
        kind: 'postgres',
        connections: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
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
  // The process that holds the folder is the one that can back it up while it runs (live-backup.ts).
  const liveBackups = config.dataDir
    ? await serveLiveBackups(config.dataDir, (to) => client.copyDataDir(to))
    : { close: async () => {} };
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: () =>
      liveBackups
        .close()
        .then(() => client.close())
        .finally(unlock),
    onStatement,
    load: () => ({ kind: 'pglite', waiting: client.queued() }),
    hearWrites(handlers) {
      handlers.hearing(true);
      return { close: async () => {}, caughtUp: async () => true };
    },
  };
}

/**
 * Runs `work` while this process holds a PostgreSQL advisory lock, on a connection of its own: the lock ends
 * with that session, so a process that dies while holding it lets the others go on.
 */
async function whileLocked<T>(pool: Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => (broken = error));
    }
  } finally {
    // A connection whose unlock failed is dropped, and the lock with it.
    client.release(broken);
  }
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
