/**
 * Runs before every web test file: a clean DOM, storage and fetch after each test. The API client logs
 * failures with console.warn (silenced here); any console.error (a React warning) fails the test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadDocument } from '../lib/navigation';
import { writeRetries } from '../lib/write-retries';

// A page load would end the test's document; tests check where the app sent the browser instead.
vi.mock('../lib/navigation', () => ({ loadDocument: vi.fn() }));

// Forms import their contract schema and Zod's sentences when first submitted (lazySchema of lib/forms);
// loaded once here so that a test's first submit does not wait for the modules to be transformed.
await Promise.all([
  import('zod/v4/locales/en.js'),
  import('zod/v4/locales/ur.js'),
  import('../lib/i18n/languages').then((languages) => languages.loadZodLanguage()),
  import('@contract/admin'),
  import('@contract/announcements'),
  import('@contract/auth'),
  import('@contract/courses'),
  import('@contract/faculty'),
  import('@contract/student'),
  import('@contract/virtual-classes'),
]);

// The areas' strings load with their pages in the app (app/routes.tsx); tests that render an area's component
// on its own need them too.
await Promise.all([
  import('../lib/i18n/en-admin-area'),
  import('../lib/i18n/en-admin-people'),
  import('../lib/i18n/en-admin-reports'),
  import('../lib/i18n/en-admin-terms'),
  import('../lib/i18n/en-calendar'),
  import('../lib/i18n/en-classroom'),
  import('../lib/i18n/en-faculty'),
  import('../lib/i18n/en-student'),
  import('../lib/i18n/en-materials'),
  import('../lib/i18n/en-notifications'),
  import('../lib/i18n/en-public'),
]);

// A first render loads the page's lazy chunk; on two cores busy with other test files that can take more
// than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has no window.confirm; pages ask before deleting, and tests spy on it to answer.
if (typeof window.confirm !== 'function') {
  Object.defineProperty(window, 'confirm', { value: () => false, writable: true, configurable: true });
}

// Tell React that this environment supports act(); testing-library wraps its helpers in it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let consoleError: { mock: { calls: unknown[][] } };

beforeEach(() => {
  // A write that failed on the way is retried at once: no test waits for real time (write-retries.test.ts
  // stands the clock to check the real pauses).
  writeRetries.delaysMs = [0, 0];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const errors = consoleError.mock.calls.map((args) => args.map((arg) => String(arg)).join(' '));
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(loadDocument).mockClear();
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.join('\n')}`);
});
