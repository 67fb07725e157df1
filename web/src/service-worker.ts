/**
 * The service worker (built by scripts/service-worker.mjs into dist/web/sw.js, with Workbox): the portal's
 * shell and scripts come from the phone on a return visit, pages fall back to their last copy without signal,
 * and the reads named in lib/offline-reads.ts are kept, per person, for when the phone is offline.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isOfflineRead, LOADED_AT_HEADER, OFFLINE_READS_CACHE } from './lib/offline-reads';

declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
};

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

// Pages are asked for first; without signal the last copy of the page is shown (it holds nothing personal:
// the server cannot see who is signed in).
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: 'pages-v1', networkTimeoutSeconds: 10 }),
);

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
