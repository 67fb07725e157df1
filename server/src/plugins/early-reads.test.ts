import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { earlyReads } from './early-reads';

const distDir = mkdtempSync(join(tmpdir(), 'early-reads-'));
const code = 'window.__earlyReads = {};\n';
writeFileSync(join(distDir, 'early-reads.js'), code);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe("a portal page's early reads", () => {
  const reads = earlyReads(distDir)!;

  it('are allowed inline by their hash alone', () => {
    expect(reads.scriptSource).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  });

  it('list the addresses, and the page code to preload after them, before the script that asks for them', () => {
    expect(reads.tags(['/api/auth/me', '/api/students/dashboard'], ['/assets/page-A1.js'])).toBe(
      '<script type="application/json" id="early-reads">' +
        '{"reads":["/api/auth/me","/api/students/dashboard"],"preloads":["/assets/page-A1.js"]}</script>' +
        `<script>${code}</script>`,
    );
  });

  it('add nothing to a page without reads', () => {
    expect(reads.tags([])).toBe('');
  });

  it('cannot be closed early by an address', () => {
    expect(reads.tags(['/api/x</script><script>alert(1)'])).not.toContain('</script><script>alert');
  });

  it('are left out of a build without the script', () => {
    expect(earlyReads(join(distDir, 'missing'))).toBeUndefined();
  });
});
