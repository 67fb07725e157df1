import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inputsHash } from './inputs-hash.mjs';

let root: string;
function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
function project() {
  root = mkdtempSync(join(tmpdir(), 'inputs-hash-'));
  write('web/src/main.tsx', 'render()');
  write('contract/enums.ts', 'export const A = 1;');
  write('server/src/main.ts', 'listen()');
  write('server/src/app.test.ts', 'test()');
  write('server/src/test/harness.ts', 'harness()');
  write('package-lock.json', '{}');
  return inputsHash(root);
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build fingerprint of npm start', () => {
  it('changes when a source file of the build changes, so a stale build is rebuilt', () => {
    const before = project();
    write('server/src/main.ts', 'listen(5000)');
    expect(inputsHash(root)).not.toBe(before);
  });

  it('changes when a file is added or the lock file changes', () => {
    const before = project();
    write('contract/new.ts', '');
    const added = inputsHash(root);
    expect(added).not.toBe(before);
    write('package-lock.json', '{"v":2}');
    expect(inputsHash(root)).not.toBe(added);
  });

  it('ignores tests and test helpers, which never reach the build', () => {
    const before = project();
    write('server/src/app.test.ts', 'test(2)');
    write('server/src/test/harness.ts', 'harness(2)');
    write('web/src/app.test.tsx', 'test()');
    expect(inputsHash(root)).toBe(before);
  });
});
