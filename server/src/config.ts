/** Configuration read once from the environment (README lists every variable). */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_COLLEGE_NAME } from '../../contract/college';

/** The repository root: two levels up from both `server/src/` and the bundled `dist/server/`. */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type DatabaseConfig =
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  uploadsDir: string;
  /** `demo` seeds the demo college into an empty embedded database on start; `none` never seeds. */
  seed: 'demo' | 'none';
  jitsiDomain: string;
  collegeTimeZone: string;
  collegeName: string;
  webDistDir: string;
  /** The server-side rendering bundle of the public pages. */
  ssrEntry: string;
  migrationsDir: string;
  trustProxy: boolean;
  logLevel: string;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? resolve(ROOT_DIR, 'data'));
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'pgdata') };
  const seed = (env.SEED ?? 'demo').toLowerCase();
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", not "${env.SEED}"`);
  return {
    port: Number(env.PORT ?? 5000),
    host: env.HOST ?? '0.0.0.0',
    database,
    dataDir,
    uploadsDir: resolve(env.UPLOADS_DIR ?? resolve(dataDir, 'uploads')),
    seed,
    jitsiDomain: env.JITSI_DOMAIN ?? 'meet.jit.si',
    collegeTimeZone: env.TZ_COLLEGE ?? 'Asia/Karachi',
    collegeName: env.COLLEGE_NAME ?? DEFAULT_COLLEGE_NAME,
    webDistDir: resolve(ROOT_DIR, 'dist', 'web'),
    ssrEntry: resolve(ROOT_DIR, 'dist', 'ssr', 'entry-server.js'),
    migrationsDir: resolve(ROOT_DIR, 'server', 'drizzle'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    ...overrides,
  };
}
