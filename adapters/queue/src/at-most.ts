/**
 * Waits for `work` to settle, but at most `ms`. For closing BullMQ objects whose connection never
 * became ready: ioredis emits no `end` for a client disconnected while reconnecting, and BullMQ
 * waits for one, so their close would never finish while Redis is down.
 */
export const atMost = async (work: Promise<unknown>, ms: number): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
};
