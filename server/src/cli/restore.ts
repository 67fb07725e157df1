/**
 * `npm run restore -- SNAPSHOT_DIR`: puts a snapshot made by `npm run backup` back in place of the current
 * database and uploads. The current data is saved as a snapshot first, and its path printed.
 */
import { parseArgs } from 'node:util';
import { readManifest, restoreSnapshot } from '../backup/snapshot';
import { loadConfigOrExit } from '../config';
import { openMigratedDatabase, runCli } from './database';

runCli(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- SNAPSHOT_DIR (a folder made by npm run backup)');
    return 2;
  }
  const manifest = readManifest(positionals[0]);
  const { previous, uploadsTo } = await restoreSnapshot(loadConfigOrExit(), positionals[0]);
  if (previous) console.log(`The data as it was before the restore is saved in ${previous}`);
  console.log(`${manifest.uploads} uploaded files put back in ${uploadsTo}`);
  if (manifest.uploadsFrom && manifest.uploadsFrom !== uploadsTo)
    console.log(`(they were backed up from ${manifest.uploadsFrom})`);
  // An older snapshot is brought to this version's schema now, all its pending migrations in one transaction,
  // rather than at the next start.
  const restored = await openMigratedDatabase();
  await restored.close();
  console.log(`Restored ${positionals[0]}`);
});
