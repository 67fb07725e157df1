/** Settings read from the environment at start: each checked, a refused one named with what it accepts. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_LISTEN_BACKLOG, DOCUMENTED_PLACEHOLDERS, loadConfig, ROOT_DIR } from './config';

/** The lines a start with `env` is refused with (none when it is accepted). */
function refusals(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('settings checked at start', () => {
  it('starts with nothing set, on the defaults the README gives', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      seed: 'demo',
      collegeTimeZone: 'Asia/Karachi',
      logLevel: 'info',
      trustProxy: undefined,
      responseCacheMs: 2000,
      responseCacheUntilWriteMs: 600_000,
      listenBacklog: DEFAULT_LISTEN_BACKLOG,
      databasePool: { max: 10, statementTimeoutMs: 5000, lockTimeoutMs: 2000 },
    });
    expect(config.database.kind).toBe('pglite');
  });

  it('treats a blank variable as unset and trims the others', () => {
    expect(loadConfig({ PORT: '  ', LOG_LEVEL: ' debug ', SEED: ' None ' })).toMatchObject({
      port: 5000,
      logLevel: 'debug',
      seed: 'none',
    });
  });

  it.each([
    ['PORT', 'abc', 'a port number from 1 to 65535 (0: any free port)'],
    ['PORT', '70000', 'a port number from 1 to 65535 (0: any free port)'],
    ['HOST', 'everywhere', 'an IP address to listen on'],
    ['LOG_LEVEL', 'verbose', 'fatal, error, warn, info, debug, trace, silent'],
    ['TZ_COLLEGE', 'Mars/Base', 'an IANA time zone such as Asia/Karachi'],
    ['RESPONSE_CACHE_MS', 'ten', 'a whole number of milliseconds'],
    ['RESPONSE_CACHE_UNTIL_WRITE_MS', '-1', 'a whole number of milliseconds'],
    ['LISTEN_BACKLOG', '0', 'a positive whole number of connections'],
    ['LISTEN_BACKLOG', '12.5', 'a positive whole number of connections'],
    ['SEED', 'large', '"demo" or "none"'],
    ['DB_POOL_MAX', '0', 'a whole number of connections from 1 to 1000'],
    ['DB_POOL_MAX', 'ten', 'a whole number of connections from 1 to 1000'],
    ['DB_STATEMENT_TIMEOUT_MS', '5s', 'a whole number of milliseconds, 0 for no limit'],
    ['DB_LOCK_TIMEOUT_MS', '-1', 'a whole number of milliseconds, 0 for no limit'],
    ['DATABASE_URL', 'mysql://root@localhost/college', 'a PostgreSQL address'],
    ['PUBLIC_URL', 'portal.college.edu.pk', 'the origin people use'],
    ['PUBLIC_URL', 'https://portal.college.edu.pk/portal', 'the origin people use'],
    ['TRUST_PROXY', '10.0.0.0/33', "the reverse proxies' addresses or ranges"],
    ['TRUST_PROXY', 'proxy.college.edu.pk', "the reverse proxies' addresses or ranges"],
  ])(
    'refuses %s=%s in one line naming the variable, the value and what is accepted',
    (name, value, accepted) => {
      const [line, ...more] = refusals({ [name]: value });
      expect(more).toEqual([]);
      expect(line).toContain(`${name}="${value}"`);
      expect(line).toContain(accepted);
      expect(line).not.toContain('\n');
    },
  );

  it.each(['true', '1', 'yes'])(
    'refuses TRUST_PROXY=%s, which would believe any X-Forwarded-For, and says what to give instead',
    (value) => {
      const [line] = refusals({ TRUST_PROXY: value });
      expect(line).toContain(`TRUST_PROXY="${value}" would believe any X-Forwarded-For`);
      expect(line).toContain("give the reverse proxies' addresses or ranges");
    },
  );

  it('names every refused variable at once, one line each', () => {
    const lines = refusals({ PORT: 'abc', LOG_LEVEL: 'verbose', TZ_COLLEGE: 'Mars/Base', SMTP_URL: 'mail' });
    expect(lines.map((line) => line.match(/^[A-Z_]+/)?.[0]).sort()).toEqual([
      'LOG_LEVEL',
      'PORT',
      'SMTP_URL',
      'TZ_COLLEGE',
    ]);
  });

  it('never prints the password of a refused DATABASE_URL', () => {
    const [line] = refusals({ DATABASE_URL: 'mysql://root:hunter2@localhost/college' });
    expect(line).toContain('DATABASE_URL="mysql://root:***@localhost/college"');
    expect(line).not.toContain('hunter2');
    expect(refusals({ DATABASE_URL: 'hunter2 at db' })[0]).not.toContain('hunter2');
  });

  it("takes TRUST_PROXY as the proxies' addresses and ranges", () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('takes PUBLIC_URL as an origin, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Portal.College.edu.pk/' }).publicUrl).toBe(
      'https://portal.college.edu.pk',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe('http://10.0.0.5:8080');
  });

  it("has no public address without PUBLIC_URL, except the demo college tried on one's own machine", () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:5000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ SEED: 'none' }).publicUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://portal@db.internal/college' }).publicUrl).toBeNull();
  });

  it('stops the server with the refused lines and exit code 1, never a stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT_DIR,
      env: { PATH: process.env.PATH, PORT: 'abc', TZ_COLLEGE: 'Mars/Base' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Setting not accepted: PORT="abc" is not accepted');
    expect(run.stderr).toContain('Setting not accepted: TZ_COLLEGE="Mars/Base" is not accepted');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('WORKERS', () => {
  const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal' };

  it('runs one server process per core on PostgreSQL, and one on the embedded database', () => {
    expect(loadConfig(postgres).workers).toBe(availableParallelism());
    expect(loadConfig({}).workers).toBe(1);
  });

  it('takes a positive whole number', () => {
    expect(loadConfig({ ...postgres, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
  });

  it.each(['0', '-1', '1.5', 'all'])('stops the start on %s', (value) => {
    expect(refusals({ ...postgres, WORKERS: value })).toEqual([
      `WORKERS="${value}" is not accepted: expected a whole number of server processes from 1 to 1024`,
    ]);
  });

  it('refuses several processes on the embedded database, whose folder one process holds', () => {
    expect(refusals({ WORKERS: '2' })).toEqual([
      'WORKERS=2 needs PostgreSQL (DATABASE_URL): the embedded database can be opened by one process only',
    ]);
  });
});

describe('SHUTDOWN_DELAY_MS and WARMUP_MS', () => {
  it('keep a stopping server not ready for 5 s in production only, and warm a new process up for at most 3 s', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDelayMs: 0, warmupMs: 1500 });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ shutdownDelayMs: 5000 });
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DELAY_MS: '0', WARMUP_MS: '0' })).toMatchObject({
      shutdownDelayMs: 0,
      warmupMs: 0,
    });
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '2000', WARMUP_MS: '1500' })).toMatchObject({
      shutdownDelayMs: 2000,
      warmupMs: 1500,
    });
  });

  it('stop the start when either is not whole milliseconds', () => {
    expect(refusals({ SHUTDOWN_DELAY_MS: '5s', WARMUP_MS: '-1' })).toEqual([
      'SHUTDOWN_DELAY_MS="5s" is not accepted: expected a whole number of milliseconds up to 600000, 0 for none',
      'WARMUP_MS="-1" is not accepted: expected a whole number of milliseconds up to 600000, 0 for no warm-up',
    ]);
  });
});

