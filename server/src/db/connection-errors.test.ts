import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseBusy, isDatabaseUnavailable, markDatabaseConnectionError } from './connection-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** What a statement sent through drizzle throws: its own error, the driver's as the cause. */
const statementFailed = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('an error that means the database cannot be reached', () => {
  it.each([
    ['a refused connection', statementFailed(withCode('ECONNREFUSED'))],
    ['a reset connection', statementFailed(withCode('ECONNRESET'))],
    ['a connection that timed out', statementFailed(withCode('ETIMEDOUT'))],
    ['a connection exception (class 08)', withCode('08006')],
    ['an administrator ending the connection (57P01)', withCode('57P01')],
    ['a crash shutdown (57P02)', withCode('57P02')],
    ['a server starting up (57P03)', withCode('57P03')],
    ['the pool losing a connection', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    [
      'a connection the pool could not open (a transaction opens it before any statement)',
      markDatabaseConnectionError(withCode('ECONNREFUSED')),
    ],
    ['several addresses refusing', statementFailed(new AggregateError([withCode('ECONNREFUSED')]))],
  ])('is %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a query cancelled for its timeout', withCode('57014')],
    ['a program error', new TypeError('x is undefined')],
    ['another service refusing (object storage, mail)', withCode('ECONNREFUSED')],
    ['nothing', undefined],
  ])('is not %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('an error that means the database gave up on a statement (a lock or statement timeout)', () => {
  it.each([
    ['a lock waited for longer than lock_timeout (55P03)', statementFailed(withCode('55P03'))],
    ['a statement cancelled by statement_timeout (57014)', statementFailed(withCode('57014'))],
  ])('is %s', (_, error) => {
    expect(isDatabaseBusy(error)).toBe(true);
  });

  it.each([
    ['a unique violation', statementFailed(withCode('23505'))],
    ['the database gone (57P01)', withCode('57P01')],
    ['nothing', undefined],
  ])('is not %s', (_, error) => {
    expect(isDatabaseBusy(error)).toBe(false);
  });
});
