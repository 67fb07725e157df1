/** The server's real entry (main.ts through tsx) as a child process, as `npm start` runs its bundle. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const MAIN = resolve(ROOT, 'server', 'src', 'main.ts');

export interface LogLine {
  pid: number;
  msg: string;
  req?: { url: string };
}

/**
 * Starts main.ts with `env`, collecting its JSON log lines. Its data folder (the pid file, uploads) is a fresh
 * temporary one unless DATA_DIR is given.
 */
export function startMain(env: NodeJS.ProcessEnv) {
  const lines: LogLine[] = [];
  let stderr = '';
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', SEED: 'none', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop()!;
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((done) =>
    child.once('exit', (code) => done({ code, at: Date.now() })),
  );
  return { child, lines, exited, dataDir, stderr: () => stderr };
}
