import { useEffect, useState } from 'react';

/** Relative times ('há 5min') move on by the minute. */
const TICK_MS = 60_000;

/** The current time, renewed every minute so relative times stay true while the page is open. */
export const useNow = (): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
};
