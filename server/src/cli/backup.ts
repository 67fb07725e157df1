/**
 * `npm run backup [-- --out DIR]`: a consistent snapshot of the database and the uploaded files, in a new
 * folder under DIR (default ./backups). See server/src/backup/snapshot.ts.
 *
 * `npm run backup -- --report-failure`: what the guide's unit for a failed nightly backup runs (docs/deploy.md):
 * with SMTP_URL set, every admin is e-mailed that the backup failed (backup/failure-mail.ts).
 */
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { queueBackupFailureMail } from '../backup/failure-mail';
import { createSnapshot, readManifest } from '../backup/snapshot';
import { loadConfigOrExit, ROOT_DIR } from '../config';
import { openMigratedDatabase, runCli } from './database';

runCli(async () => {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'report-failure': { type: 'boolean' } },
  });
  const config = loadConfigOrExit();
  if (values['report-failure']) {
    if (!config.smtp) {
      console.log('SMTP_URL is not set: no admin is e-mailed about the failed backup.');
      return;
    }
    const database = await openMigratedDatabase();
    try {
      const admins = await queueBackupFailureMail(database.db, hostname());
      console.log(`The failed backup is reported by e-mail to ${admins} admin(s).`);
    } finally {
      await database.close();
    }
    return;
  }
  const snapshot = await createSnapshot(config, resolve(values.out ?? resolve(ROOT_DIR, 'backups')));
  const { uploads, uploadsFrom } = readManifest(snapshot);
  console.log(`Backed up to ${snapshot}, with ${uploads} uploaded files from ${uploadsFrom}`);
});
