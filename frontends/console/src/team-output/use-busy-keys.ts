import { useCallback, useRef, useState } from 'react';

/**
 * Which long jobs (downloads, PDFs) are running, by key (an eid, 'all'): `run` marks the key busy
 * until the job settles, so a button keeps its busy state while its row scrolls out of a virtualised
 * list and back. A key already running is not started twice.
 */
export const useBusyKeys = () => {
  const running = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const run = useCallback(async (key: string, job: () => Promise<void>): Promise<void> => {
    if (running.current.has(key)) return;
    running.current.add(key);
    setBusy(new Set(running.current));
    try {
      await job();
    } finally {
      running.current.delete(key);
      setBusy(new Set(running.current));
    }
  }, []);
  return { busy, run };
};
