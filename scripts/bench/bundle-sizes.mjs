/**
 * What a browser downloads, in gzip bytes (and, for information, in the brotli bytes browsers are actually sent),
 * read from a build's Vite manifest (dist/web/.vite/manifest.json):
 * the public pages' first load, the portal's entry, and for each portal area its first visit: the entry and
 * one page of the area with everything that page imports, for the area's heaviest page (a first visit may
 * land on any of them); and, for information, the entry with all the area's pages. Printed by
 * `npm run build`, checked by e2e/bundle-budget.test.ts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budgets of DESIGN.md, in gzip bytes (1 KB = 1,000 bytes, as the browsers' network panels count). */
// The area budget was 150 KB until every portal page drew its area's navigation
// (docs/decisions/0005-area-navigation-in-the-frame-bottom-bar-on-phones.md),
// then 153 KB with the service worker and the offline copies
// (docs/decisions/0008-server-draws-first-screen-service-worker-serves-return.md). Issue 18 item 7
// moved the browser onto Preact's React layer (docs/decisions/0026-preact-react-layer-in-the-browser.md): the
// heaviest first visit
// fell from 152.9 KB to 91.5 KB, and the budget to 120 KB; React Router's declarative mode
// (docs/decisions/0030-react-router-declarative-mode.md) took it to 74.7 KB, and the budget to 100 KB, so
// that the gains are kept.
export const BUDGETS = { publicFirstLoad: 70_000, area: 100_000 };

/**
 * The portal areas: the folders their pages live in (web/src/features/...) and the modules that load with
 * every page of the area (its strings, see web/src/app/routes.tsx).
 */
export const AREAS = {
  student: {
    pages: ['src/features/student/', 'src/features/quizzes/student/'],
    // The course page and My Assignments also load the strings of materials and the file viewer, and of the
    // class's home (class announcements, a submission's comments, what is due next); the course page and the
    // quiz page those of taking a quiz.
    with: [
      'src/lib/i18n/en-student.ts',
      'src/lib/i18n/en-materials.ts',
      'src/lib/i18n/en-loop.ts',
      'src/lib/i18n/en-quiz-take.ts',
    ],
  },
  faculty: {
    pages: ['src/features/faculty/'],
    with: ['src/lib/i18n/en-faculty.ts', 'src/lib/i18n/en-materials.ts', 'src/lib/i18n/en-loop.ts'],
  },
  // The reports' and audit trail's strings load with the dashboard, the Reports page and the audit trail only
  // (routes.tsx, adminReportsArea): counted with those three, not with every admin page.
  admin: {
    pages: ['src/features/admin/'],
    except: [
      'src/features/admin/admin-home-page.tsx',
      'src/features/admin/reports-page.tsx',
      'src/features/admin/audit-page.tsx',
      'src/features/admin/terms-page.tsx',
    ],
    // A course's page (course-page.tsx) also loads the class's home strings: counted with every admin page.
    with: ['src/lib/i18n/en-admin-area.ts', 'src/lib/i18n/en-materials.ts', 'src/lib/i18n/en-loop.ts'],
  },
  'admin reports': {
    pages: [
      'src/features/admin/admin-home-page.tsx',
      'src/features/admin/reports-page.tsx',
      'src/features/admin/audit-page.tsx',
    ],
    with: ['src/lib/i18n/en-admin-area.ts', 'src/lib/i18n/en-admin-reports.ts'],
  },
  // The Terms page loads its own strings (routes.tsx, adminTermsArea).
  'admin terms': {
    pages: ['src/features/admin/terms-page.tsx'],
    with: ['src/lib/i18n/en-admin-area.ts', 'src/lib/i18n/en-admin-terms.ts'],
  },
  'admin people': {
    pages: ['src/features/admin-people/'],
    with: ['src/lib/i18n/en-admin-area.ts', 'src/lib/i18n/en-admin-people.ts'],
  },
  // A teacher's quiz pages, in the faculty area or the admin's (routes.tsx, quizSetRoutes): counted with the
  // faculty's strings, the larger.
  'quizzes (teacher)': {
    pages: ['src/features/quizzes/teacher/'],
    with: ['src/lib/i18n/en-faculty.ts', 'src/lib/i18n/en-quiz-set.ts'],
  },
  // Shared by students and faculty, loaded with either area's strings: counted with the larger, the faculty's.
  announcements: { pages: ['src/features/announcements/'], with: ['src/lib/i18n/en-faculty.ts'] },
  classroom: { pages: ['src/features/classroom/'], with: ['src/lib/i18n/en-classroom.ts'] },
  // The forms keep what was typed before the app loaded (main.tsx loads that module only with a form); the
  // forgotten-password, reset and required-change pages load the account strings.
  'sign-in and registration': {
    pages: ['src/features/auth/'],
    with: ['src/app/typed-before-load.ts', 'src/lib/i18n/en-account.ts'],
  },
};

/**
 * The languages a first visit may be in: each loads its own strings of the area (Urdu's `ur-` file in place of
 * English's `en-` one) and Urdu its core as well (its common strings, the server's sentences and the
 * reference data): see web/src/lib/i18n/languages.ts. The budget holds for English, the default;
 * Urdu's first visits are printed beside it.
 */
export const LANGUAGES = {
  English: { core: [], areaStrings: (english) => english },
  Urdu: {
    core: ['src/lib/i18n/ur-core.ts'],
    areaStrings: (english) => english.map((file) => file.replace('/en-', '/ur-')),
  },
};

