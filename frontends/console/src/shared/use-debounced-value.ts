import { useEffect, useState } from 'react';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DELAY_MS = 250;

/** `value` once it has stopped changing for `delayMs`: a search asks the server once per pause, not per key. */
export const useDebouncedValue = <T>(value: T, delayMs = SEARCH_DELAY_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
