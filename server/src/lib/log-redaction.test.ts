/** The logs never carry the values a failed SQL statement was sent with (issue 35). */
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/harness';
import { errorSerializer } from './log-redaction';

const EMAIL = 'hina.bashir@college.test';
const TOKEN_HASH = 'f3a9c0d1e2b4a5968778695a4b3c2d1e0f9e8d7c6b5a49382716051423324150';

describe('errorSerializer', () => {
  it("logs a failed statement's SQL and how many parameters it had, never their values", () => {
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        detail: `Key (email)=(${EMAIL}) already exists.`,
      },
    );
    const failed = new DrizzleQueryError(
      'insert into sessions (token_hash, email) values ($1, $2)',
      [TOKEN_HASH, EMAIL],
      driverError,
    );
    for (const error of [failed, new Error('the request failed', { cause: failed }), driverError]) {
      const logged = JSON.stringify(errorSerializer(error));
      expect(logged, 'a parameter reached the log').not.toContain(EMAIL);
      expect(logged, 'a parameter reached the log').not.toContain(TOKEN_HASH);
    }
    const logged = errorSerializer(failed);
    expect(logged.message).toContain('insert into sessions (token_hash, email) values ($1, $2)');
    expect(logged.message).toContain('[2 not logged]');
    expect(logged.message).toContain('users_email_unique');
    expect(logged.stack).toContain('Failed query: insert into sessions');
  });

  it('leaves other errors as pino writes them', () => {
    const error = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    expect(errorSerializer(error)).toMatchObject({ message: error.message, code: 'ENOSPC', type: 'Error' });
  });
});

describe("the server's log", () => {
  const lines: string[] = [];
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ logLevel: 'error', logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => app?.close());

  it('writes a failed statement without its parameters', async () => {
    const error = await app.db
      .execute(sql`select id from users where email = ${EMAIL} and 1 / 0 = 1`)
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    app.log.error({ err: error }, 'request failed');
    const line = lines.find((l) => l.includes('request failed'));
    expect(line).toBeDefined();
    expect(line).toContain('where email = $1');
    expect(line, 'an e-mail address reached the log').not.toContain(EMAIL);
  });
});