describe('DATABASE_CONNECT_TIMEOUT_S and SHUTDOWN_DRAIN_S', () => {
  it('wait 60 s for the database at start and 10 s for the requests in flight at a shutdown', () => {
    expect(loadConfig({})).toMatchObject({ databaseConnectTimeoutS: 60, shutdownDrainS: 10 });
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_S: '5', SHUTDOWN_DRAIN_S: '2.5' })).toMatchObject({
      databaseConnectTimeoutS: 5,
      shutdownDrainS: 2.5,
    });
  });

  it.each(['DATABASE_CONNECT_TIMEOUT_S', 'SHUTDOWN_DRAIN_S'])(
    'stop the start when %s is not seconds',
    (name) => {
      expect(refusals({ [name]: 'ten' })).toEqual([
        `${name}="ten" is not accepted: expected a number of seconds, 0 or more`,
      ]);
    },
  );
});

describe("secrets copied from the documentation's examples", () => {
  const S3 = { S3_BUCKET: 'portal-uploads', S3_ACCESS_KEY_ID: 'portal' };
  it.each([
    ['DATABASE_URL', { DATABASE_URL: 'postgres://portal:CHANGE-ME@127.0.0.1:5432/portal' }],
    ['DATABASE_URL', { DATABASE_URL: 'postgres://portal:secret@127.0.0.1:5432/portal' }],
    ['DATABASE_URL', { DATABASE_URL: 'postgres://user:password@host:5432/name' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://portal:change-me@mail.college.edu.pk:587' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://user:password@mail.college.edu.pk:587' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'CHANGE-ME-TO-64-HEX-CHARACTERS-FROM-OPENSSL' }],
    ['JITSI_APP_SECRET', { JITSI_APP_ID: 'college-portal', JITSI_APP_SECRET: 'long-random-secret' }],
    ['S3_SECRET_ACCESS_KEY', { ...S3, S3_SECRET_ACCESS_KEY: 'CHANGE-ME' }],
  ])('stop the start in one line naming %s', (name, env) => {
    const lines = refusals(env);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${name} has the documentation's example "[^"]+" as its`));
  });

  it('are every secret README prints in its examples', () => {
    const readme = readFileSync(join(ROOT_DIR, 'README.md'), 'utf8');
    const examples = [
      ...readme.matchAll(/(?:postgres|smtps?):\/\/\w+:([^@\s`]+)@/g),
      ...readme.matchAll(/(?:JITSI_APP_SECRET|METRICS_TOKEN|S3_SECRET_ACCESS_KEY)=(\S+)/g),
    ].map((match) => match[1]!);
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const example of examples) {
      expect(
        DOCUMENTED_PLACEHOLDERS.map((p) => p.toLowerCase()),
        example,
      ).toContain(example.toLowerCase());
    }
  });

  it('leave a password or secret of its own alone', () => {
    expect(
      refusals({
        DATABASE_URL: 'postgres://portal:7d1f0c9a2b@127.0.0.1:5432/portal',
        SMTP_URL: 'smtp://portal:kR4v9wq2@mail.college.edu.pk:587',
        METRICS_TOKEN: '3f9a1c7e5b2d8046a1c3e5f7092b4d6f',
        JITSI_APP_ID: 'college-portal',
        JITSI_APP_SECRET: 's3cret-of-our-own',
      }),
    ).toEqual([]);
  });
});

describe('DB_POOL_MAX, DB_STATEMENT_TIMEOUT_MS and DB_LOCK_TIMEOUT_MS', () => {
  it("size each process's pool and limit its statements and lock waits; 0 turns a limit off", () => {
    expect(
      loadConfig({ DB_POOL_MAX: '20', DB_STATEMENT_TIMEOUT_MS: '0', DB_LOCK_TIMEOUT_MS: '500' }).databasePool,
    ).toEqual({ max: 20, statementTimeoutMs: 0, lockTimeoutMs: 500 });
  });
});

describe('demo accounts', () => {
  it('may keep the published password on the embedded database, but never with NODE_ENV=production', () => {
    expect(loadConfig({}).demoPasswordsAllowed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoPasswordsAllowed).toBe(false);
  });

  it('on PostgreSQL, only with ALLOW_DEMO_PASSWORDS=yes', () => {
    const postgres = {
      DATABASE_URL: 'postgres://portal@db.college.internal:5432/portal',
      PUBLIC_URL: 'https://portal.college.edu.pk',
    };
    expect(loadConfig(postgres).demoPasswordsAllowed).toBe(false);
    expect(loadConfig({ ...postgres, ALLOW_DEMO_PASSWORDS: 'yes' }).demoPasswordsAllowed).toBe(true);
    expect(
      loadConfig({ ...postgres, ALLOW_DEMO_PASSWORDS: 'yes', NODE_ENV: 'production' }).demoPasswordsAllowed,
    ).toBe(false);
    expect(() => loadConfig({ ALLOW_DEMO_PASSWORDS: 'sure' })).toThrow(/ALLOW_DEMO_PASSWORDS/);
  });
});
