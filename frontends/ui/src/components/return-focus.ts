import { useMemo, useRef } from 'react';

/**
 * Radix returns focus on close only to its own Trigger; our dialogs are opened by the caller's
 * state, so remember what had focus just before the dialog took it and give it back on close.
 */
export const useReturnFocus = () => {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      onCloseAutoFocus: (event: Event) => {
        const target = opener.current;
        opener.current = null;
        if (!target?.isConnected) return;
        event.preventDefault();
        target.focus();
      },
    }),
    [],
  );
};
