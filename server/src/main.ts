/**
 * Production entry point: `npm start` runs the bundled copy of this file. With WORKERS > 1 this process
 * supervises that many copies of itself (src/start/workers.ts), each of which serves (src/start/serve.ts).
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from './config';
import { superviseWorkers } from './start/workers';

const config = loadConfigOrExit();
if (cluster.isPrimary && config.workers > 1) {
  superviseWorkers({
    workers: config.workers,
    shutdownDrainS: config.shutdownDrainS,
    shutdownDelayMs: config.shutdownDelayMs,
    dataDir: config.dataDir,
    entry: fileURLToPath(import.meta.url),
    logLevel: config.logLevel,
  });
} else {
  const { serve } = await import('./start/serve');
  await serve(config);
}
