/**
 * The service worker (built by scripts/service-worker.mjs into dist/web/sw.js, with Workbox): the portal's
 * shell and scripts come from the phone on a return visit, pages fall back to their last copy without signal,
 * and the reads named in lib/offline-reads.ts are kept, per person, for when the phone is offline.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '@contract/locale';
import { isPortalRoute } from '@contract/public-data';
import { isOfflineRead, LOADED_AT_HEADER, OFFLINE_READS_CACHE } from './lib/offline-reads';

declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]>;
  };
  /** The Cookie Store API, where the browser has it (Chromium): the worker reads the language cookie. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
};
/** The build's fingerprint (scripts/service-worker.mjs): kept pages belong to the build that wrote them. */
declare const __BUILD_ID__: string;
const PAGES_CACHE = `pages-${__BUILD_ID__}`;

void self.skipWaiting();
clientsClaim();

// A page is asked for while the worker starts (Workbox's strategies take the preloaded answer), and the
// request's Service-Worker-Navigation-Preload header tells the server that this phone keeps the style sheet:
// the page's HTML then links it rather than carrying it inline (server/src/plugins/first-paint.ts).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

// The portal's entry script, its style sheet and the small files every page loads, listed at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every other built file is named after its content: once loaded it never changes.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'built-files-v1' }),
);

// The public pages are asked for first (they show the college's latest news); without signal the last copy is
// shown.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isPortalRoute(url.pathname),
  new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 10 }),
);

/** The language the visitor chose (its cookie), or undefined where the worker cannot read cookies. */
async function chosenLanguage(): Promise<string | undefined> {
  if (!self.cookieStore) return undefined;
  const value = (await self.cookieStore.get(LOCALE_COOKIE).catch(() => null))?.value;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A kept portal page is shown only in the language the visitor chose since (the server says which it is). */
const inChosenLanguage: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return null;
    const language = await chosenLanguage();
    return language && cachedResponse.headers.get('content-language') === language ? cachedResponse : null;
  },
};

// A portal page's HTML is a neutral frame (the server cannot see who is signed in: no name, no grade, only the
// college's details, the language and the built files' names), so the phone shows its copy at once and asks
// the server for a fresh one in the background, for the next visit
// (docs/decisions/0008-server-draws-first-screen-service-worker-serves-return.md). A copy in
// another language, or of another build (the cache is the build's), is never shown: the page waits for the
// server then, as do browsers without the Cookie Store API.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isPortalRoute(url.pathname),
  new StaleWhileRevalidate({
    cacheName: PAGES_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [inChosenLanguage],
  }),
);

/**
 * The portal page the phone is on when the worker takes over is kept at once: the next visit is already a
 * return visit. Asked for as the worker asks (the style sheet is kept by the worker: first-paint.ts).
 */
async function keepOpenPortalPages() {
  const cache = await caches.open(PAGES_CACHE);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(
    windows
      .map((client) => new URL(client.url))
      .filter((url) => url.origin === location.origin && isPortalRoute(url.pathname))
      .map(async (url) => {
        const page = `${url.origin}${url.pathname}`;
        if (await cache.match(page, { ignoreVary: true })) return;
        const response = await fetch(page, {
          credentials: 'same-origin',
          headers: { 'service-worker-navigation-preload': 'true' },
        }).catch(() => undefined);
        if (response?.ok && !response.redirected) await cache.put(page, response);
      }),
  );
}

async function dropOtherBuildsPages() {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith('pages-') && name !== PAGES_CACHE)
      .map((name) => caches.delete(name)),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([dropOtherBuildsPages(), keepOpenPortalPages()]));
});

async function fingerprint(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One person's copies are filed under a fingerprint of their session: another session (another person on a
 * shared phone) can never be answered with them, even before sign-out has deleted them.
 */
const perSession: WorkboxPlugin = {
  async cacheKeyWillBeUsed({ request }) {
    const authorization = request.headers.get('authorization');
    const url = new URL(request.url);
    url.searchParams.set('_session', authorization ? await fingerprint(authorization) : 'none');
    return url.href;
  },
  // Only a successful answer to a signed-in call is kept, with the time it was loaded.
  async cacheWillUpdate({ request, response }) {
    if (response.status !== 200 || !request.headers.get('authorization')) return null;
    const headers = new Headers(response.headers);
    headers.set(LOADED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
};

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isOfflineRead(url.pathname),
  new NetworkFirst({ cacheName: OFFLINE_READS_CACHE, plugins: [perSession] }),
);
