/**
 * The Urdu face (Noto Nastaliq Urdu, about 160 KB) loads once the page's data is on screen. On slow mobile data
 * it would otherwise share the link with the portal's scripts and the page's reads from the first paint on and
 * hold the data back by seconds; the text reads in the phone's own Arabic-script face until then
 * (`font-display: swap` would show that too, but while downloading the face). The server marks an Urdu portal
 * page with the class; styles.css names the face only without it.
 */
import type { QueryClient } from '@tanstack/react-query';

export const FACE_LATER_CLASS = 'urdu-face-later';

/** Waits for the page's first reads to finish (or, for a page without any, a moment), then asks for the face. */
export function loadUrduFaceWhenSettled(
  client: QueryClient,
  { quietMs = 300, idleMs = 1500, maxMs = 10_000 } = {},
) {
  const root = document.documentElement;
  if (!root.classList.contains(FACE_LATER_CLASS)) return;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    root.classList.remove(FACE_LATER_CLASS);
    unsubscribe();
    clearTimeout(quiet);
    clearTimeout(noReads);
    clearTimeout(limit);
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    clearTimeout(noReads);
    clearTimeout(quiet);
    if (client.isFetching() === 0) quiet = setTimeout(release, quietMs);
  });
  const noReads = setTimeout(release, idleMs);
  const limit = setTimeout(release, maxMs);
}
