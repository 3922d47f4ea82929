import { usePopup } from '@vs/ui';
import { useEffect } from 'react';
import { messageOf } from '../api/client.ts';

/** A failed list load: the server's message pops up and the error is logged (spec 8), once per failure. */
export const useLoadFailurePopup = (error: Error | null) => {
  const popup = usePopup();
  useEffect(() => {
    if (!error) return;
    console.error(error);
    popup.show(messageOf(error), 'failure');
  }, [error, popup]);
};
