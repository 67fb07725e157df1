/**
 * The reads a page's HTML starts before the app loads (routes.tsx's `firstReads`, lib/early-reads.ts) are the
 * ones the page asks for: an address that drifted would be fetched for nothing and the page would wait again.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@contract/auth';
import { buildFaculty, buildStudent } from '../test/factories';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { routeModules } from './lazy-page';
import { routes } from './routes';

const pages: [string, User][] = [
  ['/student', buildStudent()],
  ['/student/grades', buildStudent()],
  ['/faculty/mark-attendance', buildFaculty()],
  // A read named by the address's parameter: the quiz of the address.
  ['/student/quizzes/q-early', buildStudent()],
];

describe("a page's early reads", () => {
  it.each(pages)('%s asks for every read its HTML starts early', async (path, user) => {
    const reads = routeModules(routes, path).flatMap((page) => page.reads ?? []);
    expect(reads.length).toBeGreaterThan(2);
    const { calls } = mockApi({});
    renderApp(path, { signedInAs: user });
    await waitFor(() => {
      const asked = calls
        .filter((c) => c.method === 'GET')
        .map((c) => `${c.path}${c.query.size ? `?${c.query}` : ''}`);
      for (const read of reads) expect(asked).toContain(read);
    });
  });
});

describe('an early answer', () => {
  it('is taken once, and only by a read with the session it was asked with', async () => {
    const { takeEarlyRead } = await import('../lib/early-reads');
    const answer = Promise.resolve(new Response('{}'));
    window.__earlyReads = {
      '/api/students/dashboard': { token: 'mine', at: Date.now(), response: answer },
      '/api/grades/my-grades': { token: 'mine', at: Date.now(), response: answer },
      '/api/faculty/courses': { token: 'mine', at: Date.now() - 60_000, response: answer },
    };
    expect(takeEarlyRead('/api/students/dashboard', 'mine')).toBe(answer);
    expect(takeEarlyRead('/api/students/dashboard', 'mine')).toBeUndefined();
    expect(takeEarlyRead('/api/grades/my-grades', 'another session')).toBeUndefined();
    expect(takeEarlyRead('/api/grades/my-grades', 'mine')).toBeUndefined();
    // Asked for a minute ago: not what a first render asked for.
    expect(takeEarlyRead('/api/faculty/courses', 'mine')).toBeUndefined();
    delete window.__earlyReads;
  });

  it('taken by a read that is then cancelled, is there for the read that follows', async () => {
    const { takeEarlyRead } = await import('../lib/early-reads');
    window.__earlyReads = {
      '/api/students/dashboard': {
        token: 'mine',
        at: Date.now(),
        response: Promise.resolve(new Response('{"success":true}')),
      },
    };
    const cancelled = new AbortController();
    expect(takeEarlyRead('/api/students/dashboard', 'mine', cancelled.signal)).toBeDefined();
    cancelled.abort();
    const again = takeEarlyRead('/api/students/dashboard', 'mine', new AbortController().signal);
    expect(await (await again!).json()).toEqual({ success: true });
    delete window.__earlyReads;
  });
});
