import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) };
const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'repository.test.ts'],
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
      serverProject('server', 'pglite'),
      // The same integration tests against a real PostgreSQL server, whenever one is configured.
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
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
