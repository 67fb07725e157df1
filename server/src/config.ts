/** Configuration read once from the environment (README lists every variable). */
import { createPrivateKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
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
  /** An S3-compatible bucket for uploaded files instead of `uploadsDir`; null keeps them in the folder. */
  objectStorage: ObjectStorageConfig | null;
  /** `demo` seeds the demo college into an empty embedded database on start; `none` never seeds. */
  seed: 'demo' | 'none';
  /**
   * Whether the server may start while demo accounts keep the published password: on the embedded database
   * always (trying the portal), on PostgreSQL only with ALLOW_DEMO_PASSWORDS=yes (trials, benchmarks), and never
   * with NODE_ENV=production.
   */
  demoPasswordsAllowed: boolean;
  jitsi: JitsiConfig;
  collegeTimeZone: string;
  collegeName: string;
  webDistDir: string;
  /** The server-side rendering bundle of the public pages. */
  ssrEntry: string;
  migrationsDir: string;
  /**
   * The reverse proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed (addresses, CIDR ranges or
   * proxy-addr's named ranges); undefined believes nobody's.
   */
  trustProxy: string[] | undefined;
  /**
   * The origin every absolute link the server writes starts with (transcripts, e-mail, calendar feeds); null
   * when it is not known, and then no official document is issued rather than trusting a request's Host.
   */
  publicUrl: string | null;
  logLevel: string;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock of virtual classes and of the notification worker; tests replace it to stand at a window's edge. */
  clock?: () => Date;
  /** Where notification e-mail goes; null sends none (the bell list still fills). */
  smtp: SmtpConfig | null;
  /** How often the notification worker sends due e-mail and looks for classes about to start. */
  notificationIntervalMs: number;
  /**
   * Whether the thread that draws transcripts starts with the server (transcripts/pdf-thread.ts), so that the
   * first transcript does not wait half a second for it; tests start it at their first transcript.
   */
  pdfThreadAtStart: boolean;
  /** `GET /metrics` answers only with this bearer token; null (the default) leaves it out entirely. */
  metricsToken: string | null;
  /** How long a mail's claim on the outbox lasts unless renewed (outbox.ts's CLAIM_MS); tests shorten it. */
  outboxClaimMs?: number;
  /** How long the busiest reads' answers are kept in memory between writes (plugins/response-cache.ts); 0 keeps none. */
  responseCacheMs: number;
  /** How many connections the kernel may hold waiting for the server to accept them (`listen`'s backlog). */
  listenBacklog: number;
  /** How long an answer only a write can change is kept while every write is heard (response-cache.ts). */
  responseCacheUntilWriteMs: number;
  /** How long the start waits for a PostgreSQL server that does not answer before it gives up. */
  databaseConnectTimeoutS: number;
  /** Each server process's connections to PostgreSQL and the limits every one of them runs under. */
  databasePool: DatabasePoolConfig;
  /** How many server processes share the port (src/start/workers.ts); always 1 on the embedded database. */
  workers: number;
  /** How long a shutdown (SIGTERM) lets the requests in flight finish before the process ends anyway. */
  shutdownDrainS: number;
  /**
   * After SIGTERM, how long readiness answers 503 while the process still serves, before it stops accepting:
   * the time a load balancer needs to notice and send requests elsewhere.
   */
  shutdownDelayMs: number;
  /** How long a starting process may spend reading each kind of page once before it listens (0: no warm-up). */
  warmupMs: number;
}

/** The PostgreSQL pool of one server process (`DB_POOL_MAX`, `DB_STATEMENT_TIMEOUT_MS`, `DB_LOCK_TIMEOUT_MS`). */
export interface DatabasePoolConfig {
  /** At most this many connections at once. */
  max: number;
  /** A statement running longer is cancelled (PostgreSQL's `statement_timeout`); 0: never. */
  statementTimeoutMs: number;
  /** A statement waiting longer for a lock is cancelled (`lock_timeout`); 0: it waits as long as it runs. */
  lockTimeoutMs: number;
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
  /** At most this many messages are handed to the server in a minute (`SMTP_RATE_PER_MINUTE`). */
  ratePerMinute: number;
  /** How many connections to the server send at once (`SMTP_CONNECTIONS`). */
  connections: number;
}

