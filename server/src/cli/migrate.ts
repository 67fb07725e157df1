/** `npm run db:migrate`: applies the committed migrations and the reference data to the configured database. */
import { openMigratedDatabase, runCli } from './database';

runCli(async () => {
  const database = await openMigratedDatabase({ info: (_details, message) => console.log(message) });
  await database.close();
  console.log(`Migrations applied to ${database.describe}.`);
});
