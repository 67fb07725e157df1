/** Configuration read once from the environment (README lists every variable). */
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_COLLEGE_NAME, DEFAULT_COLLEGE_TIME_ZONE } from '../../contract/college';

/** The repository root: two levels up from both `server/src/` and the bundled `dist/server/`. */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

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
  /** An S3-compatible bucket for uploaded files instead of `uploadsDir`; null keeps them in the folder. */
  objectStorage: ObjectStorageConfig | null;
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

/** Where uploaded files go when they live in an S3-compatible store (AWS S3, MinIO, Cloudflare R2, ...). */
export interface ObjectStorageConfig {
  bucket: string;
  region: string;
  /** The store's address for anything but AWS itself, such as `https://minio.college.edu.pk:9000`. */
  endpoint?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Put before every object's key, empty or ending in `/`, so that one bucket can serve more than the portal. */
  prefix: string;
  /** Unset: the AWS SDK's own chain (environment, shared files, instance or container role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
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
    objectStorage: loadObjectStorageConfig(env),
    seed,
    jitsi: loadJitsiConfig(env),
    collegeTimeZone: env.TZ_COLLEGE ?? DEFAULT_COLLEGE_TIME_ZONE,
    collegeName: env.COLLEGE_NAME ?? DEFAULT_COLLEGE_NAME,
    webDistDir: resolve(ROOT_DIR, 'dist', 'web'),
    ssrEntry: resolve(ROOT_DIR, 'dist', 'ssr', 'entry-server.js'),
    migrationsDir: resolve(ROOT_DIR, 'server', 'drizzle'),
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

/**
 * Object storage for uploaded files: `S3_BUCKET` turns it on, the other `S3_*` settings say where and how.
 * Each is checked here, so that a typo stops the start instead of the first student's upload.
 */
export function loadObjectStorageConfig(env: NodeJS.ProcessEnv): ObjectStorageConfig | null {
  const bucket = set(env.S3_BUCKET);
  const others = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_PREFIX',
    'S3_FORCE_PATH_STYLE',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ];
  if (!bucket) {
    const stray = others.find((name) => set(env[name]));
    if (stray)
      throw new Error(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to keep uploads in a bucket`);
    return null;
  }
  // AWS's rule for new buckets, which MinIO and R2 follow too.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens), not "${bucket}"`,
    );
  }
  const endpoint = set(env.S3_ENDPOINT);
  if (endpoint !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(
        `S3_ENDPOINT must be an http(s) address such as https://minio.college.edu.pk:9000, not "${endpoint}"`,
      );
    }
  }
  const pathStyle = set(env.S3_FORCE_PATH_STYLE)?.toLowerCase();
  if (pathStyle !== undefined && !['true', 'false', '1', '0'].includes(pathStyle)) {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not "${env.S3_FORCE_PATH_STYLE}"`);
  }
  const prefix = (set(env.S3_PREFIX) ?? '').replace(/^\/+|\/+$/g, '');
  if (!/^[A-Za-z0-9._\-/]*$/.test(prefix) || prefix.split('/').some((part) => part === '..')) {
    throw new Error(
      `S3_PREFIX must be a path of letters, digits, dots, dashes and underscores such as portal/uploads, not "${env.S3_PREFIX}"`,
    );
  }
  const accessKeyId = set(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = set(env.S3_SECRET_ACCESS_KEY);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      "Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS SDK's own credentials",
    );
  }
  return {
    bucket,
    region: set(env.S3_REGION) ?? 'us-east-1',
    endpoint,
    // A self-hosted store rarely has a wildcard DNS name for its buckets; AWS itself wants the bucket in the host.
    forcePathStyle:
      pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true' || pathStyle === '1',
    prefix: prefix ? `${prefix}/` : '',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
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
