import { type Actor, type Deps, getEventProgress, type ProgressChanges } from '@vs/domain';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../env.ts';
import type { ProgressFeed } from './progress-feed.ts';

/** A comment line every so often keeps proxies from closing a quiet stream. */
export const PROGRESS_HEARTBEAT_MS = 25_000;

export interface ProgressStreamOptions {
  readonly deps: Pick<Deps, 'store' | 'clock' | 'config'>;
  readonly feed: ProgressFeed;
  readonly heartbeatMs: number;
  /** Aborted when the process shuts down: open streams end at once and their browsers reconnect. */
  readonly shutdown?: AbortSignal;
  /**
   * Watches whether the viewer may still see the event (stream-access.ts): calls `revoked` once
   * they may not (the stream ends), `participants` with the event's participants as they are now
   * (those who left are removed from the view). Returns how to stop watching.
   */
  readonly guard: (handlers: {
    readonly revoked: () => void;
    readonly participants: (uids: readonly string[]) => void;
  }) => () => void;
}

/** Ids go on increasing across a reconnect: the next one follows the Last-Event-ID the client sends. */
const lastIdOf = (lastEventId: string | undefined): number => {
  const last = Number(lastEventId);
  return Number.isSafeInteger(last) && last > 0 ? last : 0;
};

/**
 * The progress of one event as server-sent events: a `snapshot` with every row and the summary
 * (on every connection, a reconnect too, and again whenever the bus may have missed changes), then a `progress` event with one participant's row each
 * time they change, or `removed` with their uid once they left the event. The stream follows the
 * event before the snapshot is read, so no change falls between the two. Scope refusals (403, 404)
 * are thrown before the stream starts and answer as JSON.
 */
export const streamEventProgress = async (
  c: Context<AppEnv>,
  actor: Actor,
  eid: string,
  { deps, feed, heartbeatMs, shutdown, guard }: ProgressStreamOptions,
): Promise<Response> => {
  // 'resync': changes may have been missed (the bus reconnected), so a fresh snapshot goes out.
  const queue: (ProgressChanges | 'resync')[] = [];
  let wake: (() => void) | null = null;
  const stop = await feed.follow(
    eid,
    (changes) => {
      queue.push(changes);
      wake?.();
    },
    () => {
      queue.push('resync');
      wake?.();
    },
  );
  let snapshot: Awaited<ReturnType<typeof getEventProgress>>;
  try {
    snapshot = await getEventProgress(deps, actor, { eid });
  } catch (error) {
    await stop();
    throw error;
  }
  let id = lastIdOf(c.req.header('Last-Event-ID'));
  const nextId = (): string => {
    id += 1;
    return String(id);
  };
  return streamSSE(c, async (stream) => {
    const revoked = new AbortController();
    const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n').catch(() => {}), heartbeatMs);
    // The participants this view shows: who is no longer in the event is removed from it.
    const shown = new Set(snapshot.participants.map((row) => row.uid));
    const stopGuard = guard({
      revoked: () => revoked.abort(),
      participants: (uids) => {
        const now = new Set(uids);
        const left = [...shown].filter((uid) => !now.has(uid));
        if (left.length === 0) return;
        queue.push({ rows: [], removed: left });
        wake?.();
      },
    });
    const ended = new Promise<void>((resolve) => {
      stream.onAbort(resolve);
      shutdown?.addEventListener('abort', () => resolve(), { once: true });
      revoked.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    const open = () => !stream.aborted && shutdown?.aborted !== true && !revoked.signal.aborted;
    try {
      await stream.writeSSE({ event: 'snapshot', id: nextId(), data: JSON.stringify(snapshot) });
      while (open()) {
        const changes = queue.shift();
        if (changes === undefined) {
          await Promise.race([new Promise<void>((resolve) => (wake = resolve)), ended]);
          wake = null;
          continue;
        }
        if (changes === 'resync') {
          const fresh = await getEventProgress(deps, actor, { eid });
          shown.clear();
          for (const row of fresh.participants) shown.add(row.uid);
          await stream.writeSSE({ event: 'snapshot', id: nextId(), data: JSON.stringify(fresh) });
          continue;
        }
        for (const row of changes.rows) {
          shown.add(row.uid);
          await stream.writeSSE({ event: 'progress', id: nextId(), data: JSON.stringify(row) });
        }
        for (const uid of changes.removed) {
          if (!shown.delete(uid)) continue;
          await stream.writeSSE({ event: 'removed', id: nextId(), data: JSON.stringify({ uid }) });
        }
      }
    } catch (error) {
      // The browser went away mid-write: the stream simply ends (it reconnects if it still wants it).
      c.get('log').debug({ err: error, eid }, 'progress stream ended');
    } finally {
      stopGuard();
      clearInterval(heartbeat);
      await stop();
    }
  });
};
