/**
 * Backups of the embedded database while the portal runs. The process that holds the data folder (see
 * data-dir-lock.ts) answers on a Unix socket beside it, `DATA_DIR/pgdata.sock`: `npm run backup`, finding the
 * folder in use, asks there for the database's archive and gets it written to the file it names. The socket
 * is a file readable and writable by the server's own user only, never a network port.
 *
 * One request per connection: a line of JSON `{"archive": "/absolute/path.tar.gz"}`, answered by a line of
 * JSON `{"ok": true}` once the file is complete, or `{"error": "..."}`.
 */
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { isAbsolute } from 'node:path';
import { archiveDataDir } from './data-dir-archive';

export const socketPathOf = (dataDir: string) => `${dataDir}.sock`;

/** The longest Unix socket path Linux takes (108 bytes with the final NUL; 104 on macOS). */
const MAX_SOCKET_PATH = 103;

/** The running server could not be asked: it predates this channel, or its socket could not be made. */
export class NoLiveBackupError extends Error {}

/** Reads one line of JSON from the socket. */
function readLine(socket: Socket): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end === -1) return;
      socket.off('data', onData);
      try {
        resolve(JSON.parse(text.slice(0, end)));
      } catch {
        reject(new Error('The answer on the backup socket was not JSON'));
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('end', () => reject(new Error('The server closed the backup socket without answering')));
  });
}

/**
 * Answers archive requests for `dataDir`, each written by `copy` (a consistent copy of the folder, taken
 * between two statements) and then compressed from that copy, so the database waits only for the copy.
 */
export async function serveLiveBackups(
  dataDir: string,
  copy: (to: string) => Promise<void>,
): Promise<{ close(): Promise<void> }> {
  const path = socketPathOf(dataDir);
  // Longer socket paths are cut short by the system (Node listens on the cut path without a word): no socket,
  // and a backup while the portal runs says to stop it instead.
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return { close: async () => {} };
  // Whoever made a socket left there no longer holds the folder (we do): it is stale.
  rmSync(path, { force: true });

  async function archive(file: string) {
    const staging = `${file}.files`;
    try {
      await copy(staging);
      await archiveDataDir(staging, file);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }

  const connections = new Set<Socket>();
  const server = createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    readLine(socket)
      .then(async (request) => {
        const file = (request as { archive?: unknown }).archive;
        if (typeof file !== 'string' || !isAbsolute(file) || !file.endsWith('.tar.gz')) {
          throw new Error('Ask for {"archive": "/absolute/path.tar.gz"}');
        }
        if (existsSync(file)) throw new Error(`${file} already exists`);
        await archive(file);
        socket.end(`${JSON.stringify({ ok: true })}\n`);
      })
      .catch((error: unknown) => {
        if (!socket.writable) return;
        socket.end(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
      });
    socket.on('error', () => socket.destroy());
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(path, () => resolve(true));
  });
  // A read-only folder, say: the portal runs on, and a backup while it runs says what to do instead.
  if (!listening) return { close: async () => {} };
  chmodSync(path, 0o600);
  return {
    // A backup still being written when the server stops is abandoned: its requester hears the socket close.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of connections) socket.destroy();
      }),
  };
}

/** Asks the process holding `dataDir` to write its archive to `file`; resolves when the file is complete. */
export async function requestLiveBackup(dataDir: string, file: string): Promise<void> {
  const socket = createConnection(socketPathOf(dataDir));
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
            ? new NoLiveBackupError(`no backup socket at ${socketPathOf(dataDir)}`)
            : error,
        ),
      );
    });
    socket.write(`${JSON.stringify({ archive: file })}\n`);
    const answer = (await readLine(socket)) as { ok?: boolean; error?: string };
    if (!answer.ok) throw new Error(`The running server could not write the backup: ${answer.error}`);
  } finally {
    socket.destroy();
  }
}
