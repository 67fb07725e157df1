/**
 * A portal page's HTML preloads what the page loads before its first render, so that a slow phone asks for it
 * at once rather than after the entry has run.
 */
import { describe, expect, it } from 'vitest';
import { modulePreloadTags, pagePreloader, type ViteManifest } from './page-preload';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-A1.js', imports: ['_i18n-B2.js'] },
  '_i18n-B2.js': { file: 'assets/i18n-B2.js' },
  '_card-C3.js': { file: 'assets/card-C3.js', imports: ['_i18n-B2.js'] },
  'src/features/student/student-grades-page.tsx': {
    file: 'assets/student-grades-page-D4.js',
    imports: ['index.html', '_card-C3.js', '_i18n-B2.js'],
  },
  'src/lib/i18n/en-student.ts': { file: 'assets/en-student-E5.js' },
  'src/app/typed-before-load.ts': { file: 'assets/typed-before-load-L3.js' },
  'src/lib/i18n/ur-student.ts': { file: 'assets/ur-student-F6.js' },
  'src/lib/i18n/ur-admin-people.ts': { file: 'assets/ur-admin-people-G7.js' },
  'src/lib/i18n/ur-admin-area.ts': { file: 'assets/ur-admin-area-H8.js' },
  'src/lib/i18n/ur-core.ts': { file: 'assets/ur-core-I9.js' },
};
const preload = pagePreloader(manifest);

describe('the preloads of a portal page', () => {
  const grades = [{ module: 'src/features/student/student-grades-page.tsx', areas: ['student'] }];

  it("names the page's chunk, the chunks it imports and its area's strings, not the entry's own", () => {
    expect(preload(grades, 'en')).toEqual([
      '/assets/student-grades-page-D4.js',
      '/assets/card-C3.js',
      '/assets/en-student-E5.js',
    ]);
  });

  it('are written as module preload tags', () => {
    expect(modulePreloadTags(preload(grades, 'en'))).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/student-grades-page-D4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-C3.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/en-student-E5.js">',
    );
  });

  it("in Urdu, Urdu's core and the area's Urdu strings instead of the English ones", () => {
    expect(preload(grades, 'ur')).toEqual([
      '/assets/ur-core-I9.js',
      '/assets/student-grades-page-D4.js',
      '/assets/card-C3.js',
      '/assets/ur-student-F6.js',
    ]);
  });

  it("finds the admin areas' strings by their file names", () => {
    expect(preload([{ areas: ['admin', 'adminPeople'] }], 'ur')).toContain('/assets/ur-admin-area-H8.js');
    expect(preload([{ areas: ['adminPeople'] }], 'ur')).toContain('/assets/ur-admin-people-G7.js');
  });

  it('on a page whose first screen is a form, the module that keeps what was typed before the app loaded', () => {
    expect(preload([], 'en', { form: true })).toEqual(['/assets/typed-before-load-L3.js']);
    expect(preload(grades, 'en')).not.toContain('/assets/typed-before-load-L3.js');
  });

  it('adds nothing for an English page without lazy code, and skips what the manifest does not have', () => {
    expect(preload([], 'en')).toEqual([]);
    expect(preload([{ module: 'src/features/gone.tsx', areas: ['nowhere'] }], 'en')).toEqual([]);
  });
});
