import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SIGNED_IN_CHANNEL } from './entities/signed-in-changes.ts';
import { HEARTBEAT_MS, type SignedInCache } from './signed-in-cache.ts';

/** Its connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'vs-signed-in-listener';
/** After a lost connection, the next attempt waits this long. */
const RECONNECT_MS = 1_000;
/** A connection whose beats have not come back for this long is given up and replaced. */
const SILENT_MS = 5_000;
/** Notices of this prefix are heartbeats, not changes. */
const BEAT = 'beat:';

export interface SignedInListener {
  close(): Promise<void>;
}

/**
 * Listens on its own connection for the database's notices of changed sessions, users and events
 * and hands them to `cache`. Every `HEARTBEAT_MS` it notifies a beat of its own on the same
 * channel: PostgreSQL delivers notices in commit order, so when the beat comes back every change
 * committed before it was sent has been heard, and the cache is told when it was sent. A beat
 * travels the very path the changes do: a connection that no longer hears them hears no beat
 * either, and the cache serves nothing. A connection that fails, ends or stays silent makes the
 * cache deaf until a new one listens. It needs a connection of its own for as long as it listens:
 * not a pooler in transaction mode (SESSION_CACHE=false there).
 */
export const listenForSignedInChanges = (
  connectionString: string,
  cache: SignedInCache,
  now: () => number = Date.now,
): SignedInListener => {
  const self = `${BEAT}${randomUUID()}:`;
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let beating: NodeJS.Timeout | undefined;
  let sentAt = new Map<number, number>();
  let sequence = 0;
  let heardAt = 0;

  const lose = (client: pg.Client): void => {
    if (current !== client) return;
    current = null;
    clearInterval(beating);
    cache.deaf();
    client.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  };

  const beat = (client: pg.Client): void => {
    if (now() - heardAt > SILENT_MS) {
      lose(client);
      return;
    }
    sequence += 1;
    sentAt.set(sequence, now());
    client
      .query('select pg_notify($1, $2)', [SIGNED_IN_CHANNEL, `${self}${sequence}`])
      .catch(() => lose(client));
  };

  const hear = (payload: string): void => {
    if (!payload.startsWith(self)) return;
    const beatNumber = Number(payload.slice(self.length));
    const sent = sentAt.get(beatNumber);
    if (sent !== undefined) cache.heard(sent);
    heardAt = now();
    sentAt = new Map([...sentAt].filter(([n]) => n > beatNumber));
  };

  function connect(): void {
    const client = new pg.Client({ connectionString, keepAlive: true, application_name: LISTENER_NAME });
    client.on('notification', ({ channel, payload = '*' }) => {
      if (current !== client || channel !== SIGNED_IN_CHANNEL) return;
      if (payload.startsWith(BEAT)) hear(payload);
      else cache.forget(payload);
    });
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    current = client;
    client
      .connect()
      .then(() => client.query(`listen ${SIGNED_IN_CHANNEL}`))
      .then(() => {
        if (current !== client) return;
        heardAt = now();
        sentAt = new Map();
        beat(client);
        beating = setInterval(() => beat(client), HEARTBEAT_MS).unref();
      })
      .catch(() => lose(client));
  }

  connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(beating);
      const client = current;
      current = null;
      cache.deaf();
      await client?.end().catch(() => {});
    },
  };
};
