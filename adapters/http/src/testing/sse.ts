/** One server-sent event as a client reads it; a comment line (`: heartbeat`) comes as `comment`. */
export interface ReadEvent {
  readonly event?: string;
  readonly id?: string;
  readonly data?: string;
  readonly comment?: string;
}

export interface SseReader {
  /** The next event, or a rejection after `timeoutMs` (default 2 s) without one. */
  next(timeoutMs?: number): Promise<ReadEvent>;
  /** The next event that is not a comment (a heartbeat). */
  nextEvent(timeoutMs?: number): Promise<ReadEvent>;
  close(): Promise<void>;
}

const parseBlock = (block: string): ReadEvent => {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) return { comment: line.slice(1).trim() };
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields[name] = name === 'data' && fields.data !== undefined ? `${fields.data}\n${value}` : value;
  }
  return fields;
};

/** Reads a `text/event-stream` response block by block. */
export const readSse = (response: Response): SseReader => {
  const body = response.body;
  if (body === null) throw new Error('the response has no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (timeoutMs = 2000): Promise<ReadEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parseBlock(block);
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), deadline - Date.now());
      });
      try {
        const chunk = await Promise.race([reader.read(), timeout]);
        if (chunk.done) throw new Error('the stream ended');
        buffer += chunk.value;
      } finally {
        clearTimeout(timer);
      }
    }
  };
  return {
    next,
    nextEvent: async (timeoutMs = 2000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const read = await next(Math.max(1, deadline - Date.now()));
        if (read.comment === undefined) return read;
      }
    },
    close: () => reader.cancel(),
  };
};
