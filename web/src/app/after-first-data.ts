/**
 * What waits until the page's data is on screen: on slow mobile data anything downloaded before shares the
 * link with the portal's scripts and the page's reads and holds the data back by seconds. Two things wait:
 * the service worker's install (it downloads the shell and the page again) and the Urdu face (Noto Nastaliq
 * Urdu, about 160 KB; the text reads in the phone's own Arabic-script face until then).
 */
import type { QueryClient } from '@tanstack/react-query';

/**
 * Calls `then` once the page's first reads have finished (`quietMs` without a read in flight), after `idleMs`
 * on a page that reads nothing, and after `maxMs` at the latest.
 */
export function afterFirstData(
  client: QueryClient,
  then: () => void,
  { quietMs = 300, idleMs = 1500, maxMs = 10_000 } = {},
) {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    unsubscribe();
    clearTimeout(quiet);
    clearTimeout(noReads);
    clearTimeout(limit);
    then();
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    clearTimeout(noReads);
    clearTimeout(quiet);
    if (client.isFetching() === 0) quiet = setTimeout(done, quietMs);
  });
  const noReads = setTimeout(done, idleMs);
  const limit = setTimeout(done, maxMs);
}

/** The class the server puts on an Urdu portal page's <html>; styles.css names the Urdu face only without it. */
export const FACE_LATER_CLASS = 'urdu-face-later';
