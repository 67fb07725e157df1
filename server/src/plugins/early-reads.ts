/**
 * A portal page's first reads, started by its HTML: the route table names them (web/src/app/routes.tsx,
 * `firstReads`), and a small inline script (web/public/early-reads.js) asks for them with the session kept on
 * the phone as soon as the head arrives, while the app's scripts download. On 400 kbps mobile data the reads
 * otherwise waited for every script to arrive and run
 * (docs/decisions/0025-first-reads-start-with-the-html.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'early-reads.js';

export interface EarlyReads {
  /** The CSP source that allows the inline script and nothing else, e.g. `'sha256-…'`. */
  scriptSource: string;
  /**
   * The tags for a page with these reads (empty without any), to go first in its head. The script asks for the
   * reads, then preloads `preloads` (the page's chunks): over HTTP/1.1 a phone fetches 6 files at a time, and
   * the browser's preload scanner, finding preload links in the HTML before the script has run, had the reads
   * wait behind every script (on 400 kbps, the last read left about a second after the scripts).
   */
  tags(reads: readonly string[], preloads?: readonly string[]): string;
}

/** The built script, or undefined when there is none (a build without it, or one that cannot be inlined). */
export function earlyReads(distDir: string): EarlyReads | undefined {
  const file = join(distDir, FILE);
  if (!existsSync(file)) return undefined;
  const code = readFileSync(file, 'utf8');
  if (/<\/script/i.test(code)) return undefined;
  return {
    scriptSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
    tags: (reads, preloads = []) =>
      reads.length === 0
        ? ''
        : // Same-origin addresses; `<` escaped so that no text can close the element.
          `<script type="application/json" id="early-reads">${JSON.stringify({ reads, preloads }).replace(/</g, '\\u003c')}</script>` +
          `<script>${code}</script>`,
  };
}
