import { useState } from 'react';

/**
 * The copy of a loaded record that a page edits: made once, by `seed`, when the record first
 * arrives (an unsaved draft may win over it), then changed only through the setter. Later
 * replies never overwrite what is on screen. Until then it is null (so `seed` never gives null).
 */
export const useLoadedCopy = <Loaded, Copy>(
  loaded: Loaded | undefined,
  seed: (loaded: Loaded) => Copy,
): readonly [Copy | null, (copy: Copy) => void] => {
  const [copy, setCopy] = useState<Copy | null>(null);
  if (copy === null && loaded !== undefined) {
    // Set while rendering: React renders again at once with the copy, before anything is shown.
    const first = seed(loaded);
    setCopy(first);
    return [first, setCopy];
  }
  return [copy, setCopy];
};
