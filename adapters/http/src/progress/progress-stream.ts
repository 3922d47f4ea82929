import { type Actor, type Deps, getEventProgress, getParticipantProgress } from '@vs/domain';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../env.ts';
import type { ProgressBus } from './progress-bus.ts';

/** A comment line every so often keeps proxies from closing a quiet stream. */
export const PROGRESS_HEARTBEAT_MS = 25_000;

export interface ProgressStreamOptions {
  readonly deps: Pick<Deps, 'store' | 'clock' | 'config'>;
  readonly bus: ProgressBus;
  readonly heartbeatMs: number;
}

/** Ids go on increasing across a reconnect: the next one follows the Last-Event-ID the client sends. */
const firstIdAfter = (lastEventId: string | undefined): number => {
  const last = Number(lastEventId);
  return Number.isSafeInteger(last) && last > 0 ? last : 0;
};

/**
 * The progress of one event as server-sent events: a `snapshot` with every row and the summary
 * (on every connection, a reconnect too), then a `progress` event with one participant's row each
 * time they change, or `removed` with their uid once they left the event. The listener is in place
 * before the snapshot is read, so no change falls between the two. Scope refusals (403, 404) are
 * thrown before the stream starts and answer as JSON.
 */
export const streamEventProgress = async (
  c: Context<AppEnv>,
  actor: Actor,
  eid: string,
  { deps, bus, heartbeatMs }: ProgressStreamOptions,
): Promise<Response> => {
  const changed = new Set<string>();
  let wake: (() => void) | null = null;
  const unsubscribe = await bus.subscribe(eid, (uid) => {
    changed.add(uid);
    wake?.();
  });
  let snapshot: Awaited<ReturnType<typeof getEventProgress>>;
  try {
    snapshot = await getEventProgress(deps, actor, { eid });
  } catch (error) {
    await unsubscribe();
    throw error;
  }
  let id = firstIdAfter(c.req.header('Last-Event-ID'));
  const nextId = (): string => {
    id += 1;
    return String(id);
  };
  return streamSSE(
    c,
    async (stream) => {
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n').catch(() => {}), heartbeatMs);
      const stopped = new Promise<void>((resolve) => {
        stream.onAbort(() => {
          wake?.();
          resolve();
        });
      });
      try {
        await stream.writeSSE({ event: 'snapshot', id: nextId(), data: JSON.stringify(snapshot) });
        while (!stream.aborted) {
          if (changed.size === 0) {
            await Promise.race([new Promise<void>((resolve) => (wake = resolve)), stopped]);
            wake = null;
            continue;
          }
          const [uid] = changed;
          if (uid === undefined) continue;
          changed.delete(uid);
          const row = await getParticipantProgress(deps, actor, { eid, uid });
          await stream.writeSSE(
            row === null
              ? { event: 'removed', id: nextId(), data: JSON.stringify({ uid }) }
              : { event: 'progress', id: nextId(), data: JSON.stringify(row) },
          );
        }
      } finally {
        clearInterval(heartbeat);
        await unsubscribe();
      }
    },
    // The event went out of reach (deleted, handed to another Guide) or the store failed: the
    // stream ends and the browser reconnects, getting a fresh snapshot or a refusal.
    async (error) => {
      c.get('log').warn({ err: error, eid }, 'progress stream ended');
    },
  );
};
