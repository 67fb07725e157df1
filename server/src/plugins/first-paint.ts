/**
 * The portal's HTML carries what its first paint needs, so that a phone on slow mobile data paints after one
 * round trip rather than three: the style sheet (unless the page's service worker already keeps it, see
 * below) and the theme script, both inlined. On a 400 kbps link the external files queued behind the portal's
 * scripts for seconds (docs/performance.md, "On a slow phone").
 *
 * A page under the service worker asks for its HTML with the navigation-preload header (web/src/
 * service-worker.ts enables it): the worker keeps the style sheet, so that HTML links it and stays small,
 * which a return visit's download needs. Any other request gets the style sheet inlined.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Sent by the browser with a page asked for on behalf of a service worker that enabled navigation preload. */
export const NAVIGATION_PRELOAD_HEADER = 'service-worker-navigation-preload';

export interface FirstPaintShell {
  /** The shell with the style sheet inlined: a visit without the service worker. */
  standalone: string;
  /** The shell linking the style sheet, which the service worker answers from the phone. */
  withWorker: string;
  /** The CSP source that allows the inlined theme script and nothing else, e.g. `'sha256-…'`. */
  themeScriptSource: string | undefined;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const THEME_SCRIPT = '<script src="/theme-init.js"></script>';

/** A CSS text that can sit inside <style>: `\/` is CSS's escape for `/`, so no text can close the element. */
const styleElement = (css: string) => `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;

export function firstPaintShell(shell: string, distDir: string): FirstPaintShell {
  let withWorker = shell;
  let themeScriptSource: string | undefined;
  const themeFile = join(distDir, 'theme-init.js');
  if (shell.includes(THEME_SCRIPT) && existsSync(themeFile)) {
    const code = readFileSync(themeFile, 'utf8');
    // An inline script may not contain its own end tag; the theme script never does, but a build might.
    if (!/<\/script/i.test(code)) {
      themeScriptSource = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      withWorker = withWorker.replace(THEME_SCRIPT, () => `<script>${code}</script>`);
    }
  }
  const standalone = withWorker.replace(STYLESHEET, (link, file: string) => {
    const path = join(distDir, file);
    // The link stays, disabled, so that it loads nothing: Vite's loader of a lazy chunk adds the sheet a
    // chunk needs when no <link> names it, and holds the chunk until it loaded. Without it, a first visit's
    // page code waited for a second copy of the sheet, which the browser then applied all over again.
    return existsSync(path)
      ? styleElement(readFileSync(path, 'utf8')) + link.replace('<link ', '<link disabled ')
      : link;
  });
  return { standalone, withWorker, themeScriptSource };
}

/** The page's Content-Security-Policy with `source` added to script-src (and only there). */
export function allowScript(policy: string, source: string): string {
  return policy.replace(/(^|;\s*)script-src\b/, (directive) => `${directive} ${source}`);
}