/**
 * Loaded on demand on any portal page after it is shown, not on a first visit: the notification panel, the
 * area navigation's "More" sheet, the pages "not found" and "something went wrong", and
 * Zod's sentences in the current language (with Zod, at a form's first submit).
 */
export const ON_DEMAND = [
  'src/components/not-found.tsx',
  'src/app/route-error.tsx',
  'src/components/layout/notification-panel.tsx',
  'src/components/layout/more-sheet.tsx',
  'src/lib/i18n/zod-language.ts',
];

const PORTAL_ENTRY = 'index.html';
const PUBLIC_ENTRY = 'public-page.html';
/** The public pages are built apart from the portal (vite.config.ts), with their own manifest in `.vite/`. */
export const PUBLIC_MANIFEST = '.vite/public-manifest.json';

/**
 * Sizes of the build in `webDir` (dist/web). Each file counts once per set, gzipped on its own, as it is
 * fetched.
 * @param {string} webDir
 */
export function bundleSizes(webDir) {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with build.manifest on`);
  /** @type {Record<string, {file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean}>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const publicManifest = JSON.parse(readFileSync(join(webDir, PUBLIC_MANIFEST), 'utf8'));
  const gzipCache = new Map();
  const gzipOf = (file) => {
    if (!gzipCache.has(file))
      gzipCache.set(file, gzipSync(readFileSync(join(webDir, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };
  /** The build's brotli copy, which every browser that asks gets (scripts/precompress.mjs); a small file goes as it is. */
  const brotliOf = (file) => {
    const path = join(webDir, file);
    return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
  };
  /** A chunk and its static imports (what the browser loads, modulepreloads included), as manifest keys. */
  const closure = (keys, into = new Set(), of = manifest) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      into.add(key);
      closure(of[key]?.imports ?? [], into, of);
    }
    return into;
  };
  const measure = (keys, of = manifest) => {
    const files = [...keys].map((k) => of[k].file).filter((f) => f.endsWith('.js'));
    return {
      gzip: files.reduce((sum, f) => sum + gzipOf(f), 0),
      brotli: files.reduce((sum, f) => sum + brotliOf(f), 0),
      files: files.sort(),
    };
  };

  const entry = measure(closure([PORTAL_ENTRY]));
  const publicFirstLoad = measure(closure([PUBLIC_ENTRY], new Set(), publicManifest), publicManifest);
  // The pages the entry loads on demand, from whichever of its chunks holds the route table.
  const lazy = [
    ...new Set([...closure([PORTAL_ENTRY])].flatMap((key) => manifest[key]?.dynamicImports ?? [])),
  ];
  const areas = Object.entries(AREAS).map(([area, { pages: folders, except = [], with: strings }]) => {
    const areaPages = lazy.filter(
      (p) => folders.some((f) => p.startsWith(f)) && !except.some((f) => p.startsWith(f)),
    );
    /** The heaviest first visit in a language: the entry, that language's strings and one page. */
    const heaviestIn = ({ core, areaStrings }) =>
      areaPages
        .map((page) => ({
          page,
          ...measure(closure([PORTAL_ENTRY, ...core, ...areaStrings(strings), page])),
        }))
        .reduce((a, b) => (b.gzip > a.gzip ? b : a));
    const allPages = measure(closure([PORTAL_ENTRY, ...strings, ...areaPages]));
    return {
      area,
      pages: areaPages.length,
      heaviest: heaviestIn(LANGUAGES.English),
      heaviestUrdu: heaviestIn(LANGUAGES.Urdu),
      allPages,
    };
  });
  const known = [
    ...Object.values(AREAS).flatMap((a) => [...a.pages, ...a.with, ...LANGUAGES.Urdu.areaStrings(a.with)]),
    ...LANGUAGES.Urdu.core,
    ...ON_DEMAND,
  ];
  // A module that is also imported statically somewhere shares a chunk, named after it but keyed `_name-hash.js`.
  const knownNames = known.map((f) => f.replace(/^.*\//, '').replace(/\.tsx?$/, ''));
  const unassigned = lazy.filter(
    (p) =>
      !known.some((f) => p.startsWith(f)) && !(p.startsWith('_') && knownNames.includes(manifest[p].name)),
  );
  return { publicFirstLoad, entry, areas, unassigned };
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The lines `npm run build` prints. */
export function formatBundleSizes({ publicFirstLoad, entry, areas }) {
  const over = (bytes, budget) => (bytes < budget ? '' : `  OVER the ${kb(budget)} budget`);
  const page = (path) => path.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const brotli = (set) => ` (brotli ${kb(set.brotli)})`;
  return [
    `JavaScript a browser downloads, gzip (budgets: ${kb(BUDGETS.publicFirstLoad)} for /, ${kb(BUDGETS.area)} for a first visit to a portal area; browsers are sent the smaller brotli):`,
    `  / (public pages), first load: ${kb(publicFirstLoad.gzip)}${brotli(publicFirstLoad)}${over(publicFirstLoad.gzip, BUDGETS.publicFirstLoad)}`,
    `  portal entry, on every portal page: ${kb(entry.gzip)}${brotli(entry)}`,
    ...areas.map(
      (a) =>
        `  ${a.area} area, first visit: ${kb(a.heaviest.gzip)}${brotli(a.heaviest)} at most (${page(a.heaviest.page)}); ` +
        `in Urdu ${kb(a.heaviestUrdu.gzip)}; all ${a.pages} pages: ${kb(a.allPages.gzip)}${over(a.heaviest.gzip, BUDGETS.area)}`,
    ),
  ].join('\n');
}
