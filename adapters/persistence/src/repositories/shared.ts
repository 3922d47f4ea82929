import type { EntityManager } from '@mikro-orm/postgresql';

/** A fresh EntityManager for one repository call (bound to the transaction, inside one). */
export type EmSource = () => EntityManager;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are `uuid` columns: PostgreSQL refuses to compare one with any other text, where the contract
 * (and the in-memory store) simply finds nothing.
 */
export const isUuid = (id: string): boolean => UUID.test(id);

export const onlyUuids = (ids: readonly string[]): string[] => ids.filter(isUuid);

/** The rows in the order of `keys`, which callers rely on (e.g. an event's participant order). */
export const inOrderOf = <T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string): T[] => {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => byKey.get(key.toLowerCase()) ?? []);
};
