/** Settings read from the environment at start: the listen backlog, the server processes, the waits. */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTEN_BACKLOG, loadConfig } from './config';

describe('LISTEN_BACKLOG', () => {
  it('lets a results-day rush of thousands of connections wait to be accepted by default', () => {
    expect(loadConfig({}).listenBacklog).toBe(DEFAULT_LISTEN_BACKLOG);
    expect(DEFAULT_LISTEN_BACKLOG).toBeGreaterThanOrEqual(2500);
  });

  it('takes a positive whole number', () => {
    expect(loadConfig({ LISTEN_BACKLOG: ' 1024 ' }).listenBacklog).toBe(1024);
  });

  it.each(['0', '-5', '12.5', 'lots'])('stops the start on %s', (value) => {
    expect(() => loadConfig({ LISTEN_BACKLOG: value })).toThrow(
      /LISTEN_BACKLOG must be a positive whole number/,
    );
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
    expect(() => loadConfig({ ...postgres, WORKERS: value })).toThrow(
      /WORKERS must be a positive whole number/,
    );
  });

  it('refuses several processes on the embedded database, whose folder one process holds', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      'WORKERS=2 needs PostgreSQL (DATABASE_URL): the embedded database can be opened by one process only',
    );
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
      expect(() => loadConfig({ [name]: 'ten' })).toThrow(
        `${name} must be a number of seconds (0 or more), not "ten"`,
      );
    },
  );
});
