/**
 * `npm run backup [-- --out DIR]`: a consistent snapshot of the database and the uploaded files, in a new
 * folder under DIR (default ./backups). See server/src/backup/snapshot.ts.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createSnapshot, readManifest } from '../backup/snapshot';
import { loadConfigOrExit, ROOT_DIR } from '../config';
import { runCli } from './database';

runCli(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const snapshot = await createSnapshot(
    loadConfigOrExit(),
    resolve(values.out ?? resolve(ROOT_DIR, 'backups')),
  );
  const { uploads, uploadsFrom } = readManifest(snapshot);
  console.log(`Backed up to ${snapshot}, with ${uploads} uploaded files from ${uploadsFrom}`);
});
