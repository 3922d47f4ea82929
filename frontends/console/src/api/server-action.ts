import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf, usePopup } from '@vs/ui';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * How the consoles report their server calls (spec 8): the server's message shows in the 1.5 s
 * popup on success and on failure, and failures are logged.
 */

/** Reports a failure: logged, and its server message shown in the popup. */
export const useShowFailure = () => {
  const popup = usePopup();
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      console.error(error);
      popup.show(messageOf(error, intl), 'failure');
    },
    [popup, intl],
  );
};

/** A failed load (a list, a dashboard) is reported once per failure; nothing while there is none. */
export const useReportLoadFailure = (error: unknown) => {
  const showFailure = useShowFailure();
  useEffect(() => {
    if (error) showFailure(error);
  }, [error, showFailure]);
};

/**
 * A write the person started: the server's message shows on success and on failure, and
 * `onSuccess` runs after a success (refresh, close); while a promise it returns is pending the
 * action stays pending (busy).
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

interface RefreshingActionOptions {
  /** The call (it reads the form itself); resolves with the server's reply, whose message is shown. */
  readonly send: () => Promise<{ readonly message: string }>;
  /** Queries to reload after a success (e.g. the people lists). */
  readonly refresh: readonly QueryKey[];
  /** After a success, once the message shows (e.g. close the dialog). */
  readonly onDone?: () => void;
}

/**
 * A form's {@link useServerAction} whose success reloads `refresh` in the background, so the form
 * is free at once, then runs `onDone`.
 */
export const useRefreshingAction = ({ send, refresh, onDone }: RefreshingActionOptions) => {
  const queryClient = useQueryClient();
  return useServerAction<void, { readonly message: string }>(send, () => {
    for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    onDone?.();
  });
};
