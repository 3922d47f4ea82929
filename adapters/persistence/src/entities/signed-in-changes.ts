import type { TriggerDef } from '@mikro-orm/core';

/** The channel every change to a signed-in look-up's rows is told on (signed-in-cache.ts). */
export const SIGNED_IN_CHANNEL = 'vs_signed_in';

/**
 * A trigger on a table of the session look-up (sessions, users, events): every update or delete
 * notifies `<prefix>:<key>` on SIGNED_IN_CHANNEL, once its transaction commits, whatever wrote it
 * (a replica, a worker, a script), so each API replica forgets the look-ups it kept of that row.
 * A truncate tells `*` (migration 20261127053850: MikroORM reads no truncate triggers back).
 */
export const signedInChanged = (table: string, prefix: 's' | 'u' | 'e', keyColumn: string): TriggerDef => ({
  name: `vs_${table}_changed`,
  timing: 'after',
  events: ['update', 'delete'],
  forEach: 'row',
  body: `perform pg_notify('${SIGNED_IN_CHANNEL}', '${prefix}:' || old.${keyColumn}); return null;`,
});
