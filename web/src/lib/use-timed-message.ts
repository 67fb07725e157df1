import { useEffect, useState } from 'react';
import { SUCCESS_MESSAGE_MS } from '@contract/constants';

/** A message that clears itself after `ms` (success banners: spec part 1 §8, 3 seconds). */
export function useTimedMessage(ms: number = SUCCESS_MESSAGE_MS) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage] as const;
}
