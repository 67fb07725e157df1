/**
 * `npm run seed`: puts the demo college into the configured database. It only ever seeds an empty
 * database (no users) and never deletes anything, so it cannot damage a college's real data.
 */
import { seedDemoCollegeIfEmpty } from '../seed/demo-college';
import { openMigratedDatabase, runCli } from './database';

runCli(async () => {
  const database = await openMigratedDatabase();
  try {
    const seeded = await seedDemoCollegeIfEmpty(database.db, { info: (line) => console.log(line) });
    if (!seeded) {
      console.error(
        `Not seeded: ${database.describe} already has users. The demo college is only put into an empty ` +
          'database, and nothing was changed. Point DATA_DIR or DATABASE_URL at a new database to try the demo.',
      );
      return 1;
    }
    console.log(`The demo college is in ${database.describe}.`);
  } finally {
    await database.close();
  }
});
