/**
 * Migration 0024 on a database of the release before it: mail already delivered loses its body (a reset or
 * confirmation link in it would stay in the database and its backups); mail still to be sent keeps it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openOlderRelease, type OlderRelease } from '../test/older-release';

let release: OlderRelease;

beforeAll(async () => {
  release = await openOlderRelease('0023_writes_name_their_table');
  await release.rows(`
    insert into email_outbox (to_address, subject, text, sent_at) values
      ('sent@college.test', 'Reset your password', 'https://portal.test/reset-password?token=abc', now()),
      ('waiting@college.test', 'Reset your password', 'https://portal.test/reset-password?token=def', null)`);
  await release.migrateToNow();
});
afterAll(() => release?.close());

it('empties the body of delivered mail and keeps the rest of the outbox as it was', async () => {
  const mails = await release.rows<{ to_address: string; subject: string; text: string }>(
    'select to_address, subject, text from email_outbox order by to_address',
  );
  expect(mails).toEqual([
    { to_address: 'sent@college.test', subject: 'Reset your password', text: '' },
    {
      to_address: 'waiting@college.test',
      subject: 'Reset your password',
      text: 'https://portal.test/reset-password?token=def',
    },
  ]);
});
