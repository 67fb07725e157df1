/** Configuration read once from the environment (README lists every variable). */
import { createPrivateKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_COLLEGE_NAME, DEFAULT_COLLEGE_TIME_ZONE } from '../../contract/college';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The repository root: two levels up from both `server/src/` and the bundled `dist/server/`. */
export const ROOT_DIR = resolve(HERE, '..', '..');
/**
 * Where the files the server reads at run time are (`drizzle/` migrations, `assets/`): `server/` beside the
 * sources, `dist/server/` beside the bundle (the build copies them there, so dist/ runs without the sources).
 */
export const SERVER_DIR = existsSync(resolve(HERE, 'drizzle')) ? HERE : resolve(HERE, '..');

export type DatabaseConfig =
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

/** How the server signs room tokens for the Jitsi server, if it needs them. */
export type JitsiTokenConfig =
  | { kind: 'none' }
  /** A self-hosted Jitsi with token authentication (prosody's `app_id` and `app_secret`): HS256. */
  | { kind: 'self-hosted'; appId: string; appSecret: string }
  /** Jitsi as a Service (8x8): the tenant (`vpaas-magic-cookie-...`), the API key id and its private key: RS256. */
  | { kind: 'jaas'; tenant: string; keyId: string; privateKey: string };

export interface JitsiConfig {
  /** Scheme, host and port: `https://meet.example.edu`, or `http://127.0.0.1:8443` for the tests' stand-in. */
  origin: string;
  /** Host and port, as `JitsiMeetExternalAPI` takes it. */
  domain: string;
  /** Where the browser loads the External API script from. */
  scriptUrl: string;
  token: JitsiTokenConfig;
}

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  uploadsDir: string;
  /** `demo` seeds the demo college into an empty embedded database on start; `none` never seeds. */
  seed: 'demo' | 'none';
  jitsi: JitsiConfig;
  collegeTimeZone: string;
  collegeName: string;
  webDistDir: string;
  /** The server-side rendering bundle of the public pages. */
  ssrEntry: string;
  migrationsDir: string;
  trustProxy: boolean;
  logLevel: string;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock of virtual classes and of the notification worker; tests replace it to stand at a window's edge. */
  clock?: () => Date;
  /** Where notification e-mail goes; null sends none (the bell list still fills). */
  smtp: SmtpConfig | null;
  /** How often the notification worker sends due e-mail and looks for classes about to start. */
  notificationIntervalMs: number;
  /** How long the busiest reads' answers are kept in memory between writes (plugins/response-cache.ts); 0 keeps none. */
  responseCacheMs: number;
  /** How many connections the kernel may hold waiting for the server to accept them (`listen`'s backlog). */
  listenBacklog: number;
  /** How long an answer only a write can change is kept while every write is heard (response-cache.ts). */
  responseCacheUntilWriteMs: number;
}

export interface SmtpConfig {
  /** `smtp://user:pass@host:587` or `smtps://...`, as nodemailer takes it. */
  url: string;
  /** The sender address, `"Name" <address>`. */
  from: string;
}

/**
 * The listen backlog. On results day thousands of students sign in within the same second: their connections
 * must wait in the kernel's accept queue until the server gets to them, not be dropped. Node's default of 511
 * overflows at such a rush, and a dropped connection attempt is retried by the client's kernel only after 1 s,
 * then 3 s, so a visitor (even one who only opens a page) waits seconds for nothing. Linux silently caps the
 * figure at `net.core.somaxconn` (4096 on current kernels); a queued connection costs a few hundred bytes.
 */
export const DEFAULT_LISTEN_BACKLOG = 4096;

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
    jitsi: loadJitsiConfig(env),
    collegeTimeZone: env.TZ_COLLEGE ?? DEFAULT_COLLEGE_TIME_ZONE,
    collegeName: env.COLLEGE_NAME ?? DEFAULT_COLLEGE_NAME,
    webDistDir: resolve(ROOT_DIR, 'dist', 'web'),
    ssrEntry: resolve(ROOT_DIR, 'dist', 'ssr', 'entry-server.js'),
    migrationsDir: resolve(SERVER_DIR, 'drizzle'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    smtp: loadSmtpConfig(env),
    notificationIntervalMs: 30_000,
    responseCacheMs: Number(env.RESPONSE_CACHE_MS ?? 2000),
    listenBacklog: loadListenBacklog(env),
    responseCacheUntilWriteMs: Number(env.RESPONSE_CACHE_UNTIL_WRITE_MS ?? 600_000),
    ...overrides,
  };
}

