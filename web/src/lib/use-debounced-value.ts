import { useEffect, useState } from 'react';

/** Typing waits this long before a search is sent, so a word costs one request rather than one per key. */
export const SEARCH_DELAY_MS = 300;

/** `value` once it has stayed the same for `delayMs`; a search box shows what is typed, the request follows. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