/** A college relay takes this many a minute without complaint: 3,000 students' mail leaves in 5 minutes. */
export const DEFAULT_SMTP_RATE_PER_MINUTE = 600;
export const DEFAULT_SMTP_CONNECTIONS = 5;

/**
 * The listen backlog. On results day thousands of students sign in within the same second: their connections
 * must wait in the kernel's accept queue until the server gets to them, not be dropped. Node's default of 511
 * overflows at such a rush, and a dropped connection attempt is retried by the client's kernel only after 1 s,
 * then 3 s, so a visitor (even one who only opens a page) waits seconds for nothing. Linux silently caps the
 * figure at `net.core.somaxconn` (4096 on current kernels); a queued connection costs a few hundred bytes.
 */
export const DEFAULT_LISTEN_BACKLOG = 4096;

/**
 * A load balancer checking readiness every 2 s notices a stopping machine within two checks (nginx's passive
 * `max_fails` sooner still); in development and tests a stop is immediate.
 */
export const DEFAULT_PRODUCTION_SHUTDOWN_DELAY_MS = 5000;

/**
 * A fresh process answered the teaching hour's reads at p99 768 ms in its first seconds (statements not yet
 * planned, code not yet optimised); reading each kind of page a few times first takes about a second.
 */
export const DEFAULT_WARMUP_MS = 1500;

/** A setting that cannot be used: the start stops with one line per variable, naming it and what it accepts. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = SettingsSchema.safeParse(env);
  const problems = parsed.success ? [] : settingProblems(parsed.error, env);
  // The Jitsi and SMTP groups check their variables together (all or nothing), each with its own sentence.
  const jitsi = collect(problems, () => loadJitsiConfig(env));
  const smtp = collect(problems, () => loadSmtpConfig(env));
  const metricsToken = collect(problems, () => loadMetricsToken(env));
  const objectStorage = collect(problems, () => loadObjectStorageConfig(env));
  collect(problems, () => refuseDocumentedPassword('DATABASE_URL', env.DATABASE_URL));
  if (parsed.success && (parsed.data.WORKERS ?? 1) > 1 && !parsed.data.DATABASE_URL) {
    // The embedded database's folder is locked to the one process that opens it.
    problems.push(
      `WORKERS=${parsed.data.WORKERS} needs PostgreSQL (DATABASE_URL): the embedded database can be opened by one process only`,
    );
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const settings = parsed.data;

  const dataDir = resolve(settings.DATA_DIR ?? resolve(ROOT_DIR, 'data'));
  const database: DatabaseConfig = settings.DATABASE_URL
    ? { kind: 'postgres', url: settings.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'pgdata') };
  return {
    port: settings.PORT,
    host: settings.HOST,
    database,
    dataDir,
    uploadsDir: resolve(settings.UPLOADS_DIR ?? resolve(dataDir, 'uploads')),
    objectStorage: objectStorage ?? null,
    seed: settings.SEED,
    demoPasswordsAllowed:
      settings.NODE_ENV !== 'production' &&
      (database.kind === 'pglite' || settings.ALLOW_DEMO_PASSWORDS === 'yes'),
    jitsi: jitsi!,
    collegeTimeZone: settings.TZ_COLLEGE,
    collegeName: settings.COLLEGE_NAME,
    publicUrl: settings.PUBLIC_URL ?? demoPublicUrl(settings, database),
    webDistDir: resolve(ROOT_DIR, 'dist', 'web'),
    ssrEntry: resolve(ROOT_DIR, 'dist', 'ssr', 'entry-server.js'),
    migrationsDir: resolve(SERVER_DIR, 'drizzle'),
    trustProxy: settings.TRUST_PROXY,
    logLevel: settings.LOG_LEVEL,
    smtp: smtp ?? null,
    metricsToken: metricsToken ?? null,
    notificationIntervalMs: 30_000,
    pdfThreadAtStart: true,
    responseCacheMs: settings.RESPONSE_CACHE_MS,
    listenBacklog: settings.LISTEN_BACKLOG,
    responseCacheUntilWriteMs: settings.RESPONSE_CACHE_UNTIL_WRITE_MS,
    databaseConnectTimeoutS: settings.DATABASE_CONNECT_TIMEOUT_S,
    databasePool: {
      max: settings.DB_POOL_MAX,
      statementTimeoutMs: settings.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: settings.DB_LOCK_TIMEOUT_MS,
    },
    workers: settings.WORKERS ?? (database.kind === 'postgres' ? availableParallelism() : 1),
    shutdownDrainS: settings.SHUTDOWN_DRAIN_S,
    shutdownDelayMs:
      settings.SHUTDOWN_DELAY_MS ??
      (settings.NODE_ENV === 'production' ? DEFAULT_PRODUCTION_SHUTDOWN_DELAY_MS : 0),
    warmupMs: settings.WARMUP_MS,
    ...overrides,
  };
}

/**
 * `loadConfig` for an entry point: a setting that cannot be used ends the process with its lines and exit code 1,
 * never a stack trace.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Setting not accepted: ${problem}`);
    process.exit(1);
  }
}

function collect<T>(problems: string[], read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/**
 * Trying the demo college on one's own machine (the embedded database with its demo seed) prints addresses of
 * this machine; anything else needs PUBLIC_URL, so that no official document takes its address from a request.
 */
