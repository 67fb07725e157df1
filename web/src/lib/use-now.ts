import { useEffect, useState } from 'react';

/** The current time, read again every `tickMs`, for labels and buttons that change with the clock. */
export function useNow(tickMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