const set = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** `LISTEN_BACKLOG`, a positive whole number; a typo fails at start rather than leaving the default unnoticed. */
function loadListenBacklog(env: NodeJS.ProcessEnv): number {
  const raw = set(env.LISTEN_BACKLOG);
  if (raw === undefined) return DEFAULT_LISTEN_BACKLOG;
  const backlog = Number(raw);
  if (!Number.isInteger(backlog) || backlog < 1) {
    throw new Error(`LISTEN_BACKLOG must be a positive whole number, not "${raw}"`);
  }
  return backlog;
}

/** SMTP for notification e-mail: `SMTP_URL` turns it on; a malformed URL fails at start, not at the first mail. */
export function loadSmtpConfig(env: NodeJS.ProcessEnv): SmtpConfig | null {
  const url = set(env.SMTP_URL);
  if (!url) return null;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.edu:587');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  return { url, from: set(env.SMTP_FROM) ?? '"College Portal" <no-reply@localhost>' };
}

/** A PEM private key given as the text itself (newlines may be written `\\n`) or as a path to a file. */
function readPrivateKey(value: string): string {
  const text = value.includes('-----BEGIN') ? value.replaceAll('\\n', '\n') : readKeyFile(value);
  try {
    createPrivateKey(text);
  } catch {
    throw new Error('JITSI_JAAS_PRIVATE_KEY is not a readable PEM private key');
  }
  return text;
}

function readKeyFile(path: string): string {
  try {
    return readFileSync(resolve(path), 'utf8');
  } catch {
    throw new Error(`JITSI_JAAS_PRIVATE_KEY: cannot read the key file "${path}"`);
  }
}

/**
 * The Jitsi server of the live classroom. `JITSI_DOMAIN` is a host (https) or an origin with its scheme; token
 * settings are all-or-nothing, so that a half-configured server fails at start rather than in a class.
 */
export function loadJitsiConfig(env: NodeJS.ProcessEnv): JitsiConfig {
  const appId = set(env.JITSI_APP_ID);
  const appSecret = set(env.JITSI_APP_SECRET);
  const jaas = {
    JITSI_JAAS_APP_ID: set(env.JITSI_JAAS_APP_ID),
    JITSI_JAAS_KEY_ID: set(env.JITSI_JAAS_KEY_ID),
    JITSI_JAAS_PRIVATE_KEY: set(env.JITSI_JAAS_PRIVATE_KEY),
  };
  if (Boolean(appId) !== Boolean(appSecret)) {
    throw new Error(
      'Set both JITSI_APP_ID and JITSI_APP_SECRET for a Jitsi server with token authentication',
    );
  }
  const jaasSet = Object.values(jaas).filter(Boolean).length;
  if (jaasSet > 0 && jaasSet < 3) {
    const missing = Object.entries(jaas)
      .filter(([, v]) => !v)
      .map(([k]) => k);
    throw new Error(
      `Jitsi as a Service needs JITSI_JAAS_APP_ID, JITSI_JAAS_KEY_ID and JITSI_JAAS_PRIVATE_KEY; missing ${missing.join(', ')}`,
    );
  }
  if (appId && jaasSet) {
    throw new Error(
      'Set either JITSI_APP_ID and JITSI_APP_SECRET (own Jitsi server) or the JITSI_JAAS_* settings, not both',
    );
  }

  const raw = set(env.JITSI_DOMAIN) ?? (jaasSet ? '8x8.vc' : 'meet.jit.si');
  let url: URL;
  try {
    url = new URL(raw.includes('://') ? raw : `https://${raw}`);
  } catch {
    throw new Error(
      `JITSI_DOMAIN must be a host name or an origin such as https://meet.example.edu, not "${raw}"`,
    );
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.pathname.replace(/\/$/, '') ||
    url.search
  ) {
    throw new Error(
      `JITSI_DOMAIN must be a host name or an origin such as https://meet.example.edu, not "${raw}"`,
    );
  }
  const origin = url.origin;
  const domain = url.host;

  if (jaasSet) {
    const tenant = jaas.JITSI_JAAS_APP_ID!;
    return {
      origin,
      domain,
      scriptUrl: `${origin}/${tenant}/external_api.js`,
      token: {
        kind: 'jaas',
        tenant,
        keyId: jaas.JITSI_JAAS_KEY_ID!,
        privateKey: readPrivateKey(jaas.JITSI_JAAS_PRIVATE_KEY!),
      },
    };
  }
  return {
    origin,
    domain,
    scriptUrl: `${origin}/external_api.js`,
    token: appId && appSecret ? { kind: 'self-hosted', appId, appSecret } : { kind: 'none' },
  };
}
