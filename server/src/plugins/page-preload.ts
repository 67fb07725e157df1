/**
 * `<link rel="modulepreload">` for the chunks a portal page loads before its first render, written into the
 * page's HTML (or added by its early reads' script, after the reads: early-reads.ts): its own code with every
 * chunk that imports, its area's strings in the page's language, and Urdu's core on an Urdu page. Without them
 * the browser learns of each only once the entry has run and then once the page's chunk has arrived: two more
 * round trips of 400 ms on a slow phone, one after the other. The entry's own chunks are already preloaded by
 * Vite's tags in the template.
 */
import type { Locale } from '../../../contract/locale';

/** A chunk of Vite's manifest (dist/web/.vite/manifest.json), keyed by its source, or `_name.js` if shared. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** What web/src/entry-server.tsx's `portalModules` says a page loads. */
export type PageModules = { module?: string; areas?: readonly string[]; reads?: readonly string[] };

const ENTRY = 'index.html';
const TYPED_BEFORE_LOAD = 'src/app/typed-before-load.ts';

/**
 * Urdu's core (one chunk), which web/src/lib/i18n/languages.ts's `loadUrdu` loads on every Urdu page (the
 * same list as scripts/bench/bundle-sizes.mjs's `LANGUAGES.Urdu.core`). A key missing from the manifest is
 * skipped, never an error.
 */
const URDU_CORE = ['src/lib/i18n/ur-core.ts'];

/** An area's strings (languages.ts's AREA_STRINGS): `adminPeople` is `ur-admin-people.ts`, `admin` `-admin-area`. */
const areaStringsKeys = (area: string, locale: Locale) => {
  const name = area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return [`src/lib/i18n/${locale}-${name}.ts`, `src/lib/i18n/${locale}-${name}-area.ts`];
};

export function pagePreloader(manifest: ViteManifest) {
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const inEntry = closure([ENTRY]);

  /**
   * The files to preload for a page of these modules in this language. A page whose first screen is a form
   * (sign-in, registration) loads the module that keeps what was typed into it before the app loaded
   * (web/src/main.tsx).
   */
  return function pageFiles(pages: PageModules[], locale: Locale, { form = false } = {}): string[] {
    const keys = [
      ...(locale === 'ur' ? URDU_CORE : []),
      ...(form ? [TYPED_BEFORE_LOAD] : []),
      ...pages.flatMap((page) => [
        ...(page.module ? [page.module] : []),
        ...(page.areas ?? []).flatMap((area) => areaStringsKeys(area, locale)),
      ]),
    ];
    return [...closure(keys)]
      .filter((key) => !inEntry.has(key) && manifest[key].file.endsWith('.js'))
      .map((key) => `/${manifest[key].file}`);
  };
}

/** The link tags that preload these files. */
export const modulePreloadTags = (files: readonly string[]): string =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
