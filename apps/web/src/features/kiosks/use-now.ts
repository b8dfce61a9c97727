import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs` (ages such as "Purchase > 5 minutes" move on their own). */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
