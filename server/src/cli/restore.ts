/**
 * `npm run restore -- [--replace] SNAPSHOT_DIR`: puts a snapshot made by `npm run backup` back in place of the
 * current database and uploads, exactly as it was backed up. The current data is saved as a snapshot first,
 * and its path printed. On PostgreSQL, a database holding tables the snapshot does not know (those of a newer
 * release, after an upgrade) is refused unless `--replace` says to drop them too: that is the rollback of an
 * upgrade (docs/deploy.md, Upgrades).
 *
 * The restored database keeps the snapshot's schema: an older snapshot is migrated by the next start of a
 * newer release (or `npm run db:migrate`), not here, so that a rollback can install the older release next.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readManifest, restoreSnapshot } from '../backup/snapshot';
import { loadConfigOrExit } from '../config';
import { newerMigrationsThan } from '../db/migrations';
import { runCli } from './database';

const USAGE =
  'Usage: npm run restore -- [--replace] SNAPSHOT_DIR (a folder made by npm run backup; --replace drops what ' +
  "the database holds that the snapshot does not know, such as a newer release's tables)";

runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const [snapshot] = positionals as [string];
  const manifest = readManifest(snapshot);
  const config = loadConfigOrExit();
  const { previous, uploadsTo } = await restoreSnapshot(config, snapshot, { replace: values.replace });
  if (previous) console.log(`The data as it was before the restore is saved in ${previous}`);
  console.log(`${manifest.uploads} uploaded files put back in ${uploadsTo}`);
  if (manifest.uploadsFrom && manifest.uploadsFrom !== uploadsTo)
    console.log(`(they were backed up from ${manifest.uploadsFrom})`);
  console.log(`Restored ${resolve(snapshot)}`);
  if (manifest.schema !== undefined) {
    const newer = newerMigrationsThan(config.migrationsDir, manifest.schema);
    if (newer.length > 0) {
      console.log(
        `The database is at the snapshot's release: this release's next start applies its ${newer.length} ` +
          `newer migration(s) (${newer.join(', ')}). To go back to the snapshot's release, install it before ` +
          'starting.',
      );
    }
  }
});
