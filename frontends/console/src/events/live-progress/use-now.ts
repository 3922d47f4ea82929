import { useEffect, useState } from 'react';

/** The present, renewed every `everyMs`: relative times and idleness move on without new data. */
export const useNow = (everyMs: number): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