function demoPublicUrl(settings: Settings, database: DatabaseConfig): string | null {
  if (database.kind !== 'pglite' || settings.SEED !== 'demo') return null;
  return `http://localhost:${settings.PORT}`;
}

/** A blank variable is an unset one: `PORT= npm start` means the default, as in a shell. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const trimmed = z.string().trim();
const optionalText = z.preprocess(blank, trimmed.optional());
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    blank,
    trimmed.regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)).default(fallback),
  );

/** A number of seconds, 0 or more, fractions allowed. */
const seconds = (fallback: number) =>
  z.preprocess(
    blank,
    trimmed
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number)
      .default(fallback),
  );

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Whether the runtime knows an IANA time zone such as `Asia/Karachi`. */
function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `proxy-addr`'s names for address ranges, which Fastify's `trustProxy` accepts beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string) {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Values that meant "trust everyone" before: believed from anyone who can reach the port, they are refused. */
const TRUST_EVERYONE = new Set(['true', '1', 'yes', 'on', '*', 'all']);

const TrustProxySchema = z.preprocess(
  blank,
  trimmed
    .superRefine((value, context) => {
      if (TRUST_EVERYONE.has(value.toLowerCase())) {
        context.addIssue({
          code: 'custom',
          message:
            `TRUST_PROXY="${value}" would believe any X-Forwarded-For from anyone who can reach the port; ` +
            "give the reverse proxies' addresses or ranges instead, such as 127.0.0.1 or 10.0.0.0/8 (comma-separated)",
        });
      }
    })
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .refine((entries) => entries.every(isAddressOrRange))
    .optional(),
);

/** An origin (scheme, host, port) with no path: every absolute link the server writes starts with it. */
const PublicUrlSchema = z.preprocess(
  blank,
  trimmed
    .refine((value) => {
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          !url.username &&
          !url.search &&
          !url.hash &&
          url.pathname === '/'
        );
      } catch {
        return false;
      }
    })
    .transform((value) => new URL(value).origin)
    .optional(),
);

