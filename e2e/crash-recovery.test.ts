/**
 * A crash loses nothing that was acknowledged: the server is killed with SIGKILL in the middle of a stream
 * of writes, restarted on the same data folder, and every write it answered 201 to is there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from './support/browser';
import { startServer, type ServerProcess } from './support/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function adminToken(baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGINS.admin, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe('a crash in the middle of writes', () => {
  it('keeps every acknowledged write after SIGKILL and a restart on the same data', async () => {
    server = await startServer(dataDir);
    const { baseUrl } = server;
    const token = await adminToken(baseUrl);
    const acknowledged: string[] = [];
    let crashed = false;

    // Four writers post announcements as fast as the server takes them, until the connection dies.
    const writer = async (lane: number) => {
      for (let i = 0; !crashed; i++) {
        const title = `Crash test ${lane}-${i}`;
        try {
          const res = await fetch(`${baseUrl}/api/admin/announcements`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ title, content: 'Written just before the power went out.' }),
          });
          if (res.status === 201) acknowledged.push(title);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 20));
    await server.stop('SIGKILL');
    crashed = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    server = await startServer(dataDir);
    const res = await fetch(`${server.baseUrl}/api/admin/announcements`, {
      headers: { authorization: `Bearer ${await adminToken(server.baseUrl)}` },
    });
    const stored = new Set(
      ((await res.json()) as { data: { announcements: { title: string }[] } }).data.announcements.map(
        (a) => a.title,
      ),
    );
    expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
  }, 120_000);
});
