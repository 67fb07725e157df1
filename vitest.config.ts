import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) };
/**
 * Test files that start the server's real entry as child processes (server/src/test/start-main.ts): several
 * servers and their workers at once, each loading the whole server through tsx. Two of them side by side on
 * two cores starved each other's workers past their time limits, so they run in projects of their own, one
 * file at a time, after the other files (Vitest runs a project without file parallelism last).
 */
const startingProcesses = [
  'server/src/start/reload.test.ts',
  'server/src/start/workers.test.ts',
  'server/src/start/database-at-start.test.ts',
  'server/src/start/demo-passwords.test.ts',
  'server/src/modules/health/readiness-uploads.test.ts',
];
const serverProject = (name: string, database: 'pglite' | 'postgres', processes: boolean) => ({
  resolve: { alias },
  test: {
    name: processes ? `${name}-processes` : name,
    environment: 'node',
    include: processes
      ? startingProcesses
      : ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'repository.test.ts'],
    exclude: processes ? configDefaults.exclude : [...configDefaults.exclude, ...startingProcesses],
    fileParallelism: !processes,
    globalSetup: ['server/src/test/global-setup.ts'],
    setupFiles: ['server/src/test/database-warnings.ts'],
    env: { TEST_DATABASE: database },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves a core to its main process, which on a two-core CI
    // machine ran every file one after another; the main process mostly waits (docs/performance.md,
    // "Continuous integration's time").
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: { name: 'contract', environment: 'node', include: ['contract/**/*.test.ts'] },
      },
      serverProject('server', 'pglite', false),
      serverProject('server', 'pglite', true),
      // The same integration tests against a real PostgreSQL server, whenever one is configured.
      ...(process.env.DATABASE_URL
        ? [
            serverProject('server-postgres', 'postgres', false),
            serverProject('server-postgres', 'postgres', true),
          ]
        : []),
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // Tests type whole forms key by key; on two busy cores that can take several seconds.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page re-reading its list on busy CI cores can take seconds to settle; `expect.poll` waits for it.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