const DatabaseUrlSchema = z.preprocess(
  blank,
  trimmed
    .refine((value) => {
      try {
        return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    })
    .optional(),
);

/** Every variable the server reads, as it accepts it (README, Configuration, lists the same). */
const SettingsSchema = z.object({
  // 0 listens on any free port (the tests' production-install check starts the server so).
  PORT: wholeNumber(0, 65_535, 5000),
  HOST: z.preprocess(
    blank,
    trimmed.refine((host) => host === 'localhost' || isIP(host) > 0).default('0.0.0.0'),
  ),
  DATABASE_URL: DatabaseUrlSchema,
  DATA_DIR: optionalText,
  UPLOADS_DIR: optionalText,
  SEED: z.preprocess(
    (value) => (typeof blank(value) === 'string' ? (value as string).trim().toLowerCase() : value),
    z.enum(['demo', 'none']).default('demo'),
  ),
  TZ_COLLEGE: z.preprocess(blank, trimmed.refine(isTimeZone).default(DEFAULT_COLLEGE_TIME_ZONE)),
  COLLEGE_NAME: z.preprocess(blank, trimmed.default(DEFAULT_COLLEGE_NAME)),
  PUBLIC_URL: PublicUrlSchema,
  TRUST_PROXY: TrustProxySchema,
  LOG_LEVEL: z.preprocess(
    (value) => (typeof blank(value) === 'string' ? (value as string).trim().toLowerCase() : value),
    z.enum(LOG_LEVELS).default('info'),
  ),
  RESPONSE_CACHE_MS: wholeNumber(0, 24 * 60 * 60_000, 2000),
  RESPONSE_CACHE_UNTIL_WRITE_MS: wholeNumber(0, 24 * 60 * 60_000, 600_000),
  LISTEN_BACKLOG: wholeNumber(1, 1_000_000, DEFAULT_LISTEN_BACKLOG),
  DATABASE_CONNECT_TIMEOUT_S: seconds(60),
  DB_POOL_MAX: wholeNumber(1, 1000, 10),
  // A write stuck behind a lock answers 503 within seconds and is rolled back, rather than committing long after
  // its client gave up (and retried).
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(0, 24 * 60 * 60_000, 5000),
  DB_LOCK_TIMEOUT_MS: wholeNumber(0, 24 * 60 * 60_000, 2000),
  WORKERS: z.preprocess(
    blank,
    trimmed.regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(1024)).optional(),
  ),
  SHUTDOWN_DRAIN_S: seconds(10),
  SHUTDOWN_DELAY_MS: z.preprocess(
    blank,
    trimmed
      .regex(/^\d+$/)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .max(10 * 60_000),
      )
      .optional(),
  ),
  WARMUP_MS: wholeNumber(0, 10 * 60_000, DEFAULT_WARMUP_MS),
  NODE_ENV: optionalText,
  ALLOW_DEMO_PASSWORDS: z.preprocess(
    (value) => (typeof blank(value) === 'string' ? (value as string).trim().toLowerCase() : value),
    z.enum(['yes', 'no']).default('no'),
  ),
});
type Settings = z.infer<typeof SettingsSchema>;

/** What each variable accepts, for the line that refuses it. */
const ACCEPTED: Record<keyof Settings, string> = {
  PORT: 'a port number from 1 to 65535 (0: any free port)',
  HOST: 'an IP address to listen on, such as 0.0.0.0, 127.0.0.1 or ::, or localhost',
  DATABASE_URL: 'a PostgreSQL address such as postgres://user:password@host:5432/name',
  DATA_DIR: 'a folder',
  UPLOADS_DIR: 'a folder',
  SEED: '"demo" or "none"',
  TZ_COLLEGE: 'an IANA time zone such as Asia/Karachi',
  COLLEGE_NAME: "the college's name",
  PUBLIC_URL: 'the origin people use, such as https://portal.college.edu.pk (no path)',
  TRUST_PROXY:
    "the reverse proxies' addresses or ranges, comma-separated: 127.0.0.1, 10.0.0.0/8, ::1, loopback, linklocal, uniquelocal",
  LOG_LEVEL: LOG_LEVELS.join(', '),
  RESPONSE_CACHE_MS: 'a whole number of milliseconds, 0 to turn the cache off',
  RESPONSE_CACHE_UNTIL_WRITE_MS: 'a whole number of milliseconds, 0 to keep nothing until a write',
  LISTEN_BACKLOG: 'a positive whole number of connections',
  DATABASE_CONNECT_TIMEOUT_S: 'a number of seconds, 0 or more',
  DB_POOL_MAX: 'a whole number of connections from 1 to 1000',
  DB_STATEMENT_TIMEOUT_MS: 'a whole number of milliseconds, 0 for no limit',
  DB_LOCK_TIMEOUT_MS: 'a whole number of milliseconds, 0 for no limit',
  WORKERS: 'a whole number of server processes from 1 to 1024',
  NODE_ENV: 'production, or anything else',
  ALLOW_DEMO_PASSWORDS: '"yes" or "no"',
  SHUTDOWN_DRAIN_S: 'a number of seconds, 0 or more',
  SHUTDOWN_DELAY_MS: 'a whole number of milliseconds up to 600000, 0 for none',
  WARMUP_MS: 'a whole number of milliseconds up to 600000, 0 for no warm-up',
};

