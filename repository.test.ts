/** The one-way dependency rule of DESIGN.md: contract/ stands alone; web/ and server/ never import each other. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  const abs = join(ROOT, dir);
  return readdirSync(abs).flatMap((name) => {
    const path = join(abs, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(join(dir, name));
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [join(dir, name)] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specs = [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return specs.map((m) => m[1] ?? m[2]);
}

/** The top folder an import lands in, resolved from the importing file. */
function targetFolder(file: string, spec: string): string | undefined {
  if (spec.startsWith('@contract/')) return 'contract';
  if (!spec.startsWith('.')) return undefined;
  return relative(ROOT, resolve(ROOT, file, '..', spec)).split('/')[0];
}

const offending = (from: string, forbidden: string[]) =>
  sourceFiles(from).flatMap((file) =>
    importsOf(file)
      .filter((spec) => forbidden.includes(targetFolder(file, spec) ?? ''))
      .map((spec) => `${file} imports ${spec}`),
  );

describe('the dependency rule between top folders', () => {
  it('web/ never imports server/', () => {
    expect(offending('web', ['server'])).toEqual([]);
  });
  it('server/ never imports web/', () => {
    expect(offending('server', ['web'])).toEqual([]);
  });
  it('contract/ imports neither side', () => {
    expect(offending('contract', ['server', 'web'])).toEqual([]);
  });
  it('the check itself sees a forbidden import', () => {
    expect(targetFolder('web/src/lib/x.ts', '../../../server/src/app')).toBe('server');
  });
});
