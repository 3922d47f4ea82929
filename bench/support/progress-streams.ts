/**
 * Progress streams as a Guide's dashboard keeps them open (`GET /api/event/progress/stream`), for
 * the benchmarks that weigh them: each stream's snapshot awaited, then read to the end in the
 * background, counting its `progress` events and the bytes it was sent.
 */
export interface OpenStreams {
  /** `progress` events each stream has read so far. */
  readonly received: number[];
  /** Bytes of text each stream has read so far, its snapshot included. */
  readonly bytes: number[];
  readonly close: () => void;
}

/** Opens `count` progress streams on `eid` with `cookie`; resolves once every one has its snapshot. */
export const openStreams = async (
  base: string,
  eid: string,
  cookie: string,
  count: number,
): Promise<OpenStreams> => {
  const controller = new AbortController();
  const received = Array.from({ length: count }, () => 0);
  const bytes = Array.from({ length: count }, () => 0);
  await Promise.all(
    received.map(async (_, i) => {
      const response = await fetch(`${base}/api/event/progress/stream?eid=${eid}`, {
        headers: { cookie },
        signal: controller.signal,
      });
      if (response.status !== 200 || response.body === null)
        throw new Error(`stream ${i}: ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const first = await reader.read();
      if (!first.value?.includes('event: snapshot')) throw new Error(`stream ${i}: no snapshot`);
      bytes[i] = Buffer.byteLength(first.value);
      void (async () => {
        for (;;) {
          const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
          if (chunk.done) return;
          bytes[i] = (bytes[i] ?? 0) + Buffer.byteLength(chunk.value ?? '');
          received[i] = (received[i] ?? 0) + (chunk.value?.match(/event: progress/g)?.length ?? 0);
        }
      })();
    }),
  );
  return { received, bytes, close: () => controller.abort() };
};
