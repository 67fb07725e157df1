/**
 * Starts the real built app once for the end-to-end run: `node dist/server/main.js` on a free port, on a
 * fresh embedded database in a temporary folder, seeded with the demo college. The live classroom's Jitsi
 * server is a stand-in script served from loopback (JITSI_DOMAIN points at it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startJitsiStandIn } from './jitsi-stand-in/server';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The origin serving the Jitsi stand-in's external_api.js. */
    jitsiOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const jitsi = await startJitsiStandIn();
  const env: NodeJS.ProcessEnv = { JITSI_DOMAIN: jitsi.origin };
  // No room tokens: the stand-in does not check them.
  for (const key of Object.keys(process.env)) if (/^JITSI_(APP|JAAS)_/.test(key)) env[key] = '';
  let server;
  try {
    server = await startServer(dataDir, env);
  } catch (error) {
    await jitsi.close();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('jitsiOrigin', jitsi.origin);
  return async () => {
    await server.stop();
    await jitsi.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
