import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { usePopup } from '@vs/ui';
import { messageOf } from '../api/client.ts';

interface ReplyMutationOptions {
  /** The call; resolves with the server's reply (its message is shown). */
  readonly send: () => Promise<{ readonly message: string }>;
  /** Queries to refresh after a success (e.g. the people lists). */
  readonly refresh: readonly QueryKey[];
  /** After a success, once the message shows (e.g. close the dialog). */
  readonly onDone?: () => void;
}

/**
 * A write whose reply message pops up for 1.5 s, on success and on failure (spec 8; failures are
 * logged too). The refresh runs in the background so the form is free at once.
 */
export const useReplyMutation = ({ send, refresh, onDone }: ReplyMutationOptions) => {
  const popup = usePopup();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      popup.show(reply.message, 'success');
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
      onDone?.();
    },
    onError: (error) => {
      console.error(error);
      popup.show(messageOf(error), 'failure');
    },
  });
};
