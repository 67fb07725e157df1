/**
 * Serves the Jitsi stand-in's external_api.js from loopback, so that the app under test loads it through
 * JITSI_DOMAIN exactly as it would load a real Jitsi server's script. Nothing else is served.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';

const SCRIPT = readFileSync(join(import.meta.dirname, 'external_api.js'));

export interface StandInServer {
  /** `http://127.0.0.1:PORT`, the value for JITSI_DOMAIN. */
  origin: string;
  close(): Promise<void>;
}

export function startJitsiStandIn(): Promise<StandInServer> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if ((request.method === 'GET' || request.method === 'HEAD') && path === '/external_api.js') {
      response.writeHead(200, {
        'Content-Type': 'application/javascript; charset=utf-8',
        'Content-Length': SCRIPT.length,
        'Cache-Control': 'no-store',
      });
      response.end(request.method === 'HEAD' ? undefined : SCRIPT);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
