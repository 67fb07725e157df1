/** The page's side of the kept copies (lib/offline-reads.ts): forgetting them, and knowing when they are shown. */
import { useSyncExternalStore } from 'react';
import { OFFLINE_READS_CACHE } from './offline-reads';

/** Deletes every kept copy (sign-out, a 401, another person signing in). */
export async function forgetOfflineCopies(): Promise<void> {
  await globalThis.caches?.delete(OFFLINE_READS_CACHE).catch(() => false);
}

// When the page shows a kept copy instead of a fresh answer: the oldest copy on screen.
let showingCopyOf: string | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Called by the API client for each answer: a kept copy carries the time it was loaded. */
export function noteAnswer(loadedAt: string | null): void {
  const next = loadedAt ? (showingCopyOf && showingCopyOf < loadedAt ? showingCopyOf : loadedAt) : null;
  if (next === showingCopyOf) return;
  showingCopyOf = next;
  changed();
}

/** The time the copies on screen were loaded, or null while the answers are fresh. */
export function useShowingCopyOf(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => showingCopyOf,
    () => null,
  );
}
