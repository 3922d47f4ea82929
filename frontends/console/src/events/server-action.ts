import { useMutation } from '@tanstack/react-query';
import { usePopup } from '@vs/ui';
import { useCallback, useEffect } from 'react';
import { messageOf } from '../api/client.ts';

/** Spec 8: a failure is logged and its server message shown in the popup. */
export const useShowFailure = () => {
  const popup = usePopup();
  return useCallback(
    (error: unknown) => {
      console.error(error);
      popup.show(messageOf(error), 'failure');
    },
    [popup],
  );
};

/**
 * A write the person started: the server's message shows in the popup on success and on failure
 * (spec 8), failures are logged, and `onSuccess` runs after a success (refresh, close).
 */
export const useServerAction = <Input, Reply extends { readonly message: string }>(
  action: (input: Input) => Promise<Reply>,
  onSuccess?: (reply: Reply, input: Input) => unknown,
) => {
  const popup = usePopup();
  const showFailure = useShowFailure();
  return useMutation({
    mutationFn: action,
    onSuccess: async (reply, input) => {
      popup.show(reply.message, 'success');
      await onSuccess?.(reply, input);
    },
    onError: showFailure,
  });
};

/** Spec 8: a failed load shows the server's message in the popup once per failure, and is logged. */
export const useReportLoadFailure = (error: unknown) => {
  const popup = usePopup();
  useEffect(() => {
    if (!error) return;
    console.error(error);
    popup.show(messageOf(error), 'failure');
  }, [error, popup]);
};