/** A value as a refusal may print it: a database address without its password. */
function shown(name: keyof Settings, value: string) {
  if (name !== 'DATABASE_URL') return value;
  try {
    const url = new URL(value.trim());
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(not shown: it may hold a password)';
  }
}

/** One line per refused variable: its name, the value it was given and what it accepts. */
function settingProblems(error: z.ZodError, env: NodeJS.ProcessEnv): string[] {
  const lines = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0]) as keyof Settings;
    if (lines.has(name)) continue;
    lines.set(
      name,
      issue.code === 'custom' && issue.message !== 'Invalid input'
        ? issue.message
        : `${name}="${shown(name, env[name] ?? '')}" is not accepted: expected ${ACCEPTED[name]}`,
    );
  }
  return [...lines.values()];
}

const set = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The secrets README and docs/deploy.md print as examples (`CHANGE-ME`, `long-random-secret`, `...`, the `secret`
 * and `password` of example addresses): copied as they are, anyone who has read the documentation knows them, so
 * they stop the start. Compared without regard to case.
 */
export const DOCUMENTED_PLACEHOLDERS = [
  'CHANGE-ME',
  'CHANGE-ME-TO-64-HEX-CHARACTERS-FROM-OPENSSL',
  'changeme',
  'long-random-secret',
  'secret',
  'password',
  '...',
] as const;

const isPlaceholder = (value: string) =>
  DOCUMENTED_PLACEHOLDERS.some((placeholder) => placeholder.toLowerCase() === value.toLowerCase());

const placeholderRefusal = (name: string, what: string, value: string) =>
  `${name} has the documentation's example "${value}" as its ${what}: set one of your own ` +
  '(a long random one, such as the output of `openssl rand -hex 32`)';

/** The password of a `scheme://user:password@host` setting, refused when it is one of the documentation's. */
function refuseDocumentedPassword(name: string, value: string | undefined) {
  if (!value) return;
  let password: string;
  try {
    password = decodeURIComponent(new URL(value.trim()).password);
  } catch {
    return; // a malformed address is refused by its own check
  }
  if (password && isPlaceholder(password)) throw new Error(placeholderRefusal(name, 'password', password));
}

/** Long enough not to be guessed nor to be a word, such as `changeme`. */
const METRICS_TOKEN_MIN_LENGTH = 32;
/** A random token of that length has many different characters; `aaaa...` or `1111...` does not. */
const METRICS_TOKEN_MIN_DISTINCT = 8;

/**
 * `METRICS_TOKEN` turns `GET /metrics` on and is the only way to read it: metrics without a token would tell
 * anyone on the internet how busy the college is.
 */
export function loadMetricsToken(env: NodeJS.ProcessEnv): string | null {
  const token = set(env.METRICS_TOKEN);
  if (token === undefined) return null;
  if (isPlaceholder(token)) throw new Error(placeholderRefusal('METRICS_TOKEN', 'value', token));
  if (
    token.length < METRICS_TOKEN_MIN_LENGTH ||
    /\s/.test(token) ||
    new Set(token).size < METRICS_TOKEN_MIN_DISTINCT
  ) {
    throw new Error(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} random characters without spaces (for example the output of \`openssl rand -hex 32\`), not one of ${token.length}`,
    );
  }
  return token;
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
  if (secretAccessKey && isPlaceholder(secretAccessKey)) {
    throw new Error(placeholderRefusal('S3_SECRET_ACCESS_KEY', 'value', secretAccessKey));
  }
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
  refuseDocumentedPassword('SMTP_URL', url);
  return {
    url,
    from: set(env.SMTP_FROM) ?? '"College Portal" <no-reply@localhost>',
    ratePerMinute: wholeNumberSetting(env, 'SMTP_RATE_PER_MINUTE', DEFAULT_SMTP_RATE_PER_MINUTE, 60_000),
    connections: wholeNumberSetting(env, 'SMTP_CONNECTIONS', DEFAULT_SMTP_CONNECTIONS, 100),
  };
}

/** A whole number from 1 to `max`, or `fallback` when unset; anything else fails at start, naming the value. */
function wholeNumberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = set(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, not "${raw}"`);
  }
  return value;
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
  if (appSecret && isPlaceholder(appSecret)) {
    throw new Error(placeholderRefusal('JITSI_APP_SECRET', 'value', appSecret));
  }
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
